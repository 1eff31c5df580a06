/**
 * A tenure printed beside or under an entry's dates: "(2 years 1 month)", "· 3 yrs 8 mos",
 * "(5 años y 8 meses)", "5 Jahre, 9 Monate", "11 mois", "(3 yıl 7 ay)", "2 år 3 mån". It repeats the dates; it is never a title,
 * an employer or a place. Units in the languages the date reader knows.
 */
const UNIT =
  '(?:years?|yrs?|months?|mos?|a[ñn]os?|mes(?:es)?|jahre?n?|monate?n?|ans?|mois|ann[io]|mes[ei]|jaar|jaren|maand(?:en)?|lata?|lat|rok|miesi[ąa]c(?:e|y)?|miesięcy|år|mån(?:ad|ader)?|y[ıi]l|ay)';
/** one or two amounts: "3 years", "5 años y 8 meses", "5 Jahre, 9 Monate", "2 yrs 3 mos" */
const AMOUNTS = `\\d{1,2}\\+?\\s*${UNIT}(?:(?:\\s*,\\s*|\\s+(?:y|and|und|et|e|i|en|och|ve)\\s+|\\s+)\\d{1,2}\\s*${UNIT})?(?![\\p{L}])`;

/** a whole line that is only a tenure */
export const TENURE_LINE = new RegExp(`^[(·\\s]*${AMOUNTS}[)\\s]*$`, 'iu');
/** a tenure in brackets or after a middle dot, inside a longer line */
const TENURE_IN_LINE = new RegExp(`\\(\\s*${AMOUNTS}\\s*\\)|·\\s*${AMOUNTS}`, 'giu');

export const withoutTenure = (text: string): string => (text.length > 400 ? text : text.replace(TENURE_IN_LINE, '').trim());
