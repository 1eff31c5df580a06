import { GERMAN_TITLE_PHRASES, GERMAN_TITLE_WORDS } from './curated/german-title-words';
import { PORTUGUESE_TITLE_WORDS } from './curated/portuguese-title-words';
import { tokenize } from './tokenize';

/**
 * Reduces a job title to the words that say what the job is, in English, French, Spanish and
 * German alike: grade words ("Senior", "Junior", "confirmé", "becario", "II"), articles and
 * gender markers ("(m/w/d)", "(H/F)", "/in") go, common abbreviations expand, "Head of",
 * "Director", "VP", "jefe", "Leiter" become one word, split compounds join ("front-end" →
 * "frontend") and plural endings drop ("Systems" and "System" meet). Applied alike to CV titles
 * and to every label of the lexicon, so a title and a label meet when their words do.
 */
/** grade words: they say how senior, not what the job is */
const GRADES = new Set([
  'senior', 'sr', 'snr', 'junior', 'jr', 'jnr', 'lead', 'principal', 'staff', 'i', 'ii', 'iii', 'iv',
  'v', '1', '2', '3', '4', 'intern', 'internship', 'trainee', 'graduate', 'entry', 'mid',
  'experienced', 'expert', 'senior-level',
  // French, Spanish, German
  'confirme', 'confirmee', 'experimente', 'experimentee', 'debutant', 'debutante', 'stagiaire', 'alternant', 'alternante',
  'becario', 'becaria', 'practica', 'practicas', 'practicante', 'praktikant', 'praktikantin', 'werkstudent', 'werkstudentin',
  'leitender', 'leitende', 'erfahrener', 'erfahrene',
  // Portuguese
  'estagiario', 'estagiaria',
]);

/** a whole word or phrase, with letters beyond ASCII ("confirmé") as word characters */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** grade words by what they say, for the seniority of a title */
const SENIORITY: ReadonlyArray<[RegExp, TitleSeniority]> = [
  [words('intern|internship|trainee|stagiaire|alternante?|becari[oa]|estagi[aá]ri[oa]|en pr[aá]cticas|praktikant(?:in)?|werkstudent(?:in)?|apprentie?|azubi|auszubildende[rn]?'), 'intern'],
  [words('junior|jr|jnr|graduate|entry[- ]level|d[ée]butante?'), 'junior'],
  [words('head|director|directeur|directrice|directora?|vp|svp|evp|chief|cto|cfo|ceo|coo|cio|cmo|chro|leiter(?:in)?|jef[ea]|responsable'), 'head'],
  [words('lead|principal|staff engineer|team lead|tech lead|leading hand'), 'lead'],
  [words('senior|sr|snr|confirm[ée]e?|exp[ée]riment[ée]e?|leitende[r]?|erfahrene[r]?|experienced'), 'senior'],
];

export type TitleSeniority = 'intern' | 'junior' | 'senior' | 'lead' | 'head';

/** words that carry no meaning in a title: articles, prepositions, contract terms, gender markers */
const FILLER = new Set([
  'of', 'the', 'and', 'for', 'in', 'at', 'to', 'a', 'an', 'de', 'del', 'la', 'le', 'les', 'des', 'du', 'd', 'l',
  'der', 'die', 'das', 'en', 'et', 'y', 'e', 'und', 'el', 'los', 'las', 'un', 'une', 'au', 'aux', 'para', 'por', 'con',
  'im', 'fur', 'mit', 'bei', 'remote', 'contract', 'freelance', 'contractor', 'temporary', 'part', 'full', 'time',
  'm', 'w', 'f', 'h', 'x', 'vice', 'all', 'genders', 'gn',
  // contract and schedule terms of German, French and Spanish postings
  'teilzeit', 'vollzeit', 'befristet', 'unbefristet', 'cdi', 'cdd', 'saisonnier', 'saisonniere', 'interim', 'jornada',
]);

