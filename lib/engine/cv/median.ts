/**
 * The middle value; 0 for none. Shared by extraction and scoring. For an even count, the mean of
 * the two middle ones, or with `upper` the higher of them: a value that occurs (a font size a run
 * is printed in, a gap two lines really have), where a mean of two sizes would be no size at all.
 */
export function median(values: readonly number[], even: 'mean' | 'upper' = 'mean'): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 || even === 'upper' ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
