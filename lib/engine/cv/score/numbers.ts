/** Small numeric helpers shared by the dimension modules. */

export function clamp(value: number, min = 0, max = 100): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A 0..100 integer score from any real number (NaN counts as 0). Float noise is cut off first, so
 * a weighted mean that is exactly x.5 rounds up however its weights were summed or divided.
 */
export function toScore(value: number): number {
  return Number.isFinite(value) ? Math.round(Number(clamp(value).toFixed(9))) : 0;
}

export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

export function percent(part: number, whole: number): number {
  return Math.round(ratio(part, whole) * 100);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}
