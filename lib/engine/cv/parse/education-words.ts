import { fold } from './text-shape';

export const INSTITUTION = /\b(university|universit\w*|rijksuniversiteit|hogeschool|universidad|universidade|college|school|academy|akademie|institute|institut\w*|instituto|tecnologico|polytechnic|politecnico|politechnika|hochschule|fachhochschule|gymnasium|lycee|lycée|escola|escuela|faculdade|facultad|ecole|école|iit|nit|kolleg|liceo|itis|ipsia|scuola|conservatorio|colegio|berufsschule|realschule|gesamtschule|tafe|conservatoire|uczelnia|szkola|szkoła|sorbonne|insead|mit|ucl|lse|eth|epfl)\b/i;
/**
 * A degree's name. The doctoral and professional short forms ("Ed.D.", "Ed.S.", "Psy.D", "J.D.",
 * "LL.B") count only with their stops, since "JD Edwards" and "Ed" are no degrees; "Doctor" only
 * before "of"/"in" ("Doctor of Education"), since a doctor is also a job. Québec's diplomas
 * (DEP, DEC, AEC, ASP, DES, DESS) count before "en" and their subject ("DEC en sciences humaines"),
 * since "Dec" alone is December and "ASP" a web framework.
 */
export const DEGREE = /(?:^|\s)(?:b|m)[.-]?\s?(?:sc|s|a|eng|e|tech|com|ed|phil|res)\.?(?=\s|,|$)|(?:^|\s)[bm]\.\s?(?:[a-z]\.\s?){1,3}(?=\s|,|$)|(?:^|\s)(?:ed\.\s?[ds]\.?|psy\.\s?d\.?|j\.\s?d\.?|pharm\.\s?d\.?|d\.\s?phil\.?|ll\.\s?[bm]\.?|edd|psyd)(?=\s|,|$|\()|\bdoctor(?:'s|’s)?\s+(?:of|in|degree)\b|\b(bfa|mfa|llb|llm|bba|mba|mca|bca|pgdm|pgdbm|bcom|mcom|ph\.?\s?d|doctorate|bachelor(?!arbeit|thesis)\w*|baccalaur[eé]at|master(?!arbeit|thesis)\w*|m[aá]ster|dipl[oô]m\w*|degree|doctorat|doctorado|staatsexamen|ma[iî]trise|maestr[ií]a|bachillerato|classe pr[eé]paratoire|cpge|associate|certificate|a-levels?|gcses?|abitur|(?:fach)?hochschulreife|fachoberschulreife|mittlere\s+reife|(?:qualifizierender\s+)?(?:real|haupt)schulabschluss|mittlerer\s+schulabschluss|matura|licence|licenciatura|grado|graduacao|graduação|bacharelado|mestrado|magister|magistra|inzynier\w*|inżynier\w*|licencjat\w*|studia\s+(?:i{1,3}|pierwszego|drugiego|trzeciego)\s+stopnia|studia\s+(?:podyplomowe|magisterskie|licencjackie)|ausbildung|(?:dep|dec|aec|asp|dess?)(?=\s+en\s)|bts|dut|hnd|btec|nvq|msn|bsn|rn|adn|pgce|pme|cpa|acca|aca|cima|formation|técnico|tecnico|fp|ciclo|(?:meister|gesellen|reife|bilanzbuchhalter|steuerberater|ausbildereignungs)pr(?:ü|ue)fung|efz|eidg|fachausweis|f(?:ä|ae)higkeitszeugnis|berufsmaturit(?:ä|ae)t|lehrabschluss|fachwirt(?:in)?|[a-zåäö]+examen|[a-zåäö]+programmet|(?:yüksek\s+|ön\s?)?lisans|doktora)\b/i;

/** "GPA 3.8", "3.7 GPA", "Note 1,7" (a German grade's decimal comma is no field's end), "First Class Honours", "Second Class Upper" (a Nigerian or older British class), "85%". A
 * bracket without figures qualifies the grade ("Second Class Honours (Upper Division)"); one with
 * figures is a date or a score of its own and ends it. */
export const GRADE = /\b(gpa|grade|note|nota|cgpa|first class|(?:second|third) class(?: (?:upper|lower|honours))?|2:1|2:2|honours|honors|hons|distinction|merit|summa cum laude|magna cum laude|cum laude|mit auszeichnung)\b(?:[^|,;()]|\([^()|,;\d]{1,40}\)|(?<=\d),(?=\d))*|(?<![\d.])\d{2}(?:\.\d{1,2})?\s?%|(?<![\d.])\d(?:\.\d{1,2})?(?:\s?\/\s?\d(?:\.\d{1,2})?)?\s+c?gpa\b/i;

/** "High School Diploma" names a degree even though it mentions a school. */
/** "M. V. G. R College of Engineering": initials that name a school, not a degree's ("M.Sc."). */
const INITIALLED_SCHOOL = /^(?:\p{Lu}\.\s?){2,}\p{Lu}?\.?\s+(?:\p{Lu}[\p{L}.]*\s+){0,3}(?:College|University|Institute|School|Academy|Vidyalaya)\b/u;
/** "Centre de formation professionnelle Fierbourg", "Centro de Formación Profesional": a school named for the training it gives */
const TRAINING_CENTRE = /\b(?:centre de formation|centro de formaci[oó]n|centro de forma[cç][aã]o|c[eé]gep)\b/i;
export const isInstitution = (text: string) =>
  TRAINING_CENTRE.test(text) || ((INSTITUTION.test(text) || INSTITUTION.test(fold(text))) && (!DEGREE.test(text) || INITIALLED_SCHOOL.test(text)));

/**
 * "Electronics and Communication. XXX College of Engineering": a full stop after a whole word
 * parts subject and school; after a short form ("St. Joseph's", "Eng. college") it does not.
 */
export function splitAtStop(text: string): string[] {
  const m = text.match(/^(\S+\s.*\p{L}{4,})\.\s+(\p{Lu}.*)$/u);
  if (!m) return [text];
  // "James Cook University. Thesis: Thermal tolerance of …": what the degree adds after the school's full stop
  if (isInstitution(m[1]) && DEGREE_DETAIL.test(m[2])) return [m[1], m[2]];
  return isInstitution(m[2]) && !isInstitution(m[1]) ? [m[1], m[2]] : [text];
}

/** "Minor in Mathematics", "Concentration: Finance": what a degree adds, never the rest of a school's name. */
export const DEGREE_DETAIL = /^(?:minors?|majors?|concentrations?|speciali[sz]ations?|focus|emphasis|track|thesis|dissertation|coursework|relevant)\b/i;

/**
 * "Masterarbeit: …", "Thesis – …", "Mémoire de fin d'études : …": a line naming the degree's final
 * work by its label, in the languages CVs are written in.
 */
export const THESIS_LINE = /^(?:(?:master'?s?|bachelor'?s?|honou?rs|senior|doctoral|ph\.?\s?d\.?)\s+)?(?:thesis|dissertation)\b|^(?:master|bachelor|diplom|magister|abschluss|doktor|studien)arbeit\b|^(?:th[eè]se|m[eé]moire|tesis|tesi|tfg|tfm|trabajo (?:de )?fin de (?:grado|m[aá]ster)|trabalho de conclus[aã]o|disserta[cç][aã]o|scriptie|afstudeerscriptie|praca (?:magisterska|licencjacka|dyplomowa|in[zż]ynierska))\b/i;

export const DIVISION = /^(?:college|school|faculty|department|division|institute|graduate school)\s+of\b/i;

/**
 * The line's comma-, bar- or dash-separated fields, without the spaces around the separators:
 * split on the separator and trimmed, since a pattern with optional spaces on both sides of the
 * separator rescans a run of spaces from each of its positions (quadratic on a long run).
 */
export function fieldsOf(line: string): string[] {
  const parts = line.split(/[,|–—]/);
  return parts.map((part, i) => {
    const start = i > 0 ? part.trimStart() : part;
    return i < parts.length - 1 ? start.trimEnd() : start;
  });
}

/**
 * "Grad.", "Expected Graduation", "Class of", "Year Completed", "Completion date", "Year of
 * Passing": words of the date they stand beside (when a qualification was finished), not names.
 */
export const GRADUATION_LABEL =
  /^(?:(?:expected|anticipated|estimated|est\.?)\s+)?(?:(?:year|date)\s+(?:of\s+)?(?:completion|completed|graduation|graduated|passing|award(?:ed)?)|(?:graduation|completion|passing|award)\s+(?:year|date)|grad(?:uation|uated)?\.?|completion|completed|awarded|passed(?:\s+out)?)$|^(?:expected|anticipated|class of)$/i;

/**
 * "SSC", "H.S.C.", "SSLC", "Class XII", "12th", "Intermediate": India's school-leaving
 * certificates, a qualification printed on a line of its own like a degree.
 */
export const SCHOOL_LEAVING =
  /^(?:s\.?\s?s\.?\s?l?\.?\s?c\.?|h\.?\s?s\.?\s?s?\.?\s?c\.?|puc|class\s+(?:x|xii|10|12)(?:th)?|(?:10|12)th(?:\s+(?:standard|std\.?|grade|class))?|intermediate|matriculation|(?:senior|higher)\s+secondary(?:\s+(?:certificate|education|school certificate))?)$/i;

/**
 * "State Board", "Maharashtra Board", "CBSE", "ICSE": the board of education that set the
 * examination, who awarded a school-leaving certificate and not the certificate itself.
 */
export const EXAM_BOARD = /^(?:(?:\p{Lu}[\p{L}.]*\s+){0,3}board(?:\s+\+\s?2)?|c\.?\s?b\.?\s?s\.?\s?e\.?|i\.?\s?c\.?\s?s\.?\s?e\.?)$/iu;
