/** Small statistics helpers of the benchmarks and the test fixtures: percentiles, rounding, a seeded generator. */

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export function summarise(timesMs: number[]) {
  const s = [...timesMs].sort((a, b) => a - b);
  return {
    count: s.length,
    medianMs: round(percentile(s, 50), 2),
    p95Ms: round(percentile(s, 95), 2),
    p99Ms: round(percentile(s, 99), 2),
    maxMs: round(s[s.length - 1] ?? NaN, 2),
  };
}

/** mulberry32: a tiny seeded PRNG, so the load mix is the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
