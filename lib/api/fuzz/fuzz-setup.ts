/** Shared set-up of the fuzz suites: the seed, run counts, and a tenant whose requests pass auth. */
import fc from 'fast-check';
import { beforeAll } from 'vitest';
import { setRateLimiter } from '../../rate-limit';
import { memoryLimiter } from '../../rate-limit/memory-limiter';

/** Fixed for reproducibility; FUZZ_SEED=<n> replays another run. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** Runs a property with the fixed seed; a failure names the seed and path to replay it. */
export async function check<T>(name: string, arb: fc.Arbitrary<T>, predicate: (v: T) => Promise<void>, numRuns: number): Promise<number> {
  try {
    await fc.assert(fc.asyncProperty(arb, predicate), { numRuns, seed: SEED });
  } catch (err) {
    // fast-check's message carries { seed, path }; say which property and seed up front
    const cause = (err as Error).cause;
    const why = cause instanceof Error ? `\ncause: ${cause.message}` : '';
    throw new Error(`fuzz property "${name}" failed (seed ${SEED}; replay with FUZZ_SEED=${SEED}):\n${(err as Error).message}${why}`);
  }
  return numRuns;
}

/** Lets one key make thousands of calls a minute: the limit itself is tested in lib/rate-limit. */
export function useUnlimitedRate() {
  beforeAll(() => setRateLimiter(memoryLimiter(1e9, 60_000)));
}
