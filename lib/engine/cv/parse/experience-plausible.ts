import type { ExperienceEntry } from '../types';
import { isPlaceField } from './entry-fields';
import { isNameLike, isTeamName, WEB_ADDRESS_NAME } from './experience-names';
import { isInstitution } from './education-words';
import { headsWithTitle, namesNonJob, namesStudyProgramme, namesTrainingReceived, namesWorkWithTools, namesOrganisedWork, opensWithDegree, writtenAsName } from './job-field-evidence';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { isAllCaps, wordCount } from './text-shape';

/** Where a programme is studied rather than run: a university's or a college's. */
const HIGHER_EDUCATION = /\b(?:universit\w*|college|polytechnic|hochschule)\b/i;

/** Words that open a sentence's tail, never a post: "as a software engineer", "and lead engineer". */
const TAIL_OPENING = /^(?:as|a|an|the|and|or|with|for|in|of|to|at|by|from|on)\b/;

/**
 * "software engineer" above "Oracle -": job boards keep the post as the candidate typed it, lower case.
 * A few lower-case words ending in a title's head noun are that post, not a sentence's tail.
 */
function typedLowerCaseTitle(text: string | null): text is string {
  if (!text || !/^\p{Ll}[\p{Ll} &/.-]*$/u.test(text.trim()) || wordCount(text) > 4 || TAIL_OPENING.test(text.trim())) return false;
  const words = text.trim().split(/\s+/);
  return hasTitleWord(words[words.length - 1]);
}

/** "ABC Inc.", "Northwind Pvt. Ltd": a name closed by its legal form. */
const LEGAL_FORM_END = /\s(?:inc|ltd|llc|llp|plc|gmbh|corp|corporation|limited)\.?$/i;

/** One to three capitalised words, no comma: how a town is written after its employer. */
const TOWN = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * An entry is a job when what it names reads as a title or an employer and it is dated or
 * names a job or an organisation outright. Prose fragments, project notes and table debris
 * that the entry splitter lifted into a header are dropped: an invented job turns into a false
 * gap or a false "job hopping" flag.
 */
export function plausibleJob(entry: ExperienceEntry): ExperienceEntry | null {
  // "Masters Thesis" @ "RFID Antenna Design", "2nd saxophone" @ "Member of Springvale Town Orchestra": an award, a
  // membership, a thesis or a degree listed under an experience heading is no job, unless the other field plainly names one
  if (entry.title !== null && namesTrainingReceived(entry.title)) return null;
  const project = entry.title !== null && namesWorkWithTools(entry.title);
  const nonJob = { title: entry.title !== null && (project || namesNonJob(entry.title)), employer: entry.employer !== null && namesNonJob(entry.employer) };
  // "Portability of a mapping app (C++/Qt)" @ "Monitor communication in the computing institute": a project beside a
  // phrase about it; only an organisation written as a name ("Acme Systems") makes it work done for someone
  if (project && !(entry.employer && writtenAsName(entry.employer) && employerScore(entry.employer) > 0)) return null;
  // "Website translation" @ "Al Mafraq Hotel (using SDL Trados 2014)": a client named with the tools the work used, under
  // a heading of the work, is a project's client; a post's title beside it ("Translator") makes it a job
  if (entry.employer && namesWorkWithTools(entry.employer) && !(entry.title && titleScore(entry.title) > 0)) return null;
  // "Bachelors in Arts, Clifford College": a degree beside its school is education run into the section
  if (entry.title && opensWithDegree(entry.title) && entry.employer && isInstitution(entry.employer)) return null;
  // "Research Expo" @ "Hillcrest University", "Clinical Specialization Program in Psychology" @ "Hillcrest University":
  // a piece of study at a school is the candidate's education, however organised the school's name
  // ("QUEST After School Program" @ "Perry School District" is a programme a district runs and staffs)
  if (entry.employer && (nonJob.title ? isInstitution(entry.employer) : namesStudyProgramme(entry.title) && HIGHER_EDUCATION.test(entry.employer))) return null;
  if (nonJob.title && !(entry.employer && employerScore(entry.employer) > 0 && !nonJob.employer)) return null;
  if (nonJob.employer && !(entry.title && titleScore(entry.title) > 0 && !nonJob.title)) return null;
  // "Manager" @ "London": a town is where the job was, not whom it was for
  const placeAsEmployer = entry.employer !== null && isPlaceField(entry.employer);
  const located = placeAsEmployer ? { ...entry, employer: null, location: entry.location ?? entry.employer } : entry;
  // "Fellows" / "fellows-exp.com": a web address under a name is its site; an employer may be one ("bol.com"), a title never
  const title = nonJob.title || (located.title !== null && WEB_ADDRESS_NAME.test(located.title)) ? null : isNameLike(located.title) || typedLowerCaseTitle(located.title) ? located.title : titleBeforeTopic(located.title);
  // "Circulation Agent" @ "University Press Publication", "Associate Director" @ "Developmental Disabilities Job
  // Project": beside a job's title a publisher or a programme is whom the job was for, as it is on a line of its own
  const forTitle = nonJob.employer && title !== null && titleScore(title) > 0 && namesOrganisedWork(located.employer ?? '');
  const employer = isNameLike(located.employer) && (!nonJob.employer || forTitle) ? located.employer : null;
  if (!title && !employer) return null;
  // "(TRiO Student Support Services)" alone: a bracketed note wrapped from the line above names no employer
  if (!title && employer && /^\([^()]+\)$/.test(employer.trim())) return null;
  const dated = entry.start !== null || entry.end !== null || entry.current || entry.rawDates !== null;
  // nothing under an undated header ("Database marketing" / "Data warehousing systems" from a skills column,
  // "Competition & Trade" from a list of practice areas, a school in a page's footer): only a title, or an
  // organisation named as one ("Acme Systems", "Northwind Ltd"), makes it a job
  const bare = !dated && entry.bullets.length === 0 && entry.description.length === 0;
  if (bare && !title) return null;
  const organisation = employer !== null && (bare ? employerScore(employer) >= 2 && writtenAsName(employer) : employerScore(employer) > 0);
  const named = (title !== null && titleScore(title) > 0 && (!bare || headsWithTitle(title))) || organisation;
  if (!dated && !named) return null;
  return settleRoles({ ...located, title, employer });
}

