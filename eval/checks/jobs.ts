import { roleShape } from '../../lib/engine/cv/facts/role-shape';
import type { ExperienceEntry } from '../../lib/engine/cv/types';
import { dateKey, organisation, overlapping, plain, sameDate, sameOrganisation, sameTitle } from '../normalise';
import type { Check, JobLabel, Measure } from '../types';
import { distinct, pr, setMeasure } from './measure';
import { printedNearDates } from './printed';
import type { ExtractedDocument } from '../../lib/engine/cv/types';

/**
 * "Career break (caring for family)  2017 – 2019": a declared break is an entry of the history the
 * engine keeps on purpose (it fills the gap honestly) and the facts layer sets apart from jobs; it
 * is neither a job read nor one invented. Anything else under the heading is scored as a job.
 */
export const jobEntries = (experience: ExperienceEntry[]) => experience.filter((entry) => roleShape(entry).kind !== 'break');

const describeJob = (company: string | null, title: string | null) => `${title || '—'} @ ${company || '—'}`;
const parsedDates = (job: ExperienceEntry) => ({ start: dateKey(job.start), end: dateKey(job.end, job.current) });

/** A labelled job without a company ("" in the older fixtures) wants no employer. */
const sameCompany = (label: string, parsed: string | null) => (label === '' ? !parsed : parsed !== null && sameOrganisation(label, parsed));
const looseCompany = (label: string, parsed: string | null) => label !== '' && parsed !== null && overlapping(label, parsed);
const looseTitle = (label: string, parsed: string | null) => label !== '' && parsed !== null && overlapping(label, parsed, plain);

function sameDates(label: JobLabel, job: ExperienceEntry): boolean {
  const dates = parsedDates(job);
  return sameDate(label.start, dates.start) && sameDate(label.end, dates.end);
}

/**
 * Pairs labelled and parsed jobs one to one: first on company and title, then (for the dates
 * and the invented-job count) on either of them or on the dates alone.
 */
function pairJobs(labels: JobLabel[], jobs: ExperienceEntry[]) {
  const full = new Map<number, number>();
  const loose = new Map<number, number>();
  const used = new Set<number>();
  labels.forEach((label, i) => {
    const j = jobs.findIndex((job, k) => !used.has(k) && sameCompany(label.company, job.employer) && sameTitle(label.title, job.title ?? ''));
    if (j >= 0) [full.set(i, j), used.add(j)];
  });
  const tiers: ((label: JobLabel, job: ExperienceEntry) => boolean)[] = [
    (l, job) => looseCompany(l.company, job.employer) && looseTitle(l.title, job.title),
    (l, job) => looseCompany(l.company, job.employer) || looseTitle(l.title, job.title) || looseCompany(l.title, job.employer) || looseTitle(l.company, job.title),
    (l, job) => (l.start !== undefined || l.end !== undefined) && sameDates(l, job),
  ];
  for (const tier of tiers) {
    labels.forEach((label, i) => {
      if (full.has(i) || loose.has(i)) return;
      const j = jobs.findIndex((job, k) => !used.has(k) && tier(label, job));
      if (j >= 0) [loose.set(i, j), used.add(j)];
    });
  }
  return { full, loose, used };
}

function goldJobs(labels: JobLabel[], jobs: ExperienceEntry[]): Record<string, Measure> {
  const { full, loose, used } = pairJobs(labels, jobs);
  const jobProblems = labels.flatMap((label, i) => {
    if (full.has(i)) return [];
    const j = loose.get(i);
    return [`job ${describeJob(label.company, label.title)}: ${j === undefined ? 'missing' : `read as ${describeJob(jobs[j].employer, jobs[j].title)}`}`];
  });
  const invented = jobs.flatMap((job, k) => (used.has(k) ? [] : [`invented job: ${describeJob(job.employer, job.title)}${job.rawDates ? ` (${job.rawDates})` : ''}`]));
  const dated = labels.map((label, i) => ({ label, i })).filter(({ label }) => label.start !== undefined || label.end !== undefined);
  const pairOf = (i: number) => full.get(i) ?? loose.get(i);
  const datesRight = dated.filter(({ label, i }) => pairOf(i) !== undefined && sameDates(label, jobs[pairOf(i)!]));
  const hasDates = (job: ExperienceEntry) => job.start !== null || job.end !== null || job.current;
  const pairedWithDates = dated.filter(({ i }) => pairOf(i) !== undefined && hasDates(jobs[pairOf(i)!]));
  const dateProblems = dated
    .filter((d) => !datesRight.includes(d))
    .map(({ label, i }) => {
      const j = pairOf(i);
      const got = j === undefined ? 'no job' : `${parsedDates(jobs[j]).start ?? '?'} – ${parsedDates(jobs[j]).end ?? '?'}`;
      return `dates of ${describeJob(label.company, label.title)}: expected ${label.start ?? '?'} – ${label.end ?? '?'}, got ${got}`;
    });
  return {
    jobs: pr(full.size, jobs.length, full.size, labels.length, jobProblems),
    'job dates': pr(datesRight.length, pairedWithDates.length, datesRight.length, dated.length, dateProblems),
    'invented jobs': { kind: 'count', count: invented.length, problems: invented },
  };
}

