import { PRESENT_ONLY } from './dates';
import { isPlaceField, type HeaderField } from './entry-fields';
import { isNameLike, isTeamName } from './experience-names';
import { LEGAL_FORM_CLOSE, LEGAL_FORM_ONLY } from './legal-form';
import { townsNamed } from './gazetteer';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { isJobBoardEmployerLine, wordCount } from './text-shape';
import { lookupSkill } from '../knowledge';

const best = (fields: HeaderField[], score: (text: string) => number) =>
  fields.reduce<HeaderField | null>((top, f) => (score(f.text) > 0 && (!top || score(f.text) > score(top.text)) ? f : top), null);

const clean = (text: string | undefined) => text?.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim() || null;

/**
 * "HR Manager, Midwest Medical Partners" as the only field: the first comma separates title
 * and employer (the other way round when the words say so).
 */
function splitLoneField(fields: HeaderField[]): HeaderField[] {
  if (fields.length !== 1 || fields[0].role || !fields[0].text.includes(', ')) return fields;
  const [head, ...tail] = fields[0].text.split(/,\s+/);
  const rest = tail.join(', ');
  // "Quality Builders, Inc.", "Company, Inc., City, ST": the legal form after its comma is the employer's name still
  if (LEGAL_FORM_ONLY.test(tail[0])) return fields;
  // "Oak Mountain School: Hoover, AL": a state's code after the comma ends the place, no employer's name
  if (/^[A-Z]{2}$/.test(rest)) return fields;
  // "FW Woolworths, High Street": the street after the comma is where the name was, not a second name
  if (isPlaceField(rest)) return [{ ...fields[0], text: head }, { ...fields[0], text: rest }];
  // "Staff Engineer, Platform", "Senior Engineer, Backend": the team or field of the role, no employer
  if (titleScore(head) > 0 && isTeamName(rest)) return [{ ...fields[0], role: 'title' }];
  // "Trainee, English Teacher, Thornaby School": posts run on before the organisation, which holds none
  let cut = 1;
  while (cut < tail.length && titleScore(tail[cut - 1]) > 0) cut++;
  const named = tail.slice(cut - 1).join(', ');
  if (titleScore(head) > 0 && cut > 1 && cut <= tail.length && titleScore(named) <= 0 && employerScore(named) > 0) {
    return [
      { text: [head, ...tail.slice(0, cut - 1)].join(', '), line: fields[0].line, role: 'title' },
      { text: named, line: fields[0].line, role: 'employer' },
    ];
  }
  // "Vireo Therapeutics, Software Engineering Contractor": one post after a name of two words or more holding no
  // title's word is the title, though its words name a trade an organisation may hold too ("Software")
  const postAfterName = wordCount(head) >= 2 && tail.length === 1 && employerScore(rest) <= titleScore(rest);
  const swapped = titleScore(rest) > 0 && titleScore(head) === 0 && (employerScore(head) > 0 || postAfterName);
  return [
    { text: swapped ? rest : head, line: fields[0].line, role: 'title' },
    { text: swapped ? head : rest, line: fields[0].line, role: 'employer' },
  ];
}

/**
 * "Operations Manager, Amazon UK Services Ltd — Avonmouth": a title and an employer named by
 * its legal form share one field, and no other field names an organisation.
 */
function splitTitleEmployerField(fields: HeaderField[]): HeaderField[] {
  const joined = fields.find((f) => !f.role && f.text.includes(', '));
  if (!joined || fields.some((f) => f !== joined && (f.role === 'employer' || employerScore(f.text) > 1))) return fields;
  const cut = joined.text.indexOf(', ');
  const [head, tail] = [joined.text.slice(0, cut), joined.text.slice(cut + 2)];
  if (titleScore(head) <= 0 || titleScore(tail) > 0 || employerScore(tail) < 2) return fields;
  return fields.flatMap((f) => (f === joined ? [{ ...f, text: head, role: 'title' as const }, { ...f, text: tail, role: 'employer' as const }] : [f]));
}