const EXPANSIONS: Record<string, string[]> = {
  swe: ['software', 'engineer'],
  sde: ['software', 'engineer'],
  dev: ['developer'],
  devs: ['developer'],
  eng: ['engineer'],
  engr: ['engineer'],
  mgr: ['manager'],
  mngr: ['manager'],
  mgmt: ['management'],
  rn: ['registered', 'nurse'],
  np: ['nurse', 'practitioner'],
  fnp: ['nurse', 'practitioner'],
  aprn: ['nurse', 'practitioner'],
  lpn: ['licensed', 'practical', 'nurse'],
  cna: ['certified', 'nursing', 'assistant'],
  emt: ['emergency', 'medical', 'technician'],
  ml: ['machine', 'learning'],
  admin: ['administrator'],
  asst: ['assistant'],
  exec: ['executive'],
  acct: ['accountant'],
  hrbp: ['hr', 'business', 'partner'],
  hr: ['human', 'resources'],
  rrhh: ['human', 'resources'],
  rh: ['human', 'resources'],
  bdr: ['sdr'],
  ae: ['account', 'executive'],
  csm: ['customer', 'success', 'manager'],
  tech: ['technical'],
  dba: ['database', 'administrator'],
  qa: ['quality', 'assurance'],
  ux: ['user', 'experience'],
  ui: ['user', 'interface'],
  sre: ['site', 'reliability', 'engineer'],
  ceo: ['chief', 'executive', 'officer'],
  cfo: ['chief', 'financial', 'officer'],
  cto: ['chief', 'technology', 'officer'],
  cio: ['chief', 'information', 'officer'],
  coo: ['chief', 'operating', 'officer'],
  cmo: ['chief', 'marketing', 'officer'],
  chro: ['chief', 'human', 'resources', 'officer'],
  ict: ['it'],
  tic: ['it'],
  golang: ['go'],
  // heads of a function: "Head of X", "X Director", "VP X" and "Chief X Officer" are one level
  director: ['head'],
  directeur: ['head'],
  directrice: ['head'],
  directora: ['head'],
  vp: ['head'],
  svp: ['head'],
  evp: ['head'],
  president: ['head'],
  chief: ['head'],
  leiter: ['head'],
  leiterin: ['head'],
  jefe: ['head'],
  jefa: ['head'],
  cheffe: ['chef'],
  // "Chauffeur PL", "Chauffeur SPL": poids lourd
  pl: ['poids', 'lourd'],
  spl: ['poids', 'lourd'],
  responsable: ['manager'],
  techn: ['technician'],
  programmer: ['developer'],
  programmeur: ['developpeur'],
  programadora: ['desarrollador'],
  programador: ['desarrollador'],
};

/** an abbreviation's words; own keys only, so "constructor" is no Object property */
const expansion = (t: string): string[] | undefined => (Object.hasOwn(EXPANSIONS, t) ? EXPANSIONS[t] : undefined);

const COMPOUNDS: Array<[string, string, string]> = [
  ['front', 'end', 'frontend'],
  ['back', 'end', 'backend'],
  ['full', 'stack', 'fullstack'],
  ['dev', 'ops', 'devops'],
  ['data', 'base', 'database'],
  ['web', 'site', 'website'],
  ['e', 'commerce', 'ecommerce'],
];

/** whether a title depends on a grade word ("Senior Software Engineer") */
export function hasGrade(title: string): boolean {
  return tokenize(title).some((t) => GRADES.has(t.key));
}

/** how senior a title says the job is ("Senior", "Head of", "Leiterin"), or null */
export function titleSeniority(title: string): TitleSeniority | null {
  for (const [pattern, seniority] of SENIORITY) if (pattern.test(title)) return seniority;
  return null;
}

/**
 * Gender markers and what follows a title: "(m/w/d)", "(H/F)", "Entwickler/in", "Entwickler*in",
 * "chargé(e)", "at Acme", "@ Acme", "bei Acme", "chez Acme", "— Berlin", "| Remote".
 */
const TEACHES = /\bteach(?:er|ing)\b/i;

