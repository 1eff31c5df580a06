/**
 * Job boards' CV exports (InfoJobs, Computrabajo, StepStone …) print each entry as its title over a
 * grid of labelled fields: "Empresa  Randstad", "Fecha  marzo 2021 - Actualidad", "Categoría  Recursos
 * humanos", "Nivel  Especialista"; education as "Centro  Universidad de Sevilla". Read as is, the label
 * is taken for the employer ("Empresa") and the classification rows for titles or schools. This pass
 * takes the labels off the employer, school and date rows (their value stays where it is, under the
 * title, as entry readers expect), drops the board's classification rows that follow them and takes
 * the label off the description that closes the grid.
 * Only a document that labels at least two holders and two dates this way is touched.
 */
import type { ExtractedLine } from '../types';
import { stripAccents } from './month-names';
import { findDateRange, findSingleDate } from './dates';
import { sectionTypeOf } from './heading-type';

/** who the entry was held at: the employer or the school (folded: no accents, lower case) */
const EMPLOYER = 'empresa|compania|company|employer|empleador|entreprise|employeur|societe|firma|unternehmen|arbeitgeber|azienda|datore di lavoro|werkgever|bedrijf|pracodawca|empregador';
const SCHOOL =
  'centro|centro de estudios|institucion|institution|school|establishment|etablissement|ecole|hochschule|schule|bildungseinrichtung|istituto|scuola|instelling|uczelnia|szkola|instituicao|escola';
const DATES = 'fecha|fechas|periodo|date|dates|datum|zeitraum|data|datas|okres|duracion|duration|duree|durata';
/** the board's classification of the post, which names nothing the CV's reader needs */
const CLASSIFICATION =
  'categoria|category|kategorie|categorie|kategoria|sector|sektor|branche|industry|secteur|settore|setor|area|nivel|level|niveau|livello|poziom|' +
  'personal a cargo|staff managed|direct reports|personnel encadre|mitarbeiterverantwortung|personale gestito|pessoal a cargo';

/** the entry's own words ("Descripción  - Gestión de …"): the value is the first line of the description */
const DESCRIPTION = 'descripcion|description|beschreibung|taetigkeitsbeschreibung|descrizione|descricao|omschrijving|opis|funciones|tareas|aufgaben|missions';

const labelPattern = (labels: string) => new RegExp(`^(?:${labels})(?:\\s*:\\s*|\\s{2,})(?=\\S)`);
const EMPLOYER_LABEL = labelPattern(EMPLOYER);
const SCHOOL_LABEL = labelPattern(SCHOOL);
const DATES_LABEL = labelPattern(DATES);
const CLASSIFICATION_LABEL = labelPattern(CLASSIFICATION);
const DESCRIPTION_LABEL = labelPattern(DESCRIPTION);

/** text-shape's `fold` also joins runs of spaces; this one keeps every gap, so a match's length indexes the unfolded text */
const foldKeepingGaps = (text: string) => stripAccents(text.trim()).toLowerCase();
const isDate = (text: string) => findDateRange(text) !== null || findSingleDate(text) !== null;

type Field = { kind: 'employer' | 'school' | 'dates' | 'classification' | 'description'; value: string } | null;

/**
 * The labels the job readers know (experience-header): the employer's row and the title printed right
 * above the grid are written with them, so the title opens its entry even after bullets printed
 * without marks, whose last line would otherwise be read as the next entry's header.
 */
const WRITTEN_TITLE = 'Job title';
const WRITTEN_EMPLOYER = 'Company';

function fieldOf(text: string): Field {
  if (text.length > 200) return null;
  const folded = foldKeepingGaps(text);
  const trimmed = text.trim();
  for (const [kind, pattern] of [['employer', EMPLOYER_LABEL], ['school', SCHOOL_LABEL], ['dates', DATES_LABEL], ['classification', CLASSIFICATION_LABEL], ['description', DESCRIPTION_LABEL]] as const) {
    const m = folded.match(pattern);
    // folding keeps the length of these labels' letters, so the value starts where the label's match ends
    if (m) return { kind, value: trimmed.slice(m[0].length).trim() };
  }
  return null;
}

export function withoutEntryFieldLabels(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const fields = lines.map((line) => fieldOf(line.text));
  const holders = fields.filter((f) => f?.kind === 'employer' || f?.kind === 'school').length;
  const dates = fields.filter((f) => f?.kind === 'dates' && isDate(f.value)).length;
  if (holders < 2 || dates < 2) return { lines, source: lines.map((_, i) => i) };
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  let inGrid = false;
  for (const [i, line] of lines.entries()) {
    const field = fields[i];
    const isHolder = field?.kind === 'employer' || field?.kind === 'school';
    const usable = field && (isHolder || (field.kind === 'dates' && isDate(field.value)) || ((field.kind === 'classification' || field.kind === 'description') && inGrid));
    if (!field || !usable) {
      inGrid = false;
      out.push(line);
      source.push(i);
      continue;
    }
    const startsGrid = !inGrid;
    inGrid = true;
    if (field.kind === 'classification') continue;
    if (field.kind === 'employer' || field.kind === 'school') {
      const head = out[out.length - 1];
      const isHead = startsGrid && head && sectionTypeOf(head.text) === null && fields[source[source.length - 1]] === null && !isDate(head.text);
      // a school goes above the qualification it awarded, where education readers look first
      if (isHead && field.kind === 'school') {
        out.splice(out.length - 1, 0, { ...line, text: field.value });
        source.splice(source.length - 1, 0, i);
        continue;
      }
      if (isHead) out[out.length - 1] = { ...head, text: `${WRITTEN_TITLE}: ${head.text.trim()}` };
      out.push({ ...line, text: field.kind === 'employer' ? `${WRITTEN_EMPLOYER}: ${field.value}` : field.value });
    } else out.push({ ...line, text: field.value });
    source.push(i);
  }
  return { lines: out, source };
}