/**
 * "ThoughtWorks - Bengaluru, Karnataka", "Capgemini, Canada": the name straight before a place
 * on its line is the employer's (a title is not followed by a town).
 */
function beforePlace(candidates: HeaderField[], fields: HeaderField[]): HeaderField | null {
  return candidates.find((f) => {
    const next = fields[fields.indexOf(f) + 1];
    return next && next.line === f.line && !next.role && isPlaceField(next.text) && titleScore(f.text) <= 0;
  }) ?? null;
}

/**
 * Which of an entry's names a section prints first: "Acme Corp" above "Data Analyst" in one CV,
 * "Data Analyst" above "Acme Corp" in another. Every entry of a section follows its template.
 */
export type RoleOrder = 'title-first' | 'employer-first';

/**
 * What one entry says about its section's order: exactly one of its names reads as a title
 * (or, with none, exactly one as an organisation) and another does not.
 */
function orderEvidence(fields: HeaderField[]): RoleOrder | null {
  if (fields.some((f) => f.role)) return null;
  const named = fields.filter((f) => !isPlaceField(f.text));
  if (named.length < 2) return null;
  const titled = named.filter((f) => titleScore(f.text) > 0);
  if (titled.length === 1) return titled[0] === named[0] ? 'title-first' : 'employer-first';
  const organisations = named.filter((f) => employerScore(f.text) > 0);
  if (titled.length === 0 && organisations.length === 1) return organisations[0] === named[0] ? 'employer-first' : 'title-first';
  return null;
}

/** The order a section's telling entries agree on: all of a few, or four in five of many. */
export function sectionOrder(entries: HeaderField[][]): RoleOrder | null {
  const votes = entries.map(orderEvidence).filter((v): v is RoleOrder => v !== null);
  const titleFirst = votes.filter((v) => v === 'title-first').length;
  const agreed = (count: number) => (votes.length < 3 ? count === votes.length : count * 5 >= votes.length * 4);
  if (votes.length === 0) return null;
  if (agreed(titleFirst)) return 'title-first';
  return agreed(votes.length - titleFirst) ? 'employer-first' : null;
}

/**
 * An entry whose own words do not tell its title from its employer ("Curator" / "Aldous
 * Gallery"; "Sr. Engineering Manager" / "Globex Assistant"; "Acme Analytics (8 employee
 * startup)" / "Data Science Intern") follows its section's order.
 */
function byOrder(rest: HeaderField[], order: RoleOrder): { title: HeaderField; employer: HeaderField } | null {
  const titled = rest.filter((f) => titleScore(f.text) > 0);
  // two names, each a name: what the order decides; more is a header this rule cannot read
  if (rest.length !== 2 || titled.length === 1 || !rest.every((f) => isNameLike(f.text))) return null;
  // "Functional Consultant / WM Lead" above "SAP EWM": a second title is no employer
  const untitled = rest.filter((f) => titleScore(f.text) <= 0);
  if (order === 'title-first') {
    const title = titled.length === 0 || titled.includes(rest[0]) ? rest[0] : titled[0];
    const after = untitled.filter((f) => rest.indexOf(f) > rest.indexOf(title));
    return { title, employer: best(after.filter((f) => employerScore(f.text) >= 2), employerScore) ?? after[0] ?? rest.find((f) => f !== title)! };
  }
  // a real organisation's word ("Inc", "University") outweighs the order; an "&" alone does not
  const organisations = untitled.filter((f) => employerScore(f.text) >= 2);
  const employer = best(organisations, employerScore) ?? rest[0];
  return { employer, title: titled.find((f) => f !== employer) ?? rest.find((f) => f !== employer)! };
}

/**
 * "Data Analyst" above "Ohio Valley State University — IT Service Desk — Columbus, Ohio": with the
 * title on a line of its own, the employer's line names the employer as printed, its team or
 * division after a dash or a slash included (the place stays apart).
 */
