import type { LanguageSkill } from '../types';
import { gridLevels } from './europass-grid';
import { fold, joinWrappedBrackets, splitOutsideBrackets, stripBullet, trimWhere } from './text-shape';

/** Language names as CVs write them (English and native names, plus names in the supported CV languages). */
const LANGUAGE_NAMES = [
  'english', 'englisch', 'ingles', 'anglais', 'engels', 'inglese', 'angielski', 'german', 'deutsch', 'aleman', 'allemand', 'alemao',
  'duits', 'tedesco', 'niemiecki', 'french', 'franzosisch', 'frances', 'francais', 'frans', 'francese', 'francuski', 'spanish',
  'spanisch', 'espanol', 'castellano', 'espagnol', 'espanhol', 'spaans', 'spagnolo', 'hiszpanski', 'portuguese', 'portugiesisch',
  'portugues', 'portugais', 'portugees', 'portoghese', 'portugalski', 'italian', 'italienisch', 'italiano', 'italien', 'italiaans',
  'wloski', 'dutch', 'niederlandisch', 'neerlandes', 'neerlandais', 'nederlands', 'olandese', 'polish', 'polnisch', 'polaco',
  'polonais', 'polaco', 'pools', 'polacco', 'polski', 'russian', 'russisch', 'ruso', 'russe', 'russo', 'rosyjski', 'ukrainian',
  'ukrainisch', 'ucraniano', 'ukrainien', 'ukrainski', 'chinese', 'mandarin', 'cantonese', 'chinesisch', 'chino', 'chinois',
  'japanese', 'japanisch', 'japones', 'japonais', 'korean', 'koreanisch', 'arabic', 'arabisch', 'arabe', 'hindi', 'bengali',
  'tamil', 'telugu', 'marathi', 'gujarati', 'kannada', 'malayalam', 'punjabi', 'urdu', 'turkish', 'turkisch', 'turco', 'turc',
  'greek', 'griechisch', 'swedish', 'schwedisch', 'norwegian', 'danish', 'finnish', 'czech', 'tschechisch', 'slovak', 'hungarian',
  'romanian', 'rumanisch', 'catalan', 'catala', 'basque', 'galician', 'gallego', 'irish', 'welsh', 'hebrew', 'persian', 'farsi',
  'vietnamese', 'thai', 'indonesian', 'malay', 'tagalog', 'filipino', 'swahili', 'afrikaans', 'croatian', 'serbian', 'bulgarian',
  'igbo', 'yoruba', 'hausa', 'zulu', 'xhosa', 'amharic', 'somali',
  // East and southern African languages as the CVs of their speakers name them ("Kiswahili – Fluent")
  'kiswahili', 'kikuyu', 'gikuyu', 'dholuo', 'luhya', 'kamba', 'kalenjin', 'luganda', 'kinyarwanda', 'oromo', 'tigrinya', 'shona', 'ndebele', 'sesotho', 'setswana', 'sepedi', 'tswana', 'sotho', 'chichewa', 'bemba', 'twi', 'wolof', 'lingala', 'nepali', 'sinhala', 'lithuanian', 'latvian', 'estonian', 'slovenian', 'icelandic', 'maltese',
  // Philippine languages beside Filipino, as Filipino CVs list them ("English, Filipino, Cebuano")
  'cebuano', 'bisaya', 'visayan', 'ilocano', 'ilokano', 'hiligaynon', 'ilonggo', 'waray', 'kapampangan', 'pangasinan', 'bikol', 'chavacano',
  // co-official and neighbouring languages as Spanish, Portuguese, French and Italian CVs name them
  'valencian', 'valenciano', 'euskera', 'galego', 'coreano', 'coreen', 'chines', 'cinese', 'giapponese', 'arabo', 'sueco',
  'suedois', 'noruego', 'danes', 'griego', 'grec', 'greco', 'hebreo', 'holandes', 'polones', 'mandarim',
  // Swedish names ("Engelska – flytande"); 'polska' is Swedish for Polish
  'svenska', 'engelska', 'tyska', 'franska', 'spanska', 'italienska', 'portugisiska', 'nederlandska', 'finska', 'norska', 'danska',
  'ryska', 'polska', 'arabiska', 'persiska', 'turkiska', 'kinesiska', 'japanska', 'somaliska', 'kurdiska', 'kurdish', 'tigrinja', 'bosniska', 'serbiska', 'kroatiska',
  // Turkish names ("İngilizce  Okuma: İleri"), dotless ı folded to i
  'turkce', 'ingilizce', 'almanca', 'fransizca', 'ispanyolca', 'italyanca', 'portekizce', 'rusca', 'arapca', 'farsca', 'kurtce', 'japonca',
  'cince', 'korece', 'yunanca', 'felemenkce', 'hollandaca', 'azerice', 'bulgarca',
];
const LANGUAGE_SET = new Set(LANGUAGE_NAMES);

