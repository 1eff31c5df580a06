import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EvalResult } from './types';

/**
 * The floors the test suite holds the engine to (eval/floors.json): per corpus and field the
 * lowest precision and recall allowed, and the most a count may reach. `npm run eval --
 * --update-floors` raises them to the figures of the run (never lowers them).
 */
export interface Floor {
  precision?: number;
  recall?: number;
  maxCount?: number;
}
export type Floors = Record<string, Record<string, Floor>>;

export const FLOORS_FILE = path.join(import.meta.dirname, 'floors.json');

export const readFloors = (): Floors => JSON.parse(readFileSync(FLOORS_FILE, 'utf8')) as Floors;

const down = (x: number) => Math.floor(x * 1000) / 1000;

/** Floors raised to this run's figures; a field seen for the first time gets its current figure. */
export function raisedFloors(current: Floors, result: EvalResult): Floors {
  const next: Floors = structuredClone(current);
  for (const corpus of result.corpora) {
    if (corpus.skipped) continue;
    const floors = (next[corpus.corpus] ??= {});
    for (const [field, f] of Object.entries(corpus.fields)) {
      const floor = (floors[field] ??= {});
      if (f.kind === 'count') floor.maxCount = Math.min(floor.maxCount ?? Infinity, f.count);
      else {
        if (f.precision !== null) floor.precision = Math.max(floor.precision ?? 0, down(f.precision));
        if (f.recall !== null) floor.recall = Math.max(floor.recall ?? 0, down(f.recall));
      }
    }
  }
  return next;
}

export const writeFloors = (floors: Floors) => writeFileSync(FLOORS_FILE, `${JSON.stringify(floors, null, 2)}\n`);

/** Every way the run falls below a floor, as sentences; empty when it holds. */
export function belowFloors(floors: Floors, result: EvalResult): string[] {
  const out: string[] = [];
  for (const corpus of result.corpora) {
    if (corpus.skipped) continue;
    for (const [field, floor] of Object.entries(floors[corpus.corpus] ?? {})) {
      const f = corpus.fields[field];
      if (!f) {
        out.push(`${corpus.corpus} ${field}: no longer measured`);
        continue;
      }
      const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
      if (floor.precision !== undefined && f.precision !== null && f.precision < floor.precision - 1e-9)
        out.push(`${corpus.corpus} ${field}: precision ${pct(f.precision)} < floor ${pct(floor.precision)}`);
      if (floor.recall !== undefined && f.recall !== null && f.recall < floor.recall - 1e-9)
        out.push(`${corpus.corpus} ${field}: recall ${pct(f.recall)} < floor ${pct(floor.recall)}`);
      if (floor.maxCount !== undefined && f.count > floor.maxCount) out.push(`${corpus.corpus} ${field}: ${f.count} > at most ${floor.maxCount}`);
    }
  }
  return out;
}