function wholeEmployerLine(fields: HeaderField[], title: HeaderField, employer: HeaderField): string | null {
  // a job board's "Microsoft -  Redmond -" cuts the employer from its place with that dash
  if (employer.role || !employer.source || title.line === employer.line || isJobBoardEmployerLine(employer.source)) return null;
  if (fields.some((f) => f !== title && f.line === title.line && !isPlaceField(f.text))) return null;
  const parts = fields.filter((f) => f.line === employer.line && !f.role && !isPlaceField(f.text));
  if (townAfterName(parts, employer)) return null;
  // a part with a comma is a place or a list ("San Jose, CA, (WASC)"), not the rest of a name, unless it names
  // organisations ("CHU de Québec – Université Laval, Hôpital de l'Enfant-Jésus": the network, then its site)
  const listOrPlace = (f: HeaderField) => f !== parts[0] && f.text.includes(',') && !(employerScore(f.text) > 0 && f.text.split(/,\s*/).every((piece) => !isPlaceField(piece) && isNameLike(piece)));
  if (parts.length < 2 || !parts.includes(employer) || parts.some((f) => titleScore(f.text) > 0 || listOrPlace(f))) return null;
  const source = employer.source;
  let from = source.indexOf(parts[0].text);
  if (from < 0) return null;
  const start = from;
  for (let i = 0; i < parts.length; i++) {
    const at = source.indexOf(parts[i].text, from);
    // only dashes and slashes join a name's parts; pipes and wide gaps separate fields
    if (at < 0 || (i > 0 && !/^\s+[–—\/-]\s+$/.test(source.slice(from, at)))) return null;
    from = at + parts[i].text.length;
  }
  return source.slice(start, from);
}

/**
 * "Delhaize – Ghislenghien": one proper noun after the employer's name and a dash is the town of
 * the branch, though too small for the gazetteer; a unit is named by words ("IT Service Desk",
 * "Android", "Logistics"), which a title, a team, an organisation or a skill holds.
 */
function townAfterName(parts: HeaderField[], employer: HeaderField): HeaderField | null {
  if (parts.length !== 2 || parts[0] !== employer || !employer.source) return null;
  const town = parts[1];
  if (!/^\p{Lu}\p{Ll}{3,24}(?:-\p{Lu}\p{Ll}{2,24})?$/u.test(town.text) || employerScore(town.text) > 0 || hasTitleWord(town.text) || isTeamName(town.text)) return null;
  if (lookupSkill(town.text) || !/\s[–—-]\s/.test(employer.source)) return null;
  return town;
}

/** "Foundry Division", "Claims Department, Leeds": a last word (before the town) naming a part of an organisation, not the organisation. */
const UNIT_END = /\b(?:division|department|dept\.?|unit|branch|plant|wing)$/i;
const namesUnit = (text: string) => UNIT_END.test(text.split(',')[0].replace(/[\s.;:]+$/, ''));

/**
 * "Acme Engineering Company Ltd." above "(ACE) Foundry Division, Pune": the division printed
 * before the place is where in the company the job was; the employer is the company the entry
 * names with its own organisation's words.
 */
function organisationOfUnit(employer: HeaderField | null, candidates: HeaderField[]): HeaderField | null {
  if (!employer || employer.role || !namesUnit(employer.text)) return employer;
  const organisation = best(candidates.filter((f) => f !== employer && !f.role && f.line !== employer.line && !namesUnit(f.text) && titleScore(f.text) <= 0 && employerScore(f.text) >= 2), employerScore);
  return organisation ?? employer;
}

/**
 * "Henkel AG & Co. KGaA · Konsumgüter · Düsseldorf": a profile export prints the employer, its
 * industry and the town. The field before the town is the industry, a plain noun; the one name on
 * that line closed by a legal form is the employer.
 */