/**
 * "Researcher for <Detecting video's torrents using image similarity algorithms>", "Research
 * Assistant (Detecting tumours in MRI scans)": a title followed by the bracketed project it served,
 * too long and too lower-case to read as a name. The title is the head before the bracket, when
 * the head reads as one.
 */
function titleBeforeTopic(text: string | null): string | null {
  // only a bracketed topic: "Lead design engineer for 12 City of Calgary water main renewal packages, 2016–2022" is a
  // sentence of the job above, whose opening words would read as a title of its own
  const head = text?.slice(0, 200).match(/^(.{2,60}?)\s*(?:\s(?:for|on)\s+)?[(<[]/u)?.[1];
  return head && isNameLike(head) && titleScore(head) > 0 ? head : null;
}

/** "School", "Community College", "International College": an organisation's kind without its name. */
const BARE_KIND = /^(?:(?:community|international|primary|secondary|high|grammar|elementary|middle|junior|technical|public)\s+)?(?:school|college|university|institute|academy|hospital|centre|center)$/i;

/**
 * "English Teacher, Pagoulatou-Vlachou English" / "School, Athens": a "Title, Employer" line wrapped
 * inside the employer's name leaves the kind of organisation on the next line. The capitalised words
 * after the title's last comma are the start of the name.
 */
function rejoinWrappedName(entry: ExperienceEntry): ExperienceEntry {
  const { title, employer } = entry;
  if (!title || !employer || !BARE_KIND.test(employer.trim())) return entry;
  const comma = title.lastIndexOf(', ');
  if (comma <= 0) return entry;
  const [head, tail] = [title.slice(0, comma).trim(), title.slice(comma + 2).trim()];
  // a wrapped name keeps its case: "SCHOOL" under "Writing Tutor, Towson University" is a heading's word
  if (titleScore(head) <= 0 || hasTitleWord(tail) || !writtenAsName(tail) || !/^\p{Lu}/u.test(tail) || isAllCaps(employer) !== isAllCaps(tail)) return entry;
  return { ...entry, title: head, employer: `${tail} ${employer.trim()}` };
}

/**
 * What is left once the header's fields are judged: "Owner, Myownfoodsite.com" or "Teacher
 * Assistant: Smithville Primary School" with no employer holds both; "Surf Shop, Retail Sales
 * Associate" holds them the other way round; "Enterprise Rent-a-Car" as the title and
 * "Management Trainee Intern" as the employer are swapped.
 */
function settleRoles(input: ExperienceEntry): ExperienceEntry {
  const rejoined = rejoinWrappedName(input);
  // "SCHOOL" left alone (a heading's "SCHOOL / INVOLVEMENT" split over two lines): a kind with no name names no one
  const entry = rejoined.employer && BARE_KIND.test(rejoined.employer.trim()) && rejoined.title ? { ...rejoined, employer: null } : rejoined;
  const { title, employer } = entry;
  if (title && employer && titleScore(title) <= 0 && titleScore(employer) > 0 && employerScore(employer) === 0 && !isPlaceField(title)) {
    return { ...entry, title: employer, employer: title };
  }
  // "ABC Inc.", "ABC Group" alone, read as the title for the section's order: a name closed by a legal form, or
  // written as a name with an organisation's word, is whom the job was for
  const organisation = (text: string) => LEGAL_FORM_END.test(text) || (employerScore(text) >= 2 && writtenAsName(text) && text.trim().split(/\s+/).length >= 2);
  if (title && !employer && titleScore(title) <= 0 && !hasTitleWord(title) && organisation(title)) return { ...entry, title: null, employer: title };
  if (!title || employer) return entry;
  const cut = title.match(/^(.+?)(?:,|:)\s+(.+)$/);
  if (!cut) return entry;
  const [head, tail] = [cut[1].trim(), cut[2].trim()];
  if (isPlaceField(tail)) return titleScore(head) > 0 ? { ...entry, title: head, location: entry.location ?? tail } : entry;
  const place = tail.match(/^(.+?),\s+(.+)$/);
  const named = (text: string) => isNameLike(text) && titleScore(text) <= 0;
  // "Silver Adult Training Centre, Johnsonville", "Upstate Home for Children, Oneonta": the employer with its town, a
  // town the gazetteer knows or a short capitalised name that is no organisation's nor a title's, as a header line's
  // employer is read (experience-roles.ts), so the CV and its reprint, which prints the employer on a line of its own, agree
  const town = place && (isPlaceField(place[2]) || (TOWN.test(place[2]) && employerScore(place[2]) === 0 && !hasTitleWord(place[2])));
  if (titleScore(head) > 0 && place && town && named(place[1])) return { ...entry, title: head, employer: place[1], location: entry.location ?? place[2] };
  if (titleScore(head) > 0 && named(tail) && !isTeamName(tail)) return { ...entry, title: head, employer: tail };
  // only after a comma: "DePaul University: Resident Advisor" in a compilation of CVs is left as written
  if (cut[0].charAt(cut[1].length) === ',' && titleScore(head) <= 0 && titleScore(tail) > 0 && isNameLike(head) && !isPlaceField(head)) return { ...entry, title: tail, employer: head };
  return entry;
}
