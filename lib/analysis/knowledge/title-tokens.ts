import { tokenize } from './tokenize';

/**
 * Reduces a job title to the words that say what the job is: grade words ("Senior", "II"),
 * articles and gender markers ("(m/w/d)", "(h/f)") go, common abbreviations expand, "Head of",
 * "Director", "VP" become one word and split compounds join ("front-end" → "frontend").
 * Applied alike to CV titles and profile synonyms.
 */
/** grade words: they say how senior, not what the job is */
const GRADES = new Set([
  'senior', 'sr', 'snr', 'junior', 'jr', 'jnr', 'lead', 'principal', 'staff', 'i', 'ii', 'iii', 'iv',
  'v', '1', '2', '3', '4', 'intern', 'internship', 'trainee', 'graduate', 'entry', 'level', 'mid',
  'experienced', 'expert', 'senior-level',
]);

/** words that carry no meaning in a title: articles, contract terms, gender markers */
const FILLER = new Set([
  'of', 'the', 'and', 'for', 'in', 'at', 'to', 'a', 'an', 'de', 'del', 'la', 'le', 'les', 'des', 'du',
  'der', 'die', 'das', 'en', 'et', 'y', 'e', 'und', 'remote', 'contract', 'freelance', 'contractor',
  'temporary', 'part', 'full', 'time', 'm', 'w', 'd', 'f', 'h', 'x', 'vice',
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
  ml: ['machine', 'learning'],
  admin: ['administrator'],
  asst: ['assistant'],
  exec: ['executive'],
  acct: ['accountant'],
  hrbp: ['hr', 'business', 'partner'],
  bdr: ['sdr'],
  ae: ['account', 'executive'],
  csm: ['customer', 'success', 'manager'],
  tech: ['technical'],
  // heads of a function: "Head of X", "X Director", "VP X" and "Chief X Officer" are one level
  director: ['head'],
  directeur: ['head'],
  directora: ['head'],
  vp: ['head'],
  svp: ['head'],
  evp: ['head'],
  president: ['head'],
  chief: ['head'],
  leiter: ['head'],
  leiterin: ['head'],
  techn: ['technician'],
  programmer: ['developer'],
};

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

export function titleTokens(title: string): string[] {
  const raw = tokenize(title.replace(/\(\s*[mwfdhx](\s*\/\s*[mwfdhx])+\s*\)/gi, ' ')).map((t) => t.key);
  const joined: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const pair = COMPOUNDS.find(([a, b]) => raw[i] === a && raw[i + 1] === b);
    if (pair) {
      joined.push(pair[2]);
      i++;
    } else joined.push(raw[i]);
  }
  const expanded = joined.flatMap((t) => EXPANSIONS[t] ?? [t]);
  const meaningful = expanded.filter((t) => !FILLER.has(t));
  const kept = meaningful.filter((t) => !GRADES.has(t));
  // "Team Lead", "Lead": when only grade words are left, they are the job
  return kept.length > 0 ? kept : meaningful;
}
