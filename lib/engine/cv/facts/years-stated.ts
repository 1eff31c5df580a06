const YEARS = /\b(?:about |over )?(\d+(?:\.\d+)?) years?(?: of (?:dated )?experience)?\b/g;

/**
 * Total-experience statements: "7 years of experience", "about 7 years of experience", "over 7
 * years", "7.5 years of dated experience", as whole years. "3 years at Acme" is a tenure, not one.
 */
export function yearsStated(text: string): number[] {
  const out: number[] = [];
  for (const m of text.slice(0, 5000).matchAll(YEARS)) {
    if (!/experience|^over /.test(m[0])) continue;
    out.push(Math.floor(Number(m[1])));
  }
  return out;
}
