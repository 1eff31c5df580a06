/**
 * EVALUATION.md from one run: per corpus and field the figures beside the targets (and the
 * figures before the accuracy work, from eval/baseline-before.json), how each field is scored,
 * and the worst files with what went wrong.
 */
import { CHECKS } from './checks';
import { OUTPUT_DESCRIPTIONS, OUTPUT_FIELD_NAMES, OUTPUT_FIELDS, type OutputsResult } from './outputs';
import type { Floors } from './floors';
import { meets, TARGETS } from './targets';
import type { CorpusResult, EvalResult, FieldFigure, FileResult } from './types';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  node: string;
  seconds: number;
}

/** The per-corpus figures only, as stored in eval/baseline-before.json and eval/results/summary.json. */
export type Summary = Pick<CorpusResult, 'corpus' | 'files' | 'fields' | 'skipped'>[];

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
const WORST_FILES = 8;
const PROBLEMS_PER_FILE = 8;

function figure(f: FieldFigure | undefined): string {
  if (!f) return '—';
  if (f.kind === 'count') return `${f.count} (in ${f.files} files)`;
  return `P ${pct(f.precision)} · R ${pct(f.recall)}`;
}

function targetText(field: string): string {
  const t = TARGETS[field];
  if (!t) return '';
  if (t.max !== undefined) return `≤ ${t.max}`;
  if (t.precision === t.recall) return `≥ ${pct(t.precision ?? null)}`;
  return `P ≥ ${pct(t.precision ?? null)} · R ≥ ${pct(t.recall ?? null)}`;
}

function status(field: string, f: FieldFigure): string {
  const t = TARGETS[field];
  const met = t ? meets(t, f) : null;
  return met === null ? '' : met ? 'met' : '**missed**';
}

function corpusTable(corpus: CorpusResult, before: Summary[number] | undefined, outputs: OutputsResult | undefined, outputsBefore: Summary[number] | undefined, ceilings: Floors[string] | undefined): string[] {
  if (corpus.skipped) return [`_Skipped: ${corpus.skipped}._`];
  const lines = [
    `${corpus.files} files${corpus.errors ? `, ${corpus.errors} unreadable (their labelled fields count as missed)` : ''}.`,
    '',
    '| field | now | right / labelled | before (eval/baseline-before.json) | target | |',
    '|---|---|---:|---|---|---|',
  ];
  for (const [field, f] of Object.entries(corpus.fields)) {
    if (OUTPUT_FIELD_NAMES.has(field)) continue;
    const counts = f.kind === 'pr' ? `${f.expectedFound} / ${f.expected}` : '';
    lines.push(`| ${field} | ${figure(f)} | ${counts} | ${figure(before?.fields[field])} | ${targetText(field)} | ${status(field, f)} |`);
  }
  if (outputs) lines.push('', ...outputsTable(corpus, outputs, outputsBefore, ceilings));
  return lines;
}

/** The output checks of one corpus: each count beside its figure before they were worked on and its ceiling. */
function outputsTable(corpus: CorpusResult, o: OutputsResult, before: Summary[number] | undefined, ceilings: Floors[string] | undefined): string[] {
  const sample = o.roundTripEvery > 1 ? `; the round trip on every ${o.roundTripEvery}th CV by file order (${o.roundTripped} CVs)` : '';
  const lines = [
    `**Output checks** over ${o.cvs} CVs${o.refused ? ` (${o.refused} refused as an upload would be)` : ''}${sample}. Each must be zero.`,
    '',
    '| output check | now | before (eval/baseline-outputs-before.json) | ceiling (floors.json) |',
    '|---|---|---|---|',
  ];
  for (const field of Object.values(OUTPUT_FIELDS)) {
    const ceiling = ceilings?.[field]?.maxCount;
    lines.push(`| ${field} | ${figure(corpus.fields[field])} | ${figure(before?.fields[field])} | ${ceiling === undefined ? '—' : `≤ ${ceiling}`} |`);
  }
  return lines;
}

const EXAMPLES_PER_CHECK = 5;

/** The first findings of each check (files in corpus order), so a reader sees what went wrong. */
function outputExamples(o: OutputsResult): string[] {
  const out: string[] = [];
  for (const [check, field] of Object.entries(OUTPUT_FIELDS) as [keyof typeof OUTPUT_FIELDS, string][]) {
    const found = o.findings.filter((f) => f.check === check);
    if (!found.length) continue;
    out.push(`- **${field}** (${found.length})`);
    for (const f of found.slice(0, EXAMPLES_PER_CHECK)) out.push(`  - \`${f.file}\` ${f.where}: ${f.detail.slice(0, 220).replace(/\|/g, '\\|')}`);
    if (found.length > EXAMPLES_PER_CHECK) out.push(`  - … ${found.length - EXAMPLES_PER_CHECK} more in eval/results/${o.corpus}.json`);
  }
  return out.length ? out : ['No output check found anything.'];
}

