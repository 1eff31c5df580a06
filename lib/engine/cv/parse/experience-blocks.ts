import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { HEADER_LABEL, OPENING_LABEL, PROJECT_LABEL, type EntryBlock } from './entry-blocks';
import { isPlaceField } from './entry-fields';
import { employerScore, titleScore } from './job-title-words';
import { stripBullet, wordCount } from './text-shape';

const datedLine = (text: string) => findDateRange(text) !== null || findSingleDate(text) !== null;
const isDated = (block: EntryBlock) => block.header.some(datedLine);

/** "January 2012 – November 2012", "Duration: 2010 to 2012": a header that is its dates and nothing else. */
function isOnlyDates(block: EntryBlock): boolean {
  return block.header.length > 0 && block.header.every((h) => {
    const range = findDateRange(h) ?? findSingleDate(h);
    return range !== null && withoutDates(h, range).replace(HEADER_LABEL, '').replace(/^[\p{L} ]{2,20}:?$/u, '') === '';
  });
}

/**
 * "Duration: Jan 2015 – Mar 2016" / "Role: Developer" under a job's "Project:" or "Client:"
 * line: a header made only of labelled lines, none of which names an employer or a
 * designation, details a project of the job above. It is never a job of its own.
 */
const isProjectDetails = (block: EntryBlock) =>
  block.header.length > 0 && block.header.every((h) => HEADER_LABEL.test(h)) && !block.header.some((h) => OPENING_LABEL.test(h));

/** A label naming the post held, which a project's details ("Role:") do not use. */
const POST_LABEL = /^(?:position|designation|job title)\s*:/i;

/**
 * "Duration: 23 years (1970 – 1993)" / "Position: Trainee Engineer to Divisional Manager": labelled
 * dates and the post held, printed under the employer's line and a paragraph about the company.
 */
const isDatedPost = (block: EntryBlock) => isProjectDetails(block) && isDated(block) && block.header.some((h) => POST_LABEL.test(h));

/** "3 TATA ENGINEERING & LOCOMOTIVE COMPANY LTD.": an undated header naming an organisation, not a project. */
const namesOrganisation = (block: EntryBlock) => block.header.length > 0 && !/^project\b/i.test(block.header[0]) && block.header.some((h) => employerScore(h) > 0);

/**
 * "3 TATA ENGINEERING … LTD." / "TELCO is the leading automobile company, …" / "Duration: 23 years
 * (1970 – 1993)" / "Position: …": the dated post comes within a few blocks, after undated notes on the
 * company; another dated entry first means it is not this one's.
 */
function postFollows(blocks: EntryBlock[], at: number): boolean {
  for (let k = at + 1; k < Math.min(blocks.length, at + 4); k++) {
    if (isDatedPost(blocks[k])) return true;
    if (isDated(blocks[k]) || blocks[k].header.some((h) => OPENING_LABEL.test(h))) return false;
  }
  return false;
}

function append(target: EntryBlock, block: EntryBlock, { header = false } = {}) {
  if (header) target.header.push(...block.header);
  else target.description.push(...block.header);
  target.description.push(...block.description);
  target.bullets.push(...block.bullets);
}

/**
 * In a section whose entries are dated, every job has dates: the dates printed a few lines
 * under its title and employer (a "Client:" line between) go to the undated entry above, and
 * an undated block that takes no such dates is a note of the entry above ("Experience in Test
 * & Defect Management", a project's name, a "Tech stack" line), not a job. An invented job
 * turns into a false gap or a false "job hopping" flag.
 */

const monthIndex = (date: { year: number; month: number | null } | null, fallback: number) => (date ? date.year * 12 + (date.month ?? fallback) : null);

/** The block's dates lie inside the other's: a project of the job above, dated within its tenure. */
function datedWithin(block: EntryBlock, outer: EntryBlock): boolean {
  const rangeOf = (b: EntryBlock) => b.header.map((h) => findDateRange(h) ?? findSingleDate(h)).find((r) => r !== null) ?? null;
  return rangeWithin(rangeOf(block), rangeOf(outer));
}

/** One span of dates lies inside another (a month left out counts the widest way for the outer span). */
export function rangeWithin(inner: Pick<DateRange, 'start' | 'end' | 'current'> | null, around: Pick<DateRange, 'start' | 'end' | 'current'> | null): boolean {
  if (!inner || !around) return false;
  const [start, aroundStart] = [monthIndex(inner.start, 12), monthIndex(around.start, 1)];
  const [end, aroundEnd] = [inner.current ? Infinity : monthIndex(inner.end ?? inner.start, 1), around.current ? Infinity : monthIndex(around.end ?? around.start, 12)];
  return start !== null && aroundStart !== null && end !== null && aroundEnd !== null && start >= aroundStart && end <= aroundEnd;
}

/**
 * "Project: Hollow Lantern (personal)  2020 – 2021" between two jobs: a dated project labelled as
 * one, outside the dates of the job above, is the candidate's own work, not a job (nor the job
 * above's); its tools line would read as a title and take the employer above.
 */
const isLabelledProject = (block: EntryBlock) =>
  block.header.length > 0 && PROJECT_LABEL.test(stripBullet(block.header[0])) && !block.header.some((h) => OPENING_LABEL.test(h)) && isDated(block);