export function cleanTitle(title: string): string {
  return title
    .replace(/\(\s*(?:[mwfdhx]|all genders?|gn)(?:\s*[/|,]\s*(?:[mwfdhx]|all genders?|gn))*\s*\)/gi, ' ')
    .replace(/\b(?:[mwfdhx])\s*\/\s*(?:[mwfdhx])(?:\s*\/\s*[mwfdhx])?\b/gi, ' ')
    .replace(/([a-zäöüß])(?:\/-?|\*|:|_)(in|innen)\b/gi, '$1')
    .replace(/([a-zéèêàç])\((e|es|a)\)/gi, '$1')
    .replace(/\s(?:at|@|bei|chez)\s.*$/i, ' ')
    // "R&D" / "I+D" is a field, not the letters R and D a lexicon title may hold elsewhere
    .replace(/(?<![\p{L}\p{N}])(?:R\s?&\s?D|I\s?\+\s?D)(?![\p{L}\p{N}])/giu, ' research development ')
    // a grade of the first six school years says an elementary school ("4th Grade Teacher",
    // Québec's "Enseignante 4e année"); another school year says which class, not which job
    .replace(/(?<![\p{L}\p{N}])(?:[1-6](?:st|nd|rd|th)\s+grade|grade\s+[1-6]|[1-6](?:re|er|e|ème|eme)\s+ann[ée]e)(?![\p{L}\p{N}])/giu, ' elementary ')
    // a teacher of the UK's Years 1 to 6 teaches in a primary school, of Years 7 to 13 in a secondary one
    .replace(/\byear\s+(\d{1,2})\b/gi, (_, year: string) => (TEACHES.test(title) ? (Number(year) <= 6 ? ' elementary ' : Number(year) <= 13 ? ' secondary ' : ' ') : ' '))
    // an Australian "Leading Hand" is the crew's lead: a grade before the trade ("Leading Hand HD Fitter")
    .replace(/\b(?:leading|lead)\s+hand\s+(?=\S)/gi, ' ')
    .replace(/\s[|–—]\s.*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * French and Spanish feminine endings → the masculine form, for words of at least `min` letters:
 * "développeuse" and "développeur", "infirmière" and "infirmier", "enfermera" and "enfermero"
 * meet whichever form a label lists. Applied to every word of titles and labels alike, so an
 * English word that happens to end so ("camera") only meets its own altered self.
 */
const FEMININE: ReadonlyArray<readonly [suffix: string, masculine: string, min: number]> = [
  ['trice', 'teur', 7],
  ['euse', 'eur', 6],
  // "ingénieure", "professeure"
  ['eure', 'eur', 7],
  ['iere', 'ier', 6],
  // "conseillère", "boulangère", "bouchère": -ère after another consonant than i
  ['ere', 'er', 7],
  // Portuguese "engenheira", "enfermeira", "financeira"
  ['eira', 'eiro', 7],
  ['enne', 'en', 7],
  ['ante', 'ant', 7],
  ['ale', 'al', 6],
  ['ee', 'e', 6],
  ['enta', 'ente', 7],
  ['ora', 'or', 6],
  ['era', 'ero', 6],
  ['ada', 'ado', 6],
  ['ica', 'ico', 6],
  ['oga', 'ogo', 6],
  ['aria', 'ario', 7],
  // "ejecutiva", "executiva", "administrativa"
  ['iva', 'ivo', 7],
];

/** plural and simple inflection endings, so "Systems"/"System", "Nurses"/"Nurse" and "Enfermeras"/"enfermero" meet */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && !/(ss|us|is|ys|ics)$/.test(w)) {
    if (w.endsWith('ies')) w = w.slice(0, -3) + 'y';
    else if (w.endsWith('s')) w = w.slice(0, -1);
  }
  for (const [suffix, masculine, min] of FEMININE) {
    if (w.length >= min && w.endsWith(suffix)) return w.slice(0, -suffix.length) + masculine;
  }
  return w;
}

/** folded German word: "ß" as "ss" (tokenize already lower-cases and strips umlaut dots) */
const germanFold = (w: string) => w.replace(/ß/g, 'ss');

/**
 * A German compound in English words, or null when any part is unknown: the longest known head
 * wins ("software|entwickler"), linking letters between parts are allowed ("anwendungs|entwickler"
 * also reads "anwendung-s"), and the feminine "-in" / plural "-innen" of the head is dropped.
 */
/** The longest German compound of a job title has a few dozen letters; a longer "word" is not one. */
const MAX_GERMAN_WORD = 60;

