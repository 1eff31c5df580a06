import type { Result } from '../../api/schemas/analysis';
import type { ScoringContext } from '../score/context';
import { listPhrase } from '../score/text';
import { monthLabel, type TimelineJob } from '../score/timeline';

type RedFlag = Result['red_flags'][number];

/** Tenure under this many months reads as short to recruiters. */
export const SHORT_TENURE_MONTHS = 12;
/** This many short stints in the last five years read as job hopping. */
const JOB_HOPPING_COUNT = 3;

/**
 * Roles that are short by design: an internship, a trainee or graduate scheme, a fixed-term
 * contract, locum or temporary post. The title (or employer line) already says so, which is
 * exactly what the short-tenure advice asks for, so they are not flagged.
 */
const FIXED_TERM =
  /\b(?:intern|interns|internship|trainee|traineeship|graduate scheme|placement|apprentice|apprenticeship|co-?op|summer|seasonal|temporary|temp|locum|contractor|contract role|contract position|maternity cover|fixed[- ]term|freelance|freelancer|interim|werkstudent(?:in)?|praktikum|praktikant(?:in)?|stage|stagiaire|alternance|pr[áa]cticas|becario|becaria|est[áa]gio|estagi[áa]ri[oa]|stagiair|sta[żz]|sta[żz]ysta|praktykant)\b/i;
const fixedTerm = (j: TimelineJob) => FIXED_TERM.test(`${j.title ?? ''} ${j.employer ?? ''}`);

const name = (j: TimelineJob) => [j.title, j.employer && `at ${j.employer}`].filter(Boolean).join(' ') || 'an untitled role';

/**
 * Red flags from the timeline and contact details: gaps over 6 months between consecutive
 * jobs, short tenures (< 12 months; three or more in five years → job hopping), missing or
 * reversed dates, missing email/phone, no experience at all.
 */
export function redFlags(ctx: ScoringContext): RedFlag[] {
  const flags: RedFlag[] = [];
  const { timeline, cv } = ctx;
  if (cv.experience.length === 0) {
    flags.push({
      type: 'no_experience',
      severity: 'high',
      description: 'The CV lists no work experience.',
      mitigation: 'Add internships, freelance work, volunteering or substantial projects as experience entries with dates and results.',
    });
  }
  for (const gap of timeline.gaps) {
    // "2014 – 2017" then "2019 – Present": the months are unknown, so name the years, not "Jan 2018 to Dec 2018"
    const yearsOnly = cv.experience[gap.before.index]?.end?.month == null && cv.experience[gap.after.index]?.start?.month == null;
    const fromYear = Math.floor(gap.from / 12);
    const toYear = Math.floor(gap.to / 12);
    const span = yearsOnly ? (fromYear === toYear ? `${fromYear}` : `${fromYear}–${toYear}`) : `${monthLabel(gap.from)}–${monthLabel(gap.to)}`;
    flags.push({
      type: 'employment_gap',
      severity: gap.months >= 24 ? 'high' : gap.months >= 12 ? 'medium' : 'low',
      description: yearsOnly
        ? `Gap of at least ${gap.months} months (${span}), between ${name(gap.before)} and ${name(gap.after)}; the CV gives years only.`
        : `${gap.months}-month gap from ${monthLabel(gap.from)} to ${monthLabel(gap.to)}, between ${name(gap.before)} and ${name(gap.after)}.`,
      mitigation: `Add a one-line entry for ${span} naming what you did (study, caregiving, freelance work, a sabbatical project) and any skills kept current.`,
    });
  }
  const short = timeline.jobs.filter((j) => j.months !== null && j.months < SHORT_TENURE_MONTHS && !j.current && !fixedTerm(j));
  const recentShort = short.filter((j) => j.end !== null && timeline.nowMonth - j.end <= 60);
  if (recentShort.length >= JOB_HOPPING_COUNT) {
    flags.push({
      type: 'job_hopping',
      severity: 'high',
      description: `${recentShort.length} roles of under ${SHORT_TENURE_MONTHS} months in the last five years: ${listPhrase(recentShort.map((j) => `${name(j)} (${j.months} months)`), 4)}.`,
      mitigation: 'Mark contracts and fixed-term roles as such, group agency or freelance work under one heading, and give the reason for moves in the summary.',
    });
  } else {
    for (const j of short) {
      flags.push({
        type: 'short_tenure',
        severity: 'low',
        description: `${name(j)} lasted ${j.months} months (${monthLabel(j.start!)}–${monthLabel(j.end!)}).`,
        mitigation: 'If it was a contract, internship or the company closed, say so next to the dates.',
      });
    }
  }
  const undated = timeline.undated;
  if (undated.length) {
    flags.push({
      type: 'missing_dates',
      severity: 'medium',
      description: `No readable dates for ${listPhrase(undated.map(name), 4)}.`,
      mitigation: 'Give every role a start and end month and year, e.g. "Mar 2021 – Present".',
    });
  }
  for (const j of timeline.reversed) {
    flags.push({
      type: 'date_inconsistency',
      severity: 'medium',
      description: `${name(j)} ends (${monthLabel(j.end!)}) before it starts (${monthLabel(j.start!)}).`,
      mitigation: 'Correct the dates; inconsistent dates make recruiters doubt the rest of the CV.',
    });
  }
  const missingContact = [!cv.contact.email && 'email address', !cv.contact.phone && 'phone number'].filter(Boolean) as string[];
  if (missingContact.length) {
    flags.push({
      type: 'missing_contact',
      severity: cv.contact.email ? 'medium' : 'critical',
      description: `No ${missingContact.join(' or ')} on the CV.`,
      mitigation: `Add your ${missingContact.join(' and ')} to the header line under your name.`,
    });
  }
  return flags;
}
