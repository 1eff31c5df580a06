import { corpusCvs } from '../lib/engine/output-checks/corpus';
import { runOutputs } from '../lib/engine/output-checks/run-outputs';
(async () => {
  for (const cv of corpusCvs('offlinecv')) {
    try {
      const o = await runOutputs(cv);
      const im = o.improved as any;
      const keys = Object.entries(im).filter(([k, v]) => Array.isArray(v) && v.length).map(([k, v]) => `${k}:${(v as any[]).length}`).join(' ');
      console.log(`${cv.id} | ${im.basics.name} | ${(im.basics.summary ?? '-').slice(0, 140)} | ${keys}`);
    } catch (e) { console.log(cv.id, 'ERR', String(e).slice(0, 100)); }
  }
})();