export function translateGerman(word: string): string[] | null {
  if (word.length > MAX_GERMAN_WORD) return null;
  const w = germanFold(word);
  const whole = lookupGerman(w);
  if (whole) return whole;
  for (const suffix of ['innen', 'in']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      const stemmed = w.slice(0, -suffix.length);
      // "Psychologin", "Sozialpädagogin": the masculine ends in -e
      const base = lookupGerman(stemmed) ?? lookupGerman(`${stemmed}e`) ?? decompound(stemmed, 0) ?? decompound(`${stemmed}e`, 0);
      if (base) return base;
    }
  }
  return decompound(w, 0);
}

function lookupGerman(w: string): string[] | null {
  const english = GERMAN_TITLE_WORDS[w];
  if (english === undefined) return null;
  return english === '' ? [] : english.split(' ');
}

function decompound(w: string, depth: number): string[] | null {
  if (depth > 3) return null;
  for (let i = 2; i <= w.length - 3; i++) {
    const head = lookupGerman(w.slice(i));
    if (!head) continue;
    for (const link of ['', 's', 'e', 'n', 'en', 'er']) {
      const left = w.slice(0, i);
      if (link && !left.endsWith(link)) continue;
      const stemLeft = link ? left.slice(0, -link.length) : left;
      if (stemLeft.length < 2) continue;
      const modifier = lookupGerman(stemLeft) ?? decompound(stemLeft, depth + 1);
      if (modifier) return [...modifier, ...head];
    }
  }
  return null;
}

export interface TitleTokenOptions {
  /**
   * Words the lexicon knows: a word it does not know is read as German when it can be
   * ("Projektleiterin" → project manager). Without it no German reading is tried.
   */
  known?: (word: string) => boolean;
}

/** a Map, so a title word such as "constructor" finds no Object property */
const PORTUGUESE: ReadonlyMap<string, string> = new Map(Object.entries(PORTUGUESE_TITLE_WORDS));

/** the German whole-title phrases, by their folded words */
const PHRASES = Object.entries(GERMAN_TITLE_PHRASES).map(([de, en]) => [de.split(' '), en.split(' ')] as const);

function replacePhrases(words: string[]): string[] {
  for (const [de, en] of PHRASES) {
    for (let i = 0; i + de.length <= words.length; i++) {
      if (de.every((w, j) => germanFold(words[i + j]).replace(/(in|innen)$/, '') === w.replace(/(in|innen)$/, '') || germanFold(words[i + j]) === w)) {
        return [...words.slice(0, i), ...en, ...words.slice(i + de.length)];
      }
    }
  }
  return words;
}

export function titleTokens(title: string, options: TitleTokenOptions = {}): string[] {
  const cleaned = cleanTitle(title);
  const tokens = tokenize(cleaned);
  const raw = tokens.map((t) => t.key);
  // a word written with an umlaut or ß is German even when its folded spelling is an English word ("Bäcker", "backer")
  const german = new Set(tokens.filter((t) => /[äöüß]/i.test(cleaned.slice(t.start, t.end))).map((t) => t.key));
  const phrased = options.known ? replacePhrases(raw) : raw;
  const joined: string[] = [];
  for (let i = 0; i < phrased.length; i++) {
    const pair = COMPOUNDS.find(([a, b]) => phrased[i] === a && phrased[i + 1] === b);
    if (pair) {
      joined.push(pair[2]);
      i++;
    } else joined.push(phrased[i]);
  }
  // Portuguese words in the lexicon's Spanish, found through their masculine form ("engenheira")
  const portuguese = joined.flatMap((t) => (PORTUGUESE.get(t) ?? PORTUGUESE.get(stem(t)))?.split(' ') ?? [t]);
  const translated = options.known
    ? portuguese.flatMap((t) => {
        if (german.has(t)) return translateGerman(t) ?? [t];
        return options.known!(stem(t)) || expansion(t) || GRADES.has(t) || FILLER.has(t) ? [t] : (translateGerman(t) ?? [t]);
      })
    : portuguese;
  const expanded = translated.flatMap((t) => expansion(t) ?? [t]);
  const meaningful = expanded.filter((t) => !FILLER.has(t));
  const kept = meaningful.filter((t) => !GRADES.has(t));
  // "Team Lead", "Lead": when only grade words are left, they are the job
  return (kept.length > 0 ? kept : meaningful).map(stem);
}

/** the lookup key of a title: its distinct words in a fixed order */
export function titleKey(tokens: readonly string[]): string {
  return [...new Set(tokens)].sort().join(' ');
}
