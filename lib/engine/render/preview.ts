/**
 * Renders every template for a sample CV and rasterises page 1 to PNG, for looking at the designs
 * side by side: `npx tsx lib/engine/render/preview.ts [region] [language]`. Output goes to
 * e2e/artifacts/templates/ (gitignored). Needs poppler's pdftoppm on the PATH.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { improveCv } from './improve';
import { toJsonResume } from './json-resume';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates';
import { ANA_SILVA, LUKASZ_ZRODLO, TWO_PAGE_CV, analysisResultFor } from './test-fixtures';

const SAMPLES = { ana: ANA_SILVA, lukasz: LUKASZ_ZRODLO, long: TWO_PAGE_CV };

async function main(): Promise<void> {
  const [region = 'US', language = 'en', sample = 'ana'] = process.argv.slice(2);
  const source = SAMPLES[sample as keyof typeof SAMPLES] ?? ANA_SILVA;
  const outDir = path.join(process.cwd(), 'e2e', 'artifacts', 'templates');
  fs.mkdirSync(outDir, { recursive: true });
  // The sample analysis result belongs to Ana Silva; the other samples are shown as parsed.
  const cv = source === ANA_SILVA ? improveCv(source, analysisResultFor(), { targetRole: 'Backend Engineer', language }) : toJsonResume(source);
  for (const template of TEMPLATES) {
    const base = path.join(outDir, `${template}-${region}-${language}-${sample}`);
    fs.writeFileSync(`${base}.pdf`, await renderPdf(cv, { template, region, language }));
    fs.writeFileSync(`${base}.docx`, await renderDocx(cv, { template, region, language }));
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', `${base}.pdf`, base]);
    console.log(`${base}.png`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
