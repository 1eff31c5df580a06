/**
 * Month names and abbreviations in English, Spanish, French, German, Portuguese, Dutch,
 * Italian, Polish and Swedish, and Turkish month names written out (its three-letter forms, 'Eki',
 * 'Kas', 'Ara', are words elsewhere), accent-free and lower-case. Where languages share a spelling they
 * agree on the month ("mar", "set", "dez"), so one table serves them all.
 */
const MONTHS: Record<number, string[]> = {
  1: ['january', 'jan', 'enero', 'ene', 'janvier', 'janv', 'januar', 'janner', 'janeiro', 'januari', 'gennaio', 'gen', 'styczen', 'stycznia', 'sty', 'ocak'],
  2: ['february', 'feb', 'febr', 'febrero', 'fevrier', 'fevr', 'fev', 'februar', 'fevereiro', 'februari', 'febbraio', 'luty', 'lutego', 'lut', 'subat'],
  3: ['march', 'mar', 'marzo', 'mars', 'marz', 'maerz', 'mrz', 'marco', 'maart', 'mrt', 'marzec', 'marca', 'mart'],
  4: ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile', 'kwiecien', 'kwietnia', 'kwi', 'nisan'],
  5: ['may', 'mayo', 'mai', 'maio', 'mei', 'maggio', 'mag', 'maj', 'maja', 'mayis'],
  6: ['june', 'jun', 'junio', 'juin', 'juni', 'junho', 'giugno', 'giu', 'czerwiec', 'czerwca', 'cze', 'haziran'],
  7: ['july', 'jul', 'julio', 'juillet', 'juil', 'juli', 'julho', 'luglio', 'lug', 'lipiec', 'lipca', 'lip', 'temmuz'],
  8: ['august', 'aug', 'agosto', 'ago', 'aout', 'augustus', 'sierpien', 'sierpnia', 'sie', 'augusti', 'agustos'],
  9: ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre', 'setembro', 'set', 'settembre', 'wrzesien', 'wrzesnia', 'wrz', 'eylul'],
  10: ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt', 'outubro', 'out', 'ottobre', 'ott', 'pazdziernik', 'pazdziernika', 'paz', 'ekim'],
  11: ['november', 'nov', 'noviembre', 'novembre', 'novembro', 'listopad', 'listopada', 'lis', 'kasim'],
  12: ['december', 'dec', 'diciembre', 'dic', 'decembre', 'dezember', 'dez', 'dezembro', 'dicembre', 'grudzien', 'grudnia', 'gru', 'aralik'],
};

/**
 * Terms and quarters stand for their first month: "Summer 2022" (an internship), "Fall 2018",
 * "Q3 2021". Academic winter terms start in January.
 */
const TERMS: Record<string, number> = {
  spring: 3, summer: 6, fall: 9, autumn: 9, winter: 1, q1: 1, q2: 4, q3: 7, q4: 10,
  primavera: 3, verano: 6, otono: 9, invierno: 1, printemps: 3, ete: 6, automne: 9, hiver: 1,
  fruhling: 3, fruehling: 3, sommer: 6, herbst: 9,
};
/** The seasons among the terms, for "Summer 2012 and 2013". */
export const SEASON_ALTERNATION = Object.keys(TERMS).filter((t) => !/^q\d$/.test(t)).join('|');

export const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map([
  ...Object.entries(MONTHS).flatMap(([month, names]) => names.map((name) => [name, Number(month)] as [string, number])),
  ...Object.entries(TERMS),
]);

/** Longest first, so the regex alternation prefers "september" over "sep". */
export const MONTH_NAME_ALTERNATION = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

// ł and Turkish dotless ı have no decomposition; each folds to its plain letter, one for one
export const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i');
