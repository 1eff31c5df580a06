import type { PdfTextRun } from '../pdf-text-run';

export interface FontStats {
  bodyFontSize: number;
  minFontSize: number;
  fontFamilies: number;
  fontSizes: number;
}

/** Sizes or families carrying less than this share of the text are decoration, not body text. */
const MIN_SHARE = 0.03;

const round = (size: number) => Math.round(size * 2) / 2;

function charsBy(runs: PdfTextRun[], key: (run: PdfTextRun) => string | number): Map<string | number, number> {
  const totals = new Map<string | number, number>();
  for (const run of runs) {
    const chars = run.text.replace(/\s/g, '').length;
    if (chars) totals.set(key(run), (totals.get(key(run)) ?? 0) + chars);
  }
  return totals;
}

/** Character-weighted font statistics: the median size is what most of the text is set in. */
export function fontStats(runs: PdfTextRun[]): FontStats {
  const bySize = charsBy(runs, (run) => round(run.fontSize)) as Map<number, number>;
  const total = [...bySize.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return { bodyFontSize: 0, minFontSize: 0, fontFamilies: 0, fontSizes: 0 };
  const sizes = [...bySize.entries()].sort((a, b) => a[0] - b[0]);
  let seen = 0;
  let bodyFontSize = sizes[0][0];
  for (const [size, chars] of sizes) {
    seen += chars;
    if (seen >= total / 2) {
      bodyFontSize = size;
      break;
    }
  }
  const significant = sizes.filter(([, chars]) => chars >= total * MIN_SHARE);
  const families = [...charsBy(runs, (run) => run.fontFamily).values()].filter((chars) => chars >= total * MIN_SHARE);
  return {
    bodyFontSize,
    minFontSize: significant.length ? significant[0][0] : bodyFontSize,
    fontFamilies: families.length,
    fontSizes: significant.length,
  };
}
