/**
 * Every exported text helper of the engines (a function whose first parameter is a string),
 * called with megabyte strings shaped to make backtracking patterns rescan: a pattern that is
 * quadratic on a long run takes hours on these, so the generous bound below only ever catches
 * that, never ordinary speed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve(import.meta.dirname);
/** A linear helper takes well under a second on a megabyte; a quadratic one takes hours. */
const BUDGET_MS = 10_000;
/**
 * Each shape at growing sizes, each 4× the last: linear work grows ~4×, quadratic ~16×. A
 * helper that grows like that is stopped there, before the megabyte would take hours.
 */
const SIZES = [4_096, 16_384, 65_536];
const MB = 1_048_576;
const superlinear = (before: number, after: number) => after > 10 * before + 50;

const SHAPES: Record<string, (n: number) => string> = {
  'space run': (n) => `x${' '.repeat(n)}x`,
  'tab run': (n) => `x${'\t'.repeat(n)}x`,
  'blank lines': (n) => `x${'\n'.repeat(n)}x`,
  'one long word': (n) => 'a'.repeat(n),
  'letter-spaced': (n) => 'A '.repeat(n / 2),
  digits: (n) => '1'.repeat(n),
  commas: (n) => `${','.repeat(n)}x`,
  dashes: (n) => `${'-'.repeat(n)}x`,
  dots: (n) => `${'.'.repeat(n)}x`,
  brackets: (n) => '[('.repeat(n / 2),
  'date ranges': (n) => 'Jan 2020 – '.repeat(Math.ceil(n / 11)),
  'url-like': (n) => `https://${'a.'.repeat(n / 2)}`,
  'at signs': (n) => 'a@'.repeat(n / 2),
  accents: (n) => 'é '.repeat(n / 2),
  'colon run': (n) => 'x:'.repeat(n / 2),
};
/** Every shape in one megabyte, for the final call under the budget. */
const ALL_SHAPES_MB = Object.values(SHAPES)
  .map((make) => make(Math.floor(MB / Object.keys(SHAPES).length)))
  .join('\n');

/** Modules that run scripts on import or need the file system are not text helpers. */
const SKIP = /(\.test\.tsx?$|\/fixtures\/|\/testing\/|\/hostile\/|\/build\/|\/build\.ts$|\/pool\/|preview\.ts$|\/fonts\/|\.d\.ts$)/;

function engineModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return engineModules(full);
    return /\.tsx?$/.test(e.name) && !SKIP.test(full) ? [full] : [];
  });
}

/**
 * The text helpers of a module: exported functions whose first parameter is declared a string
 * (`export function f(text: string…` or `export const f = (text: string…`), read from its source,
 * each with what it takes: one text, or the text's lines (`lines: string[]`).
 */
function textHelperNames(file: string): Map<string, 'text' | 'lines'> {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Map<string, 'text' | 'lines'>();
  const declarations = [
    /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*\w+\??: string\b(\[\])?/g,
    /export const (\w+)\s*=\s*(?:async\s*)?\(\s*\w+\??: string\b(\[\])?/g,
  ];
  for (const declaration of declarations) for (const m of source.matchAll(declaration)) names.set(m[1], m[2] ? 'lines' : 'text');
  return names;
}

/** The call's time, and whether it refused the string (then it is not a text helper). */
async function timed(call: () => unknown): Promise<{ ms: number; threw: boolean }> {
  const started = performance.now();
  let threw = false;
  try {
    const r = call();
    if (r && typeof (r as Promise<unknown>).then === 'function') await (r as Promise<unknown>).catch(() => (threw = true));
  } catch {
    threw = true;
  }
  return { ms: performance.now() - started, threw };
}

/** The best of two runs: one slow run is the machine, two are the helper. */
const bestOf = async (call: () => unknown) => Math.min((await timed(call)).ms, (await timed(call)).ms);

async function slowOnShape(name: string, fn: (a: unknown) => unknown, shape: string, make: (n: number) => string): Promise<string | null> {
  let previous: number | null = null;
  for (const size of SIZES) {
    const text = make(size);
    const first = await timed(() => fn(text));
    if (first.threw && previous === null) return null;
    let ms = first.ms;
    if (previous !== null && superlinear(previous, ms)) {
      const before = await bestOf(() => fn(make(size / 4)));
      ms = await bestOf(() => fn(text));
      if (superlinear(before, ms)) return `${name}(${shape}): ${Math.round(before)} ms at ${size / 4} chars, ${Math.round(ms)} ms at ${size}`;
    }
    previous = ms;
  }
  return null;
}

const modules = engineModules(ENGINE);

describe('engine text helpers on megabyte adversarial strings', () => {
  it('finds the helpers', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.reduce((n, m) => n + textHelperNames(m).size, 0)).toBeGreaterThan(100);
  });

  it.each(modules.map((m) => [path.relative(ENGINE, m), m] as const))('%s', { timeout: 600_000 }, async (_, file) => {
    const exports = (await import(file)) as Record<string, unknown>;
    const helpers = textHelperNames(file);
    const slow: string[] = [];
    for (const [name, value] of Object.entries(exports)) {
      const takes = helpers.get(name);
      if (typeof value !== 'function' || !takes) continue;
      // a helper of lines gets the text's lines, as the parser hands them (a string would be iterated by character)
      const fn = takes === 'lines' ? (text: unknown) => (value as (a: unknown) => unknown)(String(text).split('\n')) : (value as (a: unknown) => unknown);
      // a helper that refuses a short text takes something else than text
      if ((await timed(() => fn('Senior Engineer, Acme – 2019'))).threw) continue;
      let growing = false;
      for (const [shape, make] of Object.entries(SHAPES)) {
        const found = await slowOnShape(name, fn, shape, make);
        if (process.env.ADVERSARIAL_DEBUG) console.log(`${file} ${name} ${shape}: ${found ?? 'linear'}`);
        if (found) {
          slow.push(found);
          growing = true;
        }
      }
      if (growing) continue;
      const { ms } = await timed(() => fn(ALL_SHAPES_MB));
      if (ms > BUDGET_MS) slow.push(`${name}(every shape, 1 MB): ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
  });
});
