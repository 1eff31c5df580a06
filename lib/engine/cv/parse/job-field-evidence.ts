import { actionVerbs, lookupSkill } from '../knowledge';
import { isActionLine } from './action-line';
import { isStreet } from './street-address';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { sectionTypeOf, sectionTypeWithin } from './heading-type';
import { MONTH_NAME_ALTERNATION } from './month-names';
import { fold, isAllCaps } from './text-shape';

/**
 * What an entry header's field says when it is not a title or an employer. An invented job
 * turns into a false gap or a false "job hopping" flag, so a field that reads as prose, a
 * heading, an address or an award is no evidence of a job.
 */

/** Small words that join a name's words; a name never ends in one ("Student Chapter President in"). */
const JOINING_WORD = /^(?:and|or|of|in|on|at|by|for|to|with|within|into|onto|from|as|the|a|an|using|can|will|und|et|y|de|des|du|la|le|el|der|die|das|für|von)$/i;
const LOWER_PARTICLE = /^(?:and|or|of|in|on|at|by|for|to|with|from|as|the|a|an|de|des|du|la|le|el|y|e|et|und|der|die|das|für|von|van|zu|im|am|en|del|da|do|di|per|par|sur)$/;

/** "Develop weekly content for personal website …", "30 hours observing 3rd grade class": names are capitalised; descriptions are not. */
function lowerCaseWords(text: string): number {
  return text.split(/\s+/).filter((w) => /^\p{Ll}{2,}/u.test(w) && !LOWER_PARTICLE.test(w.replace(/[^\p{L}]/gu, ''))).length;
}

/** "Acme Systems", "NORTHWIND LTD", "Bank of India": an organisation's name capitalises its words; "Data warehousing systems" is a phrase. */
export const writtenAsName = (text: string) => lowerCaseWords(text) === 0;

/**
 * "Provided support to customers", "Participated in two months work experience": a verb in
 * -ed or -ing and lower-case words after it, with no job noun, is a duty, not a name
 * ("Registered nurse", "Managing director" keep their title word).
 */
function isVerbPhrase(words: string[]): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}(?:ed|ing)$/u.test(words[0] ?? '')) return false;
  return lowerCaseWords(words.slice(1).join(' ')) >= 2 && !hasTitleWord(words.join(' '));
}

/**
 * "Co-coordinated Fine Arts Night for Milton Middle School", "Organized Science Fair at Lincoln High":
 * a deed done for a place opens with the doer's verb and names the place after a small word.
 * Firms open with such words too ("Integrated Systems Ltd", "Consolidated Edison of New York"), so
 * the verb must be one of deeds in the past and the place come after "for", "at", "with" or the like.
 */
const PLACE_LINK = /\s(?:for|at|with|to|in|on|across|throughout|during|by|into|among)\s+\S/;
function isDeedForPlace(words: string[]): boolean {
  const verb = (words[0] ?? '').toLowerCase().replace(/^(?:co|re|pre|over|under)-/, '').replace(/[^\p{L}]/gu, '');
  return /(?:ed|ught)$/.test(verb) && (actionVerbs.strong.has(verb) || actionVerbs.weak.has(verb)) && PLACE_LINK.test(words.slice(1).join(' '));
}

/** "Technology/Tools: SharePoint …", "Result: High Distinction": a labelled detail line, unless the label names the field. */
const DETAIL_LABEL = /^(?:technolog(?:y|ies)|tools?|environment|platforms?|software|languages?|skills?|results?|project(?:\s+title)?|team\s+size|responsibilit\w+|description|achievements?|tech\s+stack|stack)\b[^:]{0,20}:\s*\S/i;

/**
 * Head nouns of what CVs list beside jobs under experience headings: awards, memberships,
 * theses, studies, projects, knowledge. "Masters Thesis", "Exchange Server Knowledge",
 * "Member of the Iraqi Bar Association", "Information Sciences Concentration".
 */
const NON_JOB_HEAD = new Set([
  'knowledge', 'skills', 'skill', 'thesis', 'dissertation', 'synopsis', 'abstract', 'award', 'awards', 'prize', 'prizes', 'scholarship',
  'recognition', 'recognitions', 'honors', 'honours', 'membership', 'memberships', 'participant', 'participation',
  'studies', 'study', 'concentration', 'coursework', 'course', 'courses', 'certificate', 'certificates', 'certification', 'certifications',
  'project', 'projects', 'publication', 'publications', 'patent', 'patents', 'expo', 'workshop', 'workshops',
  'seminar', 'seminars', 'curriculum', 'hobbies', 'interests', 'activities', 'references', 'guidelines',
  'categories', 'countries', 'work', 'jobs', 'experience', 'experiences', 'studium', 'auszeichnung', 'auszeichnungen', 'mitglied',
  'mitgliedschaft', 'projekt', 'projet', 'proyecto', 'memoire', 'mémoire', 'tesis', 'premio', 'prix',
]);