/** dotin labels companies and titles apart and skips some: each is scored as a set, variants merged. */
function silverJobs(doc: ExtractedDocument, labelCompanies: string[] | undefined, labelTitles: string[] | undefined, jobs: ExperienceEntry[]): Record<string, Measure> {
  const out: Record<string, Measure> = {};
  const companies = labelCompanies?.filter((c) => printedNearDates(doc, c));
  const titles = labelTitles?.filter((t) => printedNearDates(doc, t));
  const employers = distinct(jobs.map((j) => j.employer ?? ''), (a, b) => organisation(a) === organisation(b));
  const jobTitles = distinct(jobs.map((j) => j.title ?? ''), (a, b) => plain(a) === plain(b));
  // recall against the employers and titles printed beside dates; precision against every label
  const scored = (fair: string[], all: string[], parsed: string[], same: (l: string, p: string) => boolean, what: string) => {
    const recall = setMeasure(fair, parsed, same, what);
    const precision = setMeasure(all, parsed, same, what);
    return { ...recall, predictedRight: precision.predictedRight, problems: [...recall.problems.filter((p) => p.includes('missed')), ...precision.problems.filter((p) => !p.includes('missed'))] };
  };
  if (companies && labelCompanies) out.companies = scored(distinct(companies, overlapping), labelCompanies, employers, (l, p) => overlapping(l, p), 'company');
  if (titles && labelTitles) out.titles = scored(distinct(titles, (a, b) => overlapping(a, b, plain)), labelTitles, jobTitles, (l, p) => overlapping(l, p, plain), 'title');
  if (labelCompanies && labelTitles) {
    const invented = jobs.filter(
      (job) =>
        !labelCompanies.some((c) => looseCompany(c, job.employer) || looseTitle(c, job.title)) &&
        !labelTitles.some((t) => looseTitle(t, job.title) || looseCompany(t, job.employer)),
    );
    out['invented jobs'] = { kind: 'count', count: invented.length, problems: invented.map((job) => `job matching no label: ${describeJob(job.employer, job.title)}`) };
  }
  return out;
}

export const jobsCheck: Check = {
  name: 'jobs',
  describe:
    'jobs: a parsed job is right when its employer and title both match one labelled job (one to one). Employers match after ' +
    'case/accent/punctuation folding with legal forms dropped (Inc, Ltd, Pvt, GmbH, SA …), or when one is the other with words ' +
    'added at an end and keeps two words and 60% of it; titles must be equal after folding. ' +
    'job dates: for each labelled job with dates, paired with a parsed job (on company and title, else on either, else on the dates), ' +
    'start and end must agree (a year-only label needs the year; "present" must be current). ' +
    'invented jobs: parsed jobs that pair with no labelled job on employer, title or dates. ' +
    'A declared career break ("Career break (caring for family)", "Parental leave") that the engine keeps as an entry of the history is no job either way. ' +
    'Silver corpora (dotin): companies and titles are scored as sets (label variants such as "oracle" / "Oracle India Pvt Ltd" merged; ' +
    'containment at word boundaries counts). dotin labels every company a CV mentions (clients in bullets too), so recall counts the ' +
    'labelled companies and titles printed outside a bullet on a line with a year or within two lines of one (an employer stands beside its dates); ' +
    'precision counts parsed employers and titles matching any label. An invented job there is one whose employer and title match no ' +
    'label; since the annotators skipped entities, precision and invented jobs are upper bounds on the error.',
  run: ({ item, corpus, cv, doc }) => {
    if (!corpus.silver && item.label.jobs) return goldJobs(item.label.jobs, jobEntries(cv.experience));
    if (corpus.silver) return silverJobs(doc, item.label.companies, item.label.titles, jobEntries(cv.experience));
    return {};
  },
};
