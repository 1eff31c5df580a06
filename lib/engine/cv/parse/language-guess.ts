import { HEADING_LANGUAGE } from './heading-synonyms';
import { fold } from './text-shape';

/** Frequent short words that tell CV languages apart. */
const STOP_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'with', 'for', 'to', 'in', 'on', 'a', 'an', 'by', 'from', 'as', 'at'],
  de: ['und', 'der', 'die', 'das', 'mit', 'fur', 'von', 'bei', 'im', 'zur', 'zum', 'ein', 'eine', 'des', 'den', 'auf'],
  es: ['y', 'de', 'la', 'el', 'en', 'con', 'para', 'los', 'las', 'del', 'por', 'un', 'una', 'al'],
  fr: ['et', 'de', 'la', 'le', 'les', 'des', 'pour', 'avec', 'du', 'en', 'un', 'une', 'au', 'aux', 'sur'],
  pt: ['e', 'de', 'da', 'do', 'em', 'com', 'para', 'os', 'as', 'um', 'uma', 'na', 'no', 'dos', 'das'],
  nl: ['en', 'van', 'het', 'de', 'met', 'voor', 'een', 'bij', 'op', 'te'],
  it: ['e', 'di', 'il', 'la', 'con', 'per', 'del', 'della', 'un', 'una', 'nel', 'dei'],
  pl: ['i', 'w', 'z', 'na', 'do', 'oraz', 'dla', 'przez', 'od'],
  // no 'for' (English has it) among the Swedish ones
  sv: ['och', 'med', 'av', 'som', 'till', 'att', 'ett', 'pa', 'om', 'det', 'inom'],
  tr: ['ve', 'ile', 'bir', 'icin', 'olarak', 'veya', 'bu'],
};

/**
 * Spellings one language has and its neighbours lack: "-ção"/"-ões"/"ã" are Portuguese,
 * "-ción"/"ñ" Spanish. Their stop words overlap ("de", "em"/"en"), so spelling breaks the tie.
 */
const SPELLINGS: Record<string, RegExp> = {
  pt: /ção|ções|ões|[ãõ]/giu,
  es: /ción|ciones|ñ/giu,
};

/** ISO 639-1 code of the CV's language from stop-word counts, with recognised headings as a tie-breaker. */
export function guessLanguage(text: string, headings: string[]): string {
  const words = fold(text).split(/[^\p{L}]+/u).filter(Boolean);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const scores = Object.entries(STOP_WORDS).map(([language, stops]) => {
    const stopScore = stops.reduce((sum, stop) => sum + (counts.get(stop) ?? 0), 0) / Math.sqrt(stops.length);
    const headingScore = headings.filter((h) => HEADING_LANGUAGE[fold(h)] === language).length * 5;
    const spellingScore = Math.min(10, (text.match(SPELLINGS[language] ?? /(?!)/g) ?? []).length) * 0.5;
    return { language, score: stopScore + headingScore + spellingScore };
  });
  scores.sort((a, b) => b.score - a.score);
  return scores[0].score > 0 ? scores[0].language : 'en';
}

/** a bullet's length is far below this; its first words say its language */
const MAX_BULLET_CHARS = 1000;

/**
 * Whether one line (a bullet) reads as English: no other language's stop words outnumber the
 * English ones. A CV guessed as English may still hold bullets in its writer's own language,
 * and English rewording of those would mix two languages in one line. Only stop words of two or
 * more letters count as evidence against English: "B.E" or a lone "a" says nothing.
 */
export function readsAsEnglish(line: string): boolean {
  // a web address is no prose: "example.com" holds no Portuguese "com"
  const words = fold(line.slice(0, MAX_BULLET_CHARS).replace(/\S+\.\S+/g, ' ')).split(/[^\p{L}]+/u).filter(Boolean);
  const hits = (language: string, minLength: number) => words.filter((w) => w.length >= minLength && STOP_WORDS[language].includes(w)).length;
  const english = hits('en', 1);
  return Object.keys(STOP_WORDS).every((language) => language === 'en' || hits(language, 2) <= english);
}