export const isLanguageName = (word: string) => LANGUAGE_SET.has(fold(word));

/**
 * "English, Hindi, Malayalam, Arabic (basic)", "French (mother tongue) and English": a level in brackets
 * after a language is that language's; the line without the other languages' brackets, for the level of `language`.
 */
export const withoutOthersLevels = (line: string, language: string) =>
  line.replace(/(?<!\p{L})(\p{L}{2,30})\s*\([^()]{0,60}\)/gu, (group, word: string) => (fold(word) !== fold(language) && isLanguageName(word) ? '' : group));

/**
 * "Languages" over "C, C++" or "Java (13), Python (10)": a languages section in which no word
 * names a spoken language lists programming languages.
 */
export function namesNoSpokenLanguage(lines: string[]): boolean {
  return lines.length > 0 && !lines.some((line) => line.split(/[^\p{L}]+/u).some(isLanguageName));
}

/** the words that say how many languages one speaks, or how well, with no language named */
const SPEAKING_ABILITY = /^(?:bilingual|trilingual|multilingual|polyglot|fluent|native speaker|mother tongue)$/;

/**
 * "Bilingual", "Spanish", "Fluent French": a skill's name that is a spoken-language ability, which
 * a languages section states; it is no technical or domain skill. Every word must name a language
 * or the ability, so "Spanish cuisine" or "English literature teaching" is no such ability.
 */
export function namesSpeakingAbility(name: string): boolean {
  const text = fold(name.slice(0, 80)).trim();
  if (SPEAKING_ABILITY.test(text)) return true;
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  return words.length > 0 && words.some(isLanguageName) && words.every((w) => isLanguageName(w) || SPEAKING_ABILITY.test(w));
}

/** a level written as the label of its language ("Madrelingua: italiano") */
const LEVEL_LABEL = /^(?:native|native language|mother tongue|first language|madrelingua|lingua madre|muttersprache|langue maternelle|lengua materna|lingua materna|moedertaal|jezyk ojczysty|modersmal|anadil|ana dil|fluent|bilingual|basic|intermediate|advanced|beginner|conversational)$/;

/** "English — Native", "German (C1)", "Spanish: fluent", "Deutsch – Muttersprache", "French B2". */
export function parseLanguageItem(item: string): LanguageSkill | null {
  // "Madrelingua: italiano", "Native: English": the level as the label, the language after it
  const levelFirst = stripBullet(item).trim().match(/^(\p{L}+(?: \p{L}+){0,2})\s*:\s*(\p{L}+)$/u);
  if (levelFirst && isLanguageName(levelFirst[2]) && LEVEL_LABEL.test(fold(levelFirst[1]))) return { language: levelFirst[2], proficiency: levelFirst[1] };
  const m = stripBullet(item).trim().match(/^(\p{L}+)(.*)$/u);
  if (!m || !isLanguageName(m[1])) return null;
  let proficiency = trimWhere(m[2], (ch) => /[\s:–—|,-]/.test(ch));
  if (/^\([^()]*\)$/.test(proficiency)) proficiency = proficiency.slice(1, -1).trim();
  // a row of Europass's self-assessment grid ("English B2 B2 B1 B1 B2")
  proficiency = gridLevels(proficiency) ?? proficiency;
  // punctuation left at the end of a line ("German.") is not a level
  return { language: m[1], proficiency: /\p{L}/u.test(proficiency) ? proficiency : null };
}

