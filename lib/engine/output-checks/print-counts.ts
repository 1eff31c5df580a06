/**
 * Prints the output-check counts per corpus (all must be zero), and with --details every
 * finding: `npx tsx lib/engine/output-checks/print-counts.ts [--details] [--no-round-trip] [corpus…]`.
 * `npm run eval` reports the same counts.
 */
import { CHECK_NAMES, checkCorpus, CORPORA, sharedCorpusDir, type CorpusName } from './index';

async function main() {
  const args = process.argv.slice(2);
  const details = args.includes('--details');
  const roundTrip = !args.includes('--no-round-trip');
  const named = args.filter((a) => !a.startsWith('--')) as CorpusName[];
  const { reason } = sharedCorpusDir();
  if (reason) console.log(`shared corpora skipped: ${reason}`);
  const rows: string[][] = [];
  for (const corpus of named.length ? named : CORPORA) {
    const c = await checkCorpus(corpus, { roundTrip });
    if (c.cvs === 0) continue;
    rows.push([corpus, `${c.cvs - c.refused}/${c.cvs}`, ...CHECK_NAMES.map((n) => String(c.counts[n]))]);
    if (details) {
      for (const r of c.results) {
        if (r.refused) console.log(`${corpus}/${r.id}: refused: ${r.refused.slice(0, 100)}`);
        for (const f of r.findings) console.log(`${corpus}/${r.id}: ${f.check} @ ${f.where}: ${f.detail}`);
      }
    }
  }
  const header = ['corpus', 'judged', ...CHECK_NAMES];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