function problemsOf(file: FileResult): string[] {
  const out = Object.entries(file.measures).flatMap(([field, m]) => m.problems.map((p) => `${field}: ${p}`));
  return file.error ? [`unreadable: ${file.error}`, ...out] : out;
}

/** Files ranked by how many labelled facts went wrong (misses and inventions alike). */
function worstFiles(files: FileResult[]): string[] {
  const ranked = files
    .map((file) => ({ file, problems: problemsOf(file) }))
    .filter((f) => f.problems.length > 0)
    .sort((a, b) => b.problems.length - a.problems.length || a.file.file.localeCompare(b.file.file))
    .slice(0, WORST_FILES);
  if (ranked.length === 0) return ['No file has a problem.'];
  return ranked.flatMap(({ file, problems }) => [
    `- \`${file.file}\` (${problems.length} problems)`,
    ...problems.slice(0, PROBLEMS_PER_FILE).map((p) => `  - ${p.replace(/\|/g, '\\|')}`),
    ...(problems.length > PROBLEMS_PER_FILE ? [`  - … ${problems.length - PROBLEMS_PER_FILE} more in eval/results/`] : []),
  ]);
}

export function renderEvaluation(result: EvalResult, machine: Machine, before: Summary | null, outputsBefore: Summary | null = null, ceilings: Floors = {}): string {
  const out = [
    '# Evaluation',
    '',
    '_Generated by `npm run eval` (eval/index.ts); do not edit by hand. Raw per-file results: `eval/results/*.json`._',
    '',
    `_Run ${machine.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}; took ${Math.round(machine.seconds)} s. ` +
      'The shared corpora are read from `SHARED_DIR` or `../shared`._',
    '',
    'Every labelled CV goes through the engine as an upload would (extractDocument → parseCv) and each field is compared with its label. ' +
      'Precision is right / parsed, recall is right / labelled, both added up over the files of a corpus. ' +
      '"before" is the engine before the accuracy work began (eval/baseline-before.json).',
    '',
  ];
  for (const corpus of result.corpora) {
    out.push(`## ${corpus.corpus}${corpus.silver ? ' (silver labels)' : ''}`, '', `${corpus.description}.`, '');
    const outputs = result.outputs?.find((o) => o.corpus === corpus.corpus);
    const beforeOutputs = outputsBefore?.find((b) => b.corpus === corpus.corpus);
    out.push(...corpusTable(corpus, before?.find((b) => b.corpus === corpus.corpus), outputs, beforeOutputs, ceilings[corpus.corpus]), '');
  }
  out.push('## How each field is scored', '');
  for (const check of CHECKS) out.push(`- **${check.name}**: ${check.describe}`);
  out.push('', 'Normalisation shared by all fields is documented in `eval/normalise.ts`.', '');
  if (result.outputs?.length) {
    out.push(
      '## How the output checks count',
      '',
      'Every CV goes through every output as the jobs make them (analysis report, interview prep, skill gap, improved CV, the improved CV rendered as PDF and DOCX and read back), ' +
        'as of 2026-11-01, and each output is held against the page, its labels and the other outputs (`lib/engine/output-checks`). ' +
        '"before" is the engine before the output checks were first worked on (eval/baseline-outputs-before.json).',
      '',
    );
    for (const [check, field] of Object.entries(OUTPUT_FIELDS) as [keyof typeof OUTPUT_FIELDS, string][]) out.push(`- **${field}**: ${OUTPUT_DESCRIPTIONS[check]}`);
    out.push('');
    for (const o of result.outputs) out.push(`## Output check findings: ${o.corpus}`, '', ...outputExamples(o), '');
  }
  for (const corpus of result.corpora) {
    if (corpus.skipped) continue;
    out.push(`## Worst files: ${corpus.corpus}`, '', ...worstFiles(result.files.filter((f) => f.corpus === corpus.corpus)), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

export const summaryOf = (result: EvalResult): Summary =>
  result.corpora.map(({ corpus, files, fields, skipped }) => ({ corpus, files, fields, ...(skipped ? { skipped } : {}) }));