function byLegalForm(candidate: HeaderField | null, untitled: HeaderField[]): HeaderField | null {
  if (!candidate || candidate.role || LEGAL_FORM_CLOSE.test(candidate.text.trim()) || employerScore(candidate.text) > 0) return candidate;
  const legal = untitled.filter((f) => f.line === candidate.line && LEGAL_FORM_CLOSE.test(f.text.trim()));
  return legal.length === 1 ? legal[0] : candidate;
}

const SELF_EMPLOYED = /^(?:freelance|self[- ]employed|independent|autónomo|autonomo|indépendant|independant|freiberuflich|selbstständig|selbständig)$/i;

const CAMPUS_NAMED = /^(?:the\s+)?university\s+of\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?$/iu;

/** "FREELANCE DEVELOPER, Ongoing": a last word saying only that the job goes on is no town of the name, nor part of it. */
function withoutGoingOn(name: string | undefined): string | undefined {
  const comma = name?.lastIndexOf(',') ?? -1;
  return name && comma > 0 && PRESENT_ONLY.test(name.slice(comma + 1).trim()) ? name.slice(0, comma).trimEnd() : name;
}

/** "Customer Service (Telecom Account)": a closing bracket notes the unit's account or shift; the unit's name is before it. */
const withoutNote = (text: string) => text.replace(/\s*\([^()]{1,60}\)\s*$/, '');

/**
 * "Telemetry", "Maintenance", "Customer Service (Telecom Account)": the unit a post is held in, printed
 * after the title's dash: a few words naming no post, no organisation and no place.
 */
export const namesPostUnit = (text: string) =>
  text.length <= 80 && titleScore(text) <= 0 && employerScore(text) === 0 && !isPlaceField(text) && wordCount(withoutNote(text)) <= 3;

/**
 * "Infirmière clinicienne – Urgence" above "CHU de Québec … · Québec": a title line of its own whose
 * part after the dash names no organisation, above a line that names something, holds the post and its unit
 * ("Registered Nurse – Telemetry"); the organisation is on the line below.
 */
function titleWithUnit(fields: HeaderField[]): HeaderField[] {
  const first = fields.filter((f) => f.line === fields[0]?.line);
  if (first.length !== 2 || first.some((f) => f.role) || !first[0].source) return fields;
  const [post, unit] = first;
  const source = first[0].source;
  const at = source.indexOf(post.text);
  const between = at < 0 ? null : source.slice(at + post.text.length, source.indexOf(unit.text, at + post.text.length));
  if (between === null || !/^\s+[–—-]\s+$/.test(between) || source.trim() !== source.slice(at, source.indexOf(unit.text, at) + unit.text.length).trim()) return fields;
  if (titleScore(post.text) <= 0 || !namesPostUnit(unit.text)) return fields;
  // the line below names something other than a post ("CHU de Québec" holds no organisation's word, but no title's either)
  const named = fields.some((f) => f.line !== post.line && !f.role && !isPlaceField(f.text) && (employerScore(f.text) > 0 || titleScore(f.text) <= 0));
  if (!named) return fields;
  const title: HeaderField = { ...post, text: `${post.text}${between}${unit.text}`, role: 'title' };
  return fields.flatMap((f) => (f === post ? [title] : f === unit ? [] : [f]));
}

