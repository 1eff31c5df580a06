/**
 * The one guard against invented figures, used by the report's rewrites, the LLM merge and the
 * improved CV. A figure is a number as written, normalised so that "1,200" and "1200" are the
 * same figure while "1.5" and "15" stay different ("1.5M" is not "15M"): a comma before
 * exactly three digits groups thousands, any other comma or point is a decimal mark.
 * Placeholders such as "[X%]" are not claims and are ignored.
 */
const NUMBER = /\d+(?:[.,]\d+)*/g;
const PLACEHOLDER = /\[[^\][]*\]/g;

function normalise(raw: string): string {
  // no figure a CV states has more digits than this; the patterns below need not see more
  if (raw.length > 40) return raw;
  const grouped = raw.replace(/,(?=\d{3}(?!\d))/g, '');
  const decimal = grouped.replace(/,/g, '.');
  // "1.200.000" groups thousands with points (German, Spanish): every group three digits long
  const thousands = /^\d{1,3}(?:\.\d{3}){2,}$/.test(decimal) ? decimal.replace(/\./g, '') : decimal;
  return thousands.replace(/^0+(?=\d)/, '').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** The figures a text states, normalised, in order; placeholders are skipped. */
export function figuresIn(text: string): string[] {
  return (text.replace(PLACEHOLDER, ' ').match(NUMBER) ?? []).map(normalise);
}

/** Figures in `candidate` that none of the `sources` states. */
export function inventedFigures(sources: string | readonly string[], candidate: string): string[] {
  const known = new Set((typeof sources === 'string' ? [sources] : sources).flatMap(figuresIn));
  return [...new Set(figuresIn(candidate).filter((n) => !known.has(n)))];
}

/** A bracketed fill-in for the candidate ("[X%]", "[N]-person team", "[metric]"). */
export const PLACEHOLDER_PATTERN = /\[[^\]\n]{0,40}\]/;

export function hasPlaceholder(text: string): boolean {
  return PLACEHOLDER_PATTERN.test(text);
}

// Years on their own ("in 2019") date an event; they do not measure it.
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
const SPELLED_QUANTITY =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|percent|per cent|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|doubled|tripled|quadrupled|halved|twice|thrice|twofold|threefold|tenfold)\b/i;

/** A fraction of a change: "cut level iteration time in half", "reduced costs by a third". */
const FRACTION_OF_CHANGE = /\b(?:in|by)\s+(?:half|a\s+third|a\s+quarter|two\s+thirds|three\s+quarters)\b/i;
/**
 * Counts spelled out in the other languages CVs arrive in ("trois étudiants", "cinco grupos",
 * "zwei Stationen", "três lojas"). Left out are words that are also month abbreviations or
 * ordinary words elsewhere ("sept", "dez", "dos", "mil", "cent", "acht").
 */
const SPELLED_QUANTITY_ELSEWHERE =
  /(?<![\p{L}\p{N}])(?:deux|trois|quatre|cinq|huit|neuf|douze|quinze|vingt|trente|cinquante|centaine|centaines|milliers|cuatro|cinco|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cincuenta|cientos|miles|zwei|drei|fünf|sechs|sieben|zehn|zwölf|zwanzig|dreißig|fünfzig|hundert|tausend|dois|duas|três|quatro|sete|oito|nove|vinte|trinta|cinquenta|centenas|milhares)(?![\p{L}\p{N}])/iu;

/**
 * A text states a figure when it gives a measurable amount: a number (not a bare year), a
 * percentage, a currency amount, a duration, a count or a fraction of a change, in digits or
 * spelled out.
 */
export function isQuantified(text: string): boolean {
  if (figuresIn(text).some((n) => !YEAR.test(n))) return true;
  return SPELLED_QUANTITY.test(text) || FRACTION_OF_CHANGE.test(text) || SPELLED_QUANTITY_ELSEWHERE.test(text);
}