/** Heads of training the candidate received: "Basic training with …", "Observation in history classrooms". */
const RECEIVED_HEAD = new Set(['training', 'observation', 'observations']);

/**
 * "Basic training with top-level athletic status at …", "Observation in English classrooms, LA area
 * schools": training received or classes watched, not a post held, wherever it took place
 * ("Training Coordinator" and "Head of Training" are posts: their head is a title's).
 */
export function namesTrainingReceived(text: string): boolean {
  // "Engineer-in-Training" is a post, its title word joined by hyphens
  return RECEIVED_HEAD.has(headNoun(text.trim())) && !hasTitleWord(text.replace(/-/g, ' '));
}

/** "Salary", "August": a form's label or a month left beside the dates names no one. */
const LABEL_WORD = new RegExp(`^(?:salary|wages?|pay|hours|reason for leaving|${MONTH_NAME_ALTERNATION})\\W*$`, 'i');

/** The head noun of a name: its last word before "of", "in", "for", a comma or a bracket. */
function headNoun(text: string): string {
  const before = fold(text).split(/\s*(?:,|\(|\s(?:of|in|for|at|on|with|from|des|de|du|der|für|von)\s)/)[0];
  return before.split(/[\s/-]+/).filter(Boolean).at(-1)?.replace(/[^\p{L}]/gu, '') ?? '';
}

/**
 * "Server administration", "Education (Undergraduate and Graduate level)": a title word inside a phrase
 * whose head names a field of work is no job's title; "Software developer" and "Head of Sales" are.
 */
export const headsWithTitle = (text: string) => titleScore(headNoun(text)) > 0 || (titleScore(text) > 0 && writtenAsName(text));

/** "Master of Arts", "Masters Thesis", "B.Sc. Physics", "Associate of Applied Science": a degree opens the line. */
const DEGREE_OPENING = /^(?:bachelor|master|doctor)(?:'?s)?\b|^associate(?:'?s)?\s+(?:of|in|degree)\b|^(?:b|m)\.?\s?(?:sc|a|eng|tech|com|ed|phil)\.?(?=\s|,|$)|^(?:mba|mca|bca|bba|ph\.?\s?d)\b/i;

export const opensWithDegree = (text: string) => DEGREE_OPENING.test(text.trim());

/** A field that reads as a sentence, a fragment, a heading, an address or a number: it names no one. */
export function readsAsNoName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // "H&M", "P&G", "B&Q": capitals joined by an ampersand are a firm's name, though no two letters meet
  if (!/\p{L}{2,}/u.test(text) && !/^\p{Lu}{1,3}&\p{Lu}{1,3}$/u.test(text.trim())) return true;
  // "Leigh03@hotmail.com", "www.monash.edu/careers": a contact detail from a sidebar names no job ("Booking.com" does)
  if (/^(?:\S+@\S+|(?:https?:\/\/|www\.)\S+)$/i.test(text.trim())) return true;
  // "Marion Tool & Die", "Telenor Nextra AS" end in a capitalised word of the name (a legal form), not in a
  // joining word; a line all in capitals ("VICE PRESIDENT OF") still can
  const last = words.at(-1)!.replace(/[^\p{L}]/gu, '');
  if (JOINING_WORD.test(last) && (last === last.toLowerCase() || isAllCaps(text)) && words.length > 1) return true;
  if (/^(?:i|we|my|our)\s/i.test(text)) return true;
  if (isActionLine(text) || lowerCaseWords(text) >= 5 || isVerbPhrase(words) || isDeedForPlace(words)) return true;
  if (isStreet(text) || DETAIL_LABEL.test(text)) return true;
  if (LABEL_WORD.test(text.trim())) return true;
  // "LECTURING/ TEACHING", "TRAINING & CONSULTING": kinds of work in capitals head a part of the section ("BOEING" is a name)
  const kinds = text.length <= 80 ? text.trim().split(/\s*[/&,]\s*|\s+AND\s+/) : [];
  if (kinds.length >= 2 && kinds.every((kind) => /^\p{Lu}{3,}ING$/u.test(kind))) return true;
  // "FORMAL EDUCATION AND ONGOING TRAINING", "A. Higher Education": a heading run into the entries
  const within = isAllCaps(text) || /^[A-Z][.)]\s/.test(text) ? sectionTypeWithin(text.replace(/^[A-Z][.)]\s+/, '')) : null;
  // "TAROKO TECHNOLOGIES", "CHIP DESIGN TECHNOLOGIES": a name closed by the kind of organisation it is, though the kind is a heading's word too
  if (within && within !== 'experience' && !(words.length >= 2 && employerScore(words.at(-1)!) > 0)) return true;
  // "Professional Experience: 3D Rendering": a section's name before a colon heads a part of it
  const label = text.match(/^([^:]{3,40}):\s*\S/)?.[1];
  if (label && sectionTypeOf(label) !== null && !hasTitleWord(label)) return true;
  // "Memberships", "Voluntary Work": the same; "Volunteer" is also a title
  return sectionTypeOf(text) !== null && !hasTitleWord(text);
}