/** Assigns header fields to title, employer and location using explicit wording, then word scores, then order. */
export function assignRoles(given: HeaderField[], order: RoleOrder | null = null): { title: string | null; employer: string | null; location: string | null } {
  const input = titleWithUnit(given);
  const withoutPlaces = input.filter((f) => !isPlaceField(f.text));
  const fields = withoutPlaces.length === 1 ? [...splitLoneField(withoutPlaces), ...input.filter((f) => isPlaceField(f.text))] : splitTitleEmployerField(input);
  const placeField = fields.find((f) => !f.role && isPlaceField(f.text) && fields.length > 1);
  // "Infosys LTD - MAHARASHTRA, IN" above "Location: Pune, India": a second place is no title either
  const named = fields.filter((f) => f.role || !isPlaceField(f.text));
  let rest = named.length > 0 ? named : fields.filter((f) => f !== placeField);
  let title = rest.find((f) => f.role === 'title') ?? null;
  let employer = rest.find((f) => f.role === 'employer') ?? null;
  // "R-Systems - Sacramento, CA": the name before a place is the employer whatever the section's order
  const ordered = !title && !employer && order && !beforePlace(rest, fields) ? byOrder(rest, order) : null;
  if (ordered) ({ title, employer } = ordered);
  // "Freelance" above "English Tutor": working for oneself stands where the employer goes; the other name is the role
  const self = !title && !employer && rest.length === 2 ? rest.find((f) => SELF_EMPLOYED.test(f.text)) : undefined;
  const role = self && rest.find((f) => f !== self);
  if (self && role && titleScore(role.text) > 0) [title, employer] = [role, self];
  if (!title) title = best(rest.filter((f) => f !== employer), titleScore);
  if (!employer) {
    const others = rest.filter((f) => f !== title);
    // "Software Engineering Intern" holds an organisation's word too; a name without a title's word is the employer first
    const untitled = others.filter((f) => titleScore(f.text) <= 0);
    employer = organisationOfUnit(byLegalForm(beforePlace(others, fields), untitled) ?? best(untitled, employerScore) ?? untitled[0] ?? best(others, employerScore) ?? others[0] ?? null, untitled);
  }
  if (!title) title = rest.find((f) => f !== employer) ?? null;
  rest = rest.filter((f) => f !== title && f !== employer);
  const employerLine = title && employer ? wholeEmployerLine(fields, title, employer) : null;
  const branchTown = title && employer && !employer.role && title.line !== employer.line ? townAfterName(fields.filter((f) => f.line === employer.line && !f.role && !isPlaceField(f.text)), employer) : null;
  let location = placeField?.text ?? rest.find((f) => isPlaceField(f.text))?.text ?? branchTown?.text ?? null;
  const titleText = title?.text;
  let employerText = withoutGoingOn(employerLine ?? employer?.text);
  // "St. Mary's Secondary School, Naas": a short capitalised tail after the employer is its town.
  // Particles may join the words: "Red Bull GmbH, Fuschl am See", "Stratford-upon-Avon". "Acme, Inc." is no town.
  const tail = employerText?.match(/^(.+),\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:am|an|im|bei|der|sur|upon|on|de|del|la|le|du|do|da)\s+)?\p{Lu}[\p{L}'’.-]*){0,2})$/u);
  // "Cloud Networking, Books, Accessibility" is a list of teams, not a name and its town
  // "Grupo Saltillo, S.A.B. de C.V.": a legal form of several words is the name's end, no town
  const town = tail && !LEGAL_FORM_ONLY.test(tail[2].trim()) && employerScore(tail[2]) === 0 && !hasTitleWord(tail[2]) && (!tail[1].includes(',') || townsNamed(tail[2]).length > 0 || /^[A-Z]{2}$/.test(tail[2])) ? tail : null;
  // "Violet Advertisers, Phoenix, AZ": a state's code after a town is the place's end, and the town its start
  const stateTown = town && /^[A-Z]{2}$/.test(town[2]) ? town[1].match(/^(.+)[,;:]\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u) : null;
  const stated = stateTown && employerScore(stateTown[2]) === 0 && !hasTitleWord(stateTown[2]) ? stateTown : null;
  // "University of California, Berkeley": a university named with its campus keeps it (the campus is its town too)
  if (town && CAMPUS_NAMED.test(town[1])) location ??= town[2].trim();
  else if (stated && !location) [employerText, location] = [stated[1], `${stated[2]}, ${town![2]}`];
  else if (town && !location) [employerText, location] = [town[1], town[2].trim()];
  else if (town && location) employerText = town[1];
  return { title: clean(titleText), employer: clean(employerText), location: clean(location ?? undefined) };
}
