/**
 * `npm run eval`: runs the engine over every labelled CV (../shared corpora and the engine's
 * fixtures), scores each field, writes EVALUATION.md and eval/results/*.json, prints a summary.
 *
 *   npm run eval                              every corpus
 *   npm run eval -- --only fixtures           some corpora (EVALUATION.md then shows only those)
 *   npm run eval -- --update-floors           also raise eval/floors.json to this run's figures
 *   npm run eval -- --save-baseline FILE      also store the per-corpus figures as FILE (e.g. eval/baseline-before.json)
 *
 * SHARED_DIR points at the shared folder when it is not ../shared beside the repository.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { stopOcrEngine } from '../lib/engine/cv/extract/ocr/tesseract-engine';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { belowFloors, raisedFloors, readFloors, writeFloors } from './floors';
import { REPO_ROOT, RESULTS_DIR } from './paths';
import { renderEvaluation, summaryOf, type Summary } from './report';
import { evaluate } from './run';

const BASELINE = path.join(import.meta.dirname, 'baseline-before.json');
/** the output checks' counts before they were first worked on (EVALUATION.md's "before" for them) */
const OUTPUTS_BASELINE = path.join(import.meta.dirname, 'baseline-outputs-before.json');
const readSummary = (file: string) => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Summary) : null);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      'update-floors': { type: 'boolean', default: false },
      'save-baseline': { type: 'string' },
    },
  });
  const t0 = performance.now();
  const result = await evaluate({ only: values.only?.split(',').map((s) => s.trim()) });
  const seconds = (performance.now() - t0) / 1000;
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const corpus of result.corpora) {
    const files = result.files.filter((f) => f.corpus === corpus.corpus);
    const outputs = result.outputs?.find((o) => o.corpus === corpus.corpus);
    writeFileSync(path.join(RESULTS_DIR, `${corpus.corpus}.json`), `${JSON.stringify({ ...corpus, fileResults: files, outputs }, null, 2)}\n`);
  }
  const summary = summaryOf(result);
  writeFileSync(path.join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  if (values['save-baseline']) writeFileSync(path.resolve(values['save-baseline']), `${JSON.stringify(summary, null, 2)}\n`);
  const before = readSummary(BASELINE);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', cpu, cores: os.cpus().length, node: process.version, seconds };
  if (values['update-floors']) writeFloors(raisedFloors(readFloors(), result));
  writeFileSync(path.join(REPO_ROOT, 'EVALUATION.md'), renderEvaluation(result, machine, before, readSummary(OUTPUTS_BASELINE), readFloors()));
  for (const corpus of result.corpora) {
    if (corpus.skipped) {
      console.log(`${corpus.corpus}: skipped (${corpus.skipped})`);
      continue;
    }
    console.log(`${corpus.corpus} (${corpus.files} files)`);
    for (const [field, f] of Object.entries(corpus.fields)) {
      const figure = f.kind === 'count' ? `${f.count}` : `P ${((f.precision ?? 0) * 100).toFixed(1)}%  R ${((f.recall ?? 0) * 100).toFixed(1)}%`;
      console.log(`  ${field.padEnd(24)} ${figure}`);
    }
  }
  const below = belowFloors(readFloors(), result);
  if (below.length) console.log(`\nBelow the floors of eval/floors.json:\n  ${below.join('\n  ')}`);
  console.log(`\nEVALUATION.md and eval/results/ written in ${seconds.toFixed(1)} s.`);
  // the OCR corpus leaves tesseract's worker thread running, which would keep this process alive
  await stopOcrEngine();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
