/**
 * A certification as the improved CV lists it: its name first and its date after, the way a
 * reader scans a list. CVs that print the year first ("2023, HashiCorp Certified: …",
 * "Jun 2021 – AWS Certified …") or glue it on ("2023HashiCorp Certified") are reordered to
 * "HashiCorp Certified: …, 2023"; a name printed name first stays as written.
 */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:${MONTH}\s+${YEAR}|\d{1,2}[./]${YEAR}|${YEAR})`;
/** a date or a date range before the name, then a separator or a capital straight after the year */
const LEADING_DATE = new RegExp(String.raw`^\(?(${DATE}(?:\s*[-–—]\s*(?:${DATE}|present|current))?)\)?(?:\s*[,:|·•–—-]\s*|\s+|(?=\p{Lu}))(?=\p{L})`, 'iu');

export function certificateName(text: string): string {
  const m = LEADING_DATE.exec(text);
  if (!m) return text;
  const name = text.slice(m[0].length).trim();
  // a name that is only a word or two may be the date's label ("2023 Q3"), not a certification
  if (!/\p{L}{3,}/u.test(name)) return text;
  return `${name}, ${m[1].replace(/\s*[-–—]\s*/, '–')}`;
}
