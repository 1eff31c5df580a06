import { employerScore, titleScore } from './job-title-words';
import { parsePlace } from './location';

/**
 * "Laboratorio di Robotica", "Department of Physics", "Lehrstuhl für Informatik": a unit inside an
 * organisation, named by its kind and a link word (so "Division Manager" stays a title).
 */
const UNIT =
  /^(?:laborator(?:io|y|ies)|labs?|laboratoire|laboratório|dipartimento|department|dept\.?|département|departement|departamento|faculty|facolt[àa]|faculté|facultad|faculdade|faculteit|scuola|school|escuela|escola|istituto|institute|centro|centre|center|research\s+group|gruppo(?:\s+di\s+ricerca)?|group|division|divisione|unit[àa]?|chair|cattedra|lehrstuhl|institut|fachbereich|abteilung|afdeling|vakgroep|sezione|section)\s+(?:of|for|on|di|del|della|dello|dei|degli|delle|de|du|des|d'|da|do|dos|das|für|der|van|voor|voor\s+de)\b/iu;

/**
 * "Cebu Business Park", "North Reclamation Area", "Talamban Campus": a site inside a town, named by the
 * kind of ground it is, where a branch of the organisation sits (no unit's link word, so the word ends it).
 */
const SITE_KIND = /^(?:park|area|campus|estate|zone|ecozone|complex|plaza|district|cbd)$/i;
function namesSite(raw: string): boolean {
  const words = raw.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 5 && SITE_KIND.test(words[words.length - 1]) && words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w));
}

/** The dash a header line prints between an organisation and its unit ("Politecnico di Milano – Laboratorio di …"). */
const DASH = /^\s+[–—-]\s+$/;

/**
 * "Politecnico di Milano – Laboratorio di Robotica, Milano": the unit after the dash says where in
 * the organisation the work or study was; it is neither a title, a degree nor a second employer,
 * and the organisation is the name before the dash. The unit is dropped from the fields (a town
 * after it stays).
 */
export function withoutOrgUnits(line: string, raws: string[]): string[] {
  const out: string[] = [];
  let cursor = 0;
  let previousEnd = -1;
  for (const raw of raws) {
    const start = line.indexOf(raw, cursor);
    const between = start >= 0 && previousEnd >= 0 ? line.slice(previousEnd, start) : null;
    if (start >= 0) [cursor, previousEnd] = [start + raw.length, start + raw.length];
    const previous = out[out.length - 1];
    // the name before the dash is an organisation, not a title ("Research Assistant – Department of Physics" names its employer by the unit)
    const organisation = previous !== undefined && titleScore(previous.slice(previous.lastIndexOf(', ') + 1).trim()) <= 0;
    // "Teleperformance Philippines – Cebu Business Park, Cebu City": the site after the dash is where the branch is, not a second name
    const siteEnd = raw.lastIndexOf(', ');
    const site = siteEnd > 0 ? raw.slice(0, siteEnd) : raw;
    if (between !== null && DASH.test(between) && organisation && namesSite(site) && employerScore(site) === 0) {
      const town = siteEnd > 0 ? raw.slice(siteEnd + 2).replace(/\.$/, '') : '';
      if (town && parsePlace(town) !== null) out.push(raw.slice(siteEnd + 2));
      if (!town || parsePlace(town) !== null) continue;
    }
    if (between !== null && DASH.test(between) && organisation && UNIT.test(raw)) {
      // "Dipartimento di Elettronica, Informazione e Bioingegneria, Milano.": a unit's name may hold commas; only a place closing it stays
      const comma = raw.lastIndexOf(', ');
      const tail = comma > 0 ? raw.slice(comma + 2) : '';
      if (tail && parsePlace(tail.replace(/\.$/, '')) !== null) out.push(tail);
      continue;
    }
    out.push(raw);
  }
  return out;
}