/** A line of running prose: a sentence's worth of words naming no post. */
const isProse = (text: string) => wordCount(text) >= 8 && titleScore(text) <= 0 && !datedLine(text);

export function mergeStrayBlocks(blocks: EntryBlock[]): EntryBlock[] {
  // "RFID Antenna Design – 2010", "Masters Thesis … 2011": entries dated by a year each date the section as ranges do
  const yearDated = blocks.filter(isDated).length;
  const anyDated = blocks.some((b) => b.header.some((h) => findDateRange(h))) || (yearDated >= 2 && yearDated * 2 >= blocks.length);
  const out: EntryBlock[] = [];
  blocks.forEach((block, i) => {
    const previous = out[out.length - 1];
    // dated within the job above, it is that job's project and describes it
    if (isLabelledProject(block)) return void (previous && datedWithin(block, previous) ? append(previous, block) : undefined);
    if (previous && previous.header.length > 0 && !isDated(previous) && (isOnlyDates(block) || (namesOrganisation(previous) && isDatedPost(block)))) return void append(previous, block, { header: true });
    // "ZiNc Banking, Melbourne" / "Position: Customer Service Advisor (part time to 2011, full time from 2013)": the post
    // held, under an entry naming none, is that entry's title, though the note beside it is dated
    const postOfEntry = block.header.some((h) => POST_LABEL.test(h)) && !previous?.header.some((h) => POST_LABEL.test(h) || titleScore(h) > 0);
    if (previous && isProjectDetails(block)) return void append(previous, block, { header: postOfEntry });
    const next = blocks[i + 1];
    const takesNextDates = next !== undefined && (isOnlyDates(next) || (namesOrganisation(block) && postFollows(blocks, i)));
    // "Employer: Animation School" says in words that a job starts here, dated or not
    const labelledJob = block.header.some((h) => OPENING_LABEL.test(h));
    if (previous && anyDated && !isDated(block) && !takesNextDates && !labelledJob) {
      // "COMPANY, INC., City, ST" / "2005 - 2006" / a line about the company / "Sales Director": the title of the entry above
      // (the sentence that opens its duties may run on under it: "Precipitated 100% jump in annual revenues by …")
      const [first, ...more] = block.header;
      const lateTitle = titleScore(first) > 0 && wordCount(first) <= 6 && more.every(isProse) && !previous.header.some((h) => titleScore(h) > 0);
      if (lateTitle && more.length > 0) return void append(previous, { ...block, header: [first], description: [...more, ...block.description] }, { header: true });
      return void append(previous, block, { header: lateTitle });
    }
    out.push(block);
  });
  return out.filter((b) => b.header.length > 0 || b.bullets.length > 0);
}

/** A line naming a job title and no organisation: "Office manager", "Sales Associate | Jan 2020 – Present". */
function isTitleLine(text: string): boolean {
  if (HEADER_LABEL.test(text) || text.length > 80) return false;
  const range = findDateRange(text);
  const rest = range ? withoutDates(text, range) : text;
  return titleScore(rest) > 0 && employerScore(rest) === 0;
}

/**
 * "Office manager" / "The Phone Company" / "Office manager" / "Nod Publishing": entries printed
 * with neither dates nor bullets run together into one header. When the header falls into runs
 * of one shape (two or three lines, the title at the same place in each, the other lines naming
 * no title and, after the first run, no dates), each run is an entry; the bullets below belong
 * to the last.
 */
export function splitRepeatedHeaders(block: EntryBlock): EntryBlock[] {
  const { header } = block;
  for (let size = 2; size <= 3 && size * 2 <= header.length; size++) {
    if (header.length % size !== 0) continue;
    const runs = Array.from({ length: header.length / size }, (_, i) => header.slice(i * size, (i + 1) * size));
    const at = runs[0].findIndex(isTitleLine);
    const oneShape = (run: string[], i: number) =>
      isTitleLine(run[at]) &&
      run.every((text, j) => j === at || (!isTitleLine(text) && (i === 0 || !datedLine(text)))) &&
      run.some((text, j) => j !== at && !isPlaceField(text));
    if (at < 0 || !runs.every(oneShape)) continue;
    return runs.map((run, i) => (i === runs.length - 1 ? { ...block, header: run } : { header: run, bullets: [], description: [] }));
  }
  return [block];
}

/**
 * "Mar 2021 - Present" above "• Staff Engineer, Globex Systems LLC": when an entry's header is
 * only its dates, a first bullet that names a title or an employer is the rest of the header.
 */
export function promoteBulletedRole(block: EntryBlock): EntryBlock {
  const onlyDates = block.header.length > 0 && block.header.every((h) => {
    const range = findDateRange(h) ?? findSingleDate(h);
    return range !== null && withoutDates(h, range) === '';
  });
  const first = block.bullets[0] ? stripBullet(block.bullets[0]) : '';
  const roleLike = first && wordCount(first) <= 8 && !/[.!?]$/.test(first) && (titleScore(first) > 0 || employerScore(first) > 1);
  return onlyDates && roleLike ? { ...block, header: [...block.header, first], bullets: block.bullets.slice(1) } : block;
}