/** "Member of the Iraqi Bar Association" is a membership; "Member of Technical Staff" and "Team Member" are jobs. */
const MEMBERSHIP = /^(?:(?:student|associate|active|life|full|founding)\s+)?member\s+of\s+(?!(?:the\s+)?(?:technical|professional|research|scientific)?\s*staff\b|(?:the\s+)?(?:board|team|faculty)\b)/i;

/** A field naming an award, a membership, a thesis, a degree or a project rather than a job. */
export function namesNonJob(text: string): boolean {
  const trimmed = text.trim();
  // "Association for Computing Machinery (Member since 2003)": a membership named in brackets
  if (DEGREE_OPENING.test(trimmed) || MEMBERSHIP.test(trimmed) || /\((?:student |associate |life |full )?member\b/i.test(trimmed)) return true;
  // "Business Analyst Special Projects" is a job; "Exchange Server Knowledge" is not ("server" is a waiter's title and a machine)
  return NON_JOB_HEAD.has(headNoun(trimmed)) && !hasTitleWord(trimmed.replace(/\bservers?\b/gi, ''));
}

/**
 * "Clinical Specialization Program in Psychology", "Honours Programme": a programme named with no
 * job's word is one followed, not a post held ("Program Manager" is a post).
 */
export function namesStudyProgramme(text: string | null): boolean {
  return text !== null && /^program(?:me)?$/.test(headNoun(text)) && !hasTitleWord(text);
}

/**
 * "Portability of a mapping app (C++/Qt)", "Shop front (PHP, MySQL)", "Catalogue translation (using
 * SDL Trados)": a piece of work with the tools it was built with in brackets, and no job's word
 * before them, is a project ("Freelance developer (C++/Qt, Android)" is a post, "TLM (L4 / L5 / L6)" one with its grades).
 */
export function namesWorkWithTools(text: string): boolean {
  const parts = text.trim().slice(0, 160).match(/^([^()]{3,100}?)\s*\(([^()]{1,60})\)$/);
  if (!parts || hasTitleWord(parts[1])) return false;
  const inside = parts[2].trim();
  if (/^(?:using|with)\s+\p{Lu}/u.test(inside)) return true;
  const tools = inside.split(/\s*[/,]\s*/);
  const tool = (t: string) => /^[\p{L}\d+#. -]{1,20}$/u.test(t) && t.split(' ').length <= 2 && sectionTypeOf(t) === null;
  // one of them a tool the knowledge base knows: "TLM (L4 / L5 / L6)" names grades, not tools
  return tools.every(tool) && (tools.length >= 2 || /[+#]/.test(inside)) && !tools.some((t) => /^(?:part|full)[ -]time$|^remote$|^contract$/i.test(t)) && tools.some((t) => lookupSkill(t) !== null);
}

/** A piece of work whose name an organisation may bear: a publisher, a funded programme. */
const ORGANISED_WORK_HEAD = new Set(['project', 'publication', 'publications']);

/**
 * "University Press Publication", "Developmental Disabilities Job Project": named in full (an
 * organisation's word, or four words and more) such a name is a publisher's or a programme's, which
 * employ people; "Capstone Project" and "Senior Design Project" are the work itself.
 */
export function namesOrganisedWork(text: string): boolean {
  const trimmed = text.trim();
  if (!ORGANISED_WORK_HEAD.has(headNoun(trimmed)) || DEGREE_OPENING.test(trimmed)) return false;
  return employerScore(trimmed) > 0 || trimmed.split(/\s+/).length >= 4;
}