/**
 * "Español y catalán (nativos)", "English and Hindi (fluent)": two languages joined by a
 * conjunction share the level written after the second.
 */
function splitJoined(item: string): LanguageSkill[] {
  // the lookbehind starts a match only where a run of spaces starts, not at each of its spaces
  const parts = item.split(/(?<=\S)\s+(?:and|y|e|et|und|en|i|&)\s+(?=\p{L})/u);
  const languages = parts.map(parseLanguageItem);
  if (parts.length < 2 || languages.some((l) => !l)) {
    const single = parseLanguageItem(item);
    return single ? [single] : [];
  }
  const shared = languages[languages.length - 1]!.proficiency;
  return languages.map((l) => ({ language: l!.language, proficiency: l!.proficiency ?? shared }));
}

/** the words a level is written in, alone on its line under its language ("Native", "Professional working proficiency", "C1") */
const LEVEL_WORDS =
  /^(?:(?:native|speaker|mother|tongue|first|language|fluent|fluency|bilingual|basic|basics|beginner|elementary|pre-intermediate|intermediate|upper|upper-intermediate|advanced|conversational|professional|working|limited|full|business|proficiency|proficient|excellent|very|good|fair|level|[abc][12])\b[\s,-]*)+$/;
const isLevelAlone = (text: string) => {
  const folded = fold(text).trim();
  return folded.length > 0 && LEVEL_WORDS.test(folded) && !/^(?:language|level|first|very|upper)$/.test(folded);
};

/**
 * "Tamil  English" over "Native speaker  Fluent": a grid of languages side by side, a row of names
 * over a row of as many levels; each column pairs a language with its level.
 */
function withGridColumnsPaired(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i].trim().split(/\s{2,}/);
    if (cells.length < 2 || !cells.every((c) => isLanguageName(c))) {
      out.push(lines[i]);
      continue;
    }
    const levels = lines[i + 1]?.trim().split(/\s{2,}/) ?? [];
    const paired = levels.length === cells.length && levels.every(isLevelAlone);
    out.push(...cells.map((c, k) => (paired ? `${c} – ${levels[k]}` : c)));
    if (paired) i++;
  }
  return out;
}

/** Splits a languages section (or a "Languages:" line) into languages with their level. */
export function parseLanguages(lines: string[]): LanguageSkill[] {
  const found = new Map<string, LanguageSkill>();
  /** the language the line before ended with */
  let above: LanguageSkill | null = null;
  for (const line of withGridColumnsPaired(joinWrappedBrackets(lines))) {
    const items = splitOutsideBrackets(stripBullet(line).replace(/^(languages?|sprachen|idiomas|langues|línguas|linguas|talen|lingue)\s*:\s*/i, ''), ',;|•·').map((item) => item.trim());
    let last: LanguageSkill | null = null;
    for (const item of items.filter(Boolean)) {
      const languages = splitJoined(item);
      // "Inglés  Comprensión: Avanzado · Expresión oral: Intermedio": a labelled level after a language's is more of its level
      if (languages.length === 0 && last?.proficiency && LEVEL_PART.test(item)) {
        last.proficiency = `${last.proficiency}, ${item}`;
        continue;
      }
      // "English" / "Native": a builder's sidebar prints the level on the line under its language
      const rated = last ?? above;
      if (languages.length === 0 && rated && !rated.proficiency && isLevelAlone(item)) {
        rated.proficiency = item;
        continue;
      }
      for (const language of languages) {
        const key = fold(language.language);
        if (found.has(key)) continue;
        last = { ...language };
        found.set(key, last);
      }
    }
    above = last;
  }
  return [...found.values()];
}

/** one skill's level, labelled: "Expresión oral: Intermedio", "Writing: B2", "Lesen: gut" */
const LEVEL_PART = /^\p{L}[\p{L} ]{1,30}:\s*\S.{0,40}$/u;
