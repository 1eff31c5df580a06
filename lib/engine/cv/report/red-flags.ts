/**
 * Red flags, each from the CV facts and only when the facts are confident: a gap between two
 * well-formed dated jobs that nothing else on the page covers, a short tenure of a well-formed
 * job dated to the month, three of those in five years as job hopping, the time since the last
 * role, undated or reversed roles, missing contact details and no experience only when the
 * page shows none. Each flag names the CV lines it stands on.
 */
import type { Result } from '../../../schemas/analysis';
import { monthLabel, type CvFacts, type TimelineRole } from '../facts';
import type { ParsedCv } from '../types';
import { listPhrase } from '../score/text';

type RedFlag = Result['red_flags'][number];

/** This many short stints in the last five years read as job hopping. */
const JOB_HOPPING_COUNT = 3;
const FIVE_YEARS = 60;

const name = (j: Pick<TimelineRole, 'title' | 'employer'>) => [j.title, j.employer && `at ${j.employer}`].filter(Boolean).join(' ') || 'an untitled role';

/** "Registered Nurse, Austin Health, Feb 2015 – Jun 2019": a role as the CV prints it. */
export function roleEvidence(cv: ParsedCv, index: number): string {
  const e = cv.experience[index];
  return [e?.title, e?.employer, e?.rawDates].filter(Boolean).join(', ') || `entry ${index + 1} of the experience section`;
}

export function redFlags(cv: ParsedCv, facts: CvFacts): RedFlag[] {
  const flags: RedFlag[] = [];
  const t = facts.timeline;
  const role = (index: number) => t.roles[index];
  if (facts.sections.presence.experience === 'absent') {
    flags.push({
      type: 'no_experience',
      severity: 'high',
      description: 'The CV lists no work experience.',
      mitigation: 'Add internships, freelance work, volunteering or substantial projects as experience entries with dates and results.',
      evidence: ['no experience section, no dated role and no heading for one on the page'],
    });
  }
  for (const gap of t.gaps) {
    const before = role(gap.before);
    const after = role(gap.after);
    // "2014 – 2017" then "2019 – Present": the months are unknown, so name the years, not "Jan 2018 to Dec 2018"
    const fromYear = Math.floor(gap.from / 12);
    const toYear = Math.floor(gap.to / 12);
    const span = gap.yearsOnly ? (fromYear === toYear ? `${fromYear}` : `${fromYear}–${toYear}`) : `${monthLabel(gap.from)}–${monthLabel(gap.to)}`;
    flags.push({
      type: 'employment_gap',
      severity: gap.months >= 24 ? 'high' : gap.months >= 12 ? 'medium' : 'low',
      description: gap.yearsOnly
        ? `Gap of at least ${gap.months} months (${span}), between ${name(before)} and ${name(after)}; the CV gives years only.`
        : `${gap.months}-month gap from ${monthLabel(gap.from)} to ${monthLabel(gap.to)}, between ${name(before)} and ${name(after)}.`,
      mitigation: `Add a one-line entry for ${span} naming what you did (study, caregiving, freelance work, a sabbatical project) and any skills kept current.`,
      evidence: [roleEvidence(cv, gap.before), roleEvidence(cv, gap.after)],
    });
  }
  if (t.sinceLastRole) {
    const last = role(t.sinceLastRole.role);
    flags.push({
      type: 'employment_gap',
      severity: t.sinceLastRole.months >= 24 ? 'medium' : 'low',
      description: `No role since ${name(last)} ended in ${monthLabel(last.end!)}: ${t.sinceLastRole.months} months without a role on the CV.`,
      mitigation: 'If you have been studying, freelancing, caring or job hunting, add a line for it; otherwise say in the summary what you are looking for now.',
      evidence: [roleEvidence(cv, t.sinceLastRole.role)],
    });
  }
  const short = t.shortTenures.map(role);
  const recentShort = short.filter((j) => t.asOfMonth - j.end! <= FIVE_YEARS);
  if (recentShort.length >= JOB_HOPPING_COUNT) {
    flags.push({
      type: 'job_hopping',
      severity: 'high',
      description: `${recentShort.length} roles of under 12 months in the last five years: ${listPhrase(recentShort.map((j) => `${name(j)} (${j.months} months)`), 4)}.`,
      mitigation: 'Mark contracts and fixed-term roles as such, group agency or freelance work under one heading, and give the reason for moves in the summary.',
      evidence: recentShort.map((j) => roleEvidence(cv, j.index)),
    });
  } else {
    for (const j of short) {
      flags.push({
        type: 'short_tenure',
        severity: 'low',
        description: `${name(j)} lasted ${j.months} months (${monthLabel(j.start!)}–${monthLabel(j.end!)}).`,
        mitigation: 'If it was a contract, internship or the company closed, say so next to the dates.',
        evidence: [roleEvidence(cv, j.index)],
      });
    }
  }
  // an entry that is not a job (a fragment, an award) is no undated role
  const undated = t.undated.map(role).filter((j) => !j.hasDateText);
  if (undated.length && facts.readable) {
    flags.push({
      type: 'missing_dates',
      severity: 'medium',
      description: `No dates for ${listPhrase(undated.map(name), 4)}.`,
      mitigation: 'Give every role a start and end month and year, e.g. "Mar 2021 – Present".',
      evidence: undated.map((j) => roleEvidence(cv, j.index)),
    });
  }
  for (const j of t.reversed.map(role).filter((r) => r.kind === 'job')) {
    flags.push({
      type: 'date_inconsistency',
      severity: 'medium',
      description: `${name(j)} ends (${monthLabel(j.end!)}) before it starts (${monthLabel(j.start!)}).`,
      mitigation: 'Correct the dates; inconsistent dates make recruiters doubt the rest of the CV.',
      evidence: [roleEvidence(cv, j.index)],
    });
  }
  const missing = [facts.contact.email.presence === 'absent' && 'email address', facts.contact.phone.presence === 'absent' && 'phone number'].filter(
    (m): m is string => Boolean(m),
  );
  if (missing.length) {
    flags.push({
      type: 'missing_contact',
      severity: facts.contact.email.presence === 'absent' ? 'critical' : 'medium',
      description: `No ${missing.join(' or ')} on the CV.`,
      mitigation: `Add your ${missing.join(' and ')} to the header line under your name.`,
      evidence: ['the header and the rest of the page hold no ' + missing.join(' or ')],
    });
  }
  return flags;
}
