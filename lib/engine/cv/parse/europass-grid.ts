/**
 * Europass's self-assessment grids, as their text comes out of a PDF or DOCX: per language a row
 * of five CEFR levels under the columns listening, reading, spoken interaction, spoken production
 * and writing ("English B2 B2 B1 B1 B2", or with each level's name: "C1 Proficient user"); the
 * grid's column headings, its legend ("Levels: A1 and A2: Basic user - …") and the digital
 * competence grid around them. The rows are languages with their levels; the rest names no skill.
 * In the four CV languages the product reads (the template was translated, not redesigned).
 */
import { fold } from './text-shape';

/** one CEFR level, A1 to C2 */
export const CEFR = /^[abc][12]$/i;
/** listening, reading, spoken interaction, spoken production, writing */
const COLUMNS = 5;

/** the name a level carries in the grid, in en/fr/es/de ("C1 Proficient user", "B2 Utilisateur indépendant") */
const LEVEL_NAME =
  /\b(?:(?:proficient|independent|basic)\s+user|utilisat(?:eur|rice)\s+(?:exp[ée]riment[ée]e?|ind[ée]pendante?|[ée]l[ée]mentaire)|usuari[oa]\s+(?:competente|independiente|b[áa]sic[oa]|avanzad[oa])|(?:kompetente|selbst[äa]ndige|elementare)\s+(?:sprachverwendung|anwendung))\b/giu;

/**
 * The level of a grid row's cells ("B2 B2 B1 B1 B2"): one level when all agree, else the span
 * from the lowest to the highest ("B1–B2"), which reads the same in any CV language; null when
 * the text is not a row of CEFR levels.
 */
export function gridLevels(cells: string): string | null {
  if (cells.length > 200) return null;
  const levels = cells.replace(LEVEL_NAME, ' ').replace(/[()*|,;]/g, ' ').trim().split(/\s+/);
  if (levels.length < 2 || levels.length > COLUMNS || !levels.every((l) => CEFR.test(l))) return null;
  // "A1" < "B2" < "C1" as strings, as on the scale
  const sorted = levels.map((l) => l.toUpperCase()).sort();
  const [low, high] = [sorted[0], sorted[sorted.length - 1]];
  return low === high ? low : `${low}–${high}`;
}

/** words of the grids' headings and legends (folded: no accents, lower case) */
const GRID_WORDS = new Set(
  [
    // en
    'understanding speaking writing listening reading spoken interaction production self-assessment self assessment european level digital skills competence competences information processing communication content creation safety problem solving proficient independent basic user users',
    // fr
    'comprendre parler ecrire ecouter lire prendre part a une conversation s’exprimer s\'exprimer exprimer oralement en continu autoevaluation auto-evaluation competences numeriques traitement de l’information l\'information information creation contenu securite resolution problemes utilisateur experimente independant elementaire',
    // es
    'comprender hablar expresion escrita comprension auditiva lectura interaccion oral autoevaluacion competencia digital procesamiento la informacion comunicacion creacion contenido seguridad resolucion problemas usuario avanzado independiente basico competente de',
    // de
    'verstehen sprechen schreiben horen lesen an gesprachen teilnehmen zusammenhangendes selbstbeurteilung digitale kompetenz kompetenzen datenverarbeitung kommunikation erstellung von inhalten sicherheit problemlosung kompetente selbstandige elementare anwendung sprachverwendung',
  ].join(' ').split(' '),
);

/** words only the grids print: a line of grid words holding one of these is the grid's furniture, not a list of soft skills */
const GRID_MARKS = new Set([
  'understanding', 'listening', 'spoken', 'self-assessment', 'user', 'processing', 'comprendre', 'ecouter', 'oralement', 'autoevaluation',
  'auto-evaluation', 'utilisateur', 'comprender', 'comprension', 'autoevaluacion', 'usuario', 'procesamiento', 'verstehen', 'horen',
  'selbstbeurteilung', 'datenverarbeitung', 'sprachverwendung', 'anwendung',
]);

/** the legend of the CEFR levels and the framework's name printed under the grid */
const LEGEND = /^(?:levels?|niveaux?|niveles?|stufen?)\s*:?\s*A1\b|common european framework|cadre europ[ée]en commun|marco com[úu]n europeo|gemeinsame[nr]? europ[äa]ische[nr]? referenzrahmen/iu;

/** whether a line is a grid's headings, legend or self-assessment row: no skill and no language */
export function isGridFurniture(line: string): boolean {
  const text = line.trim();
  if (text.length > 300) return false;
  if (LEGEND.test(text)) return true;
  // most lines start with a word no grid has: looked at before the whole line is folded
  if (!GRID_WORDS.has(fold(text.slice(0, 24).split(/[\s()*:/]/, 1)[0]))) return false;
  const words = fold(text).replace(/[()*:/]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.every((w) => GRID_WORDS.has(w)) && words.some((w) => GRID_MARKS.has(w));
}

/** Europass's labels before the mother tongues and the other languages, in en/fr/es/de/it/pt, with what follows them */
export const EUROPASS_LANGUAGE_LABEL =
  /^(?:(mother tongue\(?s?\)?|langue\(?s?\)?\s+maternelle\(?s?\)?|lengua\(?s?\)?\s+materna\(?s?\)?|l[ií]ngua\(?s?\)?\s+materna\(?s?\)?|muttersprache\(?n?\)?|madrelingua\(?e?\)?)|other language\(?s?\)?|autre\(?s?\)?\s+langue\(?s?\)?|otro\(?s?\)?\s+idioma\(?s?\)?|outra\(?s?\)?\s+l[ií]ngua\(?s?\)?|weitere\s+sprache\(?n?\)?|altra\(?e?\)?\s+lingua\(?e?\)?)\s*:?(?:\s+(\S.*))?$/iu;

/**
 * "Mother tongue(s) Italian, Spanish" → "Italian (mother tongue), Spanish (mother tongue)": the
 * label is the level of each language it names; "Other language(s) English" is the language
 * alone (its levels are in the grid row below); the label alone gives "". Null when the line is
 * neither.
 */
export function europassLanguageLine(line: string): string | null {
  const m = line.trim().match(EUROPASS_LANGUAGE_LABEL);
  if (!m) return null;
  // the label alone: its languages follow as the grid's rows
  if (!m[2]) return '';
  if (!m[1]) return m[2];
  const level = m[1].replace(/\(\w{1,2}\)/g, '').trim().toLowerCase();
  return m[2]
    .split(/\s*[,;]\s*/)
    .filter(Boolean)
    .map((language) => (/[(]/.test(language) ? language : `${language} (${level})`))
    .join(', ');
}
