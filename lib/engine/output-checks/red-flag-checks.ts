/**
 * False red flags: a flag (or an interview question built on one) that the page or its labels
 * contradict. A gap is false when a labelled job or any period printed on the page covers part
 * of it, or when it stands on an entry the labels do not name as a job; a short tenure is false
 * when the labelled job lasted a year or more, has no printed dates, or is not a labelled job;
 * "no experience" is false when jobs are printed. Flags are read from their wording, so the
 * check judges any engine version, old or new.
 */
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import type { Result } from '../../schemas/analysis';
import { hasExperience, isLabelledRole, labelledJobFor, labelledMonths, type CvTruth } from './cv-truth';
import { finding, parseMonthLabel, type Finding } from './finding';

interface Role {
  title: string | null;
  employer: string | null;
}

const SHORT_TENURE_MONTHS = 12;
const GAP_MONTHS = 6;

/** "Senior Engineer at Acme" → title and employer; a lone name could be either. */
function roleFromProse(text: string): Role {
  const clean = text.trim().replace(/\.$/, '');
  const at = clean.indexOf(' at ');
  if (at > 0) return { title: clean.slice(0, at), employer: clean.slice(at + 4) };
  return { title: clean, employer: clean };
}

/** "Acme Corp, Senior Engineer, 2019–2023" (an interview cv_reference) → title and employer. */
function roleFromReference(text: string): Role {
  const parts = text.split(', ').filter((p) => !/^(?:\d{4}|undated|present)/.test(p.trim()));
  return parts.length >= 2 ? { employer: parts[0], title: parts.slice(1).join(', ') } : { title: parts[0] ?? null, employer: parts[0] ?? null };
}

const nowMonthOf = (now: Date) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/** Why a gap from `from` to `to` (absolute months) between two roles is false, or null when it stands. */
export function gapProblem(t: CvTruth, from: number, to: number, roles: Role[], now: Date, opts: { openEnded?: boolean } = {}): string | null {
  const nowMonth = nowMonthOf(now);
  const jobs = t.labels?.jobs;
  if (jobs) {
    const spans = jobs.map((j) => labelledMonths(j, nowMonth)).filter((s): s is { start: number; end: number } => s !== null);
    if (spans.length === 0) return 'the labelled jobs carry no dates';
    const cover = jobs.find((j) => {
      const s = labelledMonths(j, nowMonth);
      return s && s.start <= to && s.end >= from;
    });
    if (cover) return `covered by the labelled job ${cover.title ?? ''} at ${cover.company ?? ''} (${cover.start}–${cover.end})`;
    // the labelled history itself must show a gap here: a job ending before and the next starting after
    const before = Math.max(-Infinity, ...spans.filter((s) => s.end < from + GAP_MONTHS).map((s) => s.end));
    const after = opts.openEnded ? nowMonth + 1 : Math.min(Infinity, ...spans.filter((s) => s.start > to - GAP_MONTHS).map((s) => s.start));
    if (!Number.isFinite(before) || !Number.isFinite(after) || after - before - 1 <= GAP_MONTHS) return 'the labelled jobs show no gap there';
  }
  const printed = t.periods.find((p) => p.start <= to && p.end >= from);
  if (printed) return `the page prints "${printed.text}" inside the gap`;
  for (const role of roles) {
    if (isLabelledRole(t, role.title, role.employer) === false) return `"${role.title ?? role.employer}" is not a labelled job`;
  }
  return null;
}

/** Why "no role since the last one ended" is false: the page prints a current role or something since. */
function sinceProblem(t: CvTruth, leftLabel: string, roles: Role[], now: Date): string | null {
  const left = parseMonthLabel(leftLabel, 'end');
  const current = t.labels?.jobs ? t.labels.jobs.some((j) => j.end === 'present') : t.periods.some((p) => p.current);
  if (current) return 'the page prints a current role';
  return left === null ? null : gapProblem(t, left + 1, nowMonthOf(now), roles, now, { openEnded: true });
}

/** Why a short tenure of `months` for this role is false, or null when it stands. */
export function tenureProblem(t: CvTruth, role: Role, now: Date): string | null {
  const labelled = isLabelledRole(t, role.title, role.employer);
  if (labelled === false) return `"${role.title ?? role.employer}" is not a labelled job`;
  if (t.labels?.jobs) {
    const job = labelledJobFor(t, role.title, role.employer);
    const span = job && labelledMonths(job, nowMonthOf(now));
    if (job && !span) return `the labelled job ${job.title} at ${job.company} has no printed dates`;
    if (job && span && (job.end === 'present' || span.end - span.start + 1 >= SHORT_TENURE_MONTHS)) {
      return `the labelled job ${job.title} at ${job.company} runs ${job.start}–${job.end}`;
    }
  }
  return null;
}

const GAP_MONTHS_TEXT = /(\d+)-month gap from (\w+ \d{4}) to (\w+ \d{4}), between (.+) and (.+?)\.$/;
const GAP_YEARS_TEXT = /Gap of at least (\d+) months \((\d{4})(?:–(\d{4}))?\), between (.+) and (.+?); the CV gives years only\.$/;
const SINCE_TEXT = /^No role since (.+) ended in (\w+ \d{4}): (\d+) months without a role/;
const TENURE_TEXT = /^(.+) lasted (\d+) months? \((\w+ \d{4})–(\w+ \d{4})\)\.$/;
const HOPPING_ROLE = /([^:,]+?) \((\d+) months\)/g;

function redFlagFindings(result: Result, t: CvTruth, now: Date): Finding[] {
  const out: Finding[] = [];
  const flag = (detail: string, why: string) => out.push(finding('false_red_flags', 'report.red_flags', `${detail} — ${why}`));
  for (const f of result.red_flags) {
    if (f.type === 'no_experience') {
      if (hasExperience(t)) flag(f.description, 'the page prints jobs');
      continue;
    }
    if (f.type === 'employment_gap') {
      const since = f.description.match(SINCE_TEXT);
      if (since) {
        const why = sinceProblem(t, since[2], [roleFromProse(since[1])], now);
        if (why) flag(f.description, why);
        continue;
      }
      const m = f.description.match(GAP_MONTHS_TEXT);
      const y = m ? null : f.description.match(GAP_YEARS_TEXT);
      const from = m ? parseMonthLabel(m[2], 'start') : y ? parseMonthLabel(y[2], 'start') : null;
      const to = m ? parseMonthLabel(m[3], 'end') : y ? parseMonthLabel(y[3] ?? y[2], 'end') : null;
      const roles = m ? [m[4], m[5]] : y ? [y[4], y[5]] : [];
      if (from === null || to === null) continue;
      const why = gapProblem(t, from, to, roles.map(roleFromProse), now);
      if (why) flag(f.description, why);
      continue;
    }
    if (f.type === 'short_tenure') {
      const m = f.description.match(TENURE_TEXT);
      if (!m) continue;
      const why = tenureProblem(t, roleFromProse(m[1]), now);
      if (why) flag(f.description, why);
      continue;
    }
    if (f.type === 'job_hopping') {
      const roles = [...f.description.slice(f.description.indexOf(':') + 1).matchAll(HOPPING_ROLE)].map((m) => roleFromProse(m[1]));
      const wrong = roles.map((r) => tenureProblem(t, r, now)).filter((w): w is string => w !== null);
      if (roles.length - wrong.length < 3) flag(f.description, wrong.join('; ') || 'fewer than three short roles');
    }
  }
  return out;
}

const Q_GAP = /^Between (.+) \(left ([^)]+)\) and (.+) \(joined ([^)]+)\) there are (\d+) months/;
const Q_SINCE = /^Since leaving (.+) in ([^,]+), (\d+) months ago/;
const Q_TENURE = /^You were at (.+) as (.+) for (\d+) months/;
const Q_HOPPING = /^Several roles on your CV lasted under a year/;

function questionFindings(prep: InterviewPrepContent, t: CvTruth, now: Date): Finding[] {
  const out: Finding[] = [];
  const flag = (q: string, why: string) => out.push(finding('false_premise_questions', 'interview.questions', `${q.slice(0, 160)} — ${why}`));
  for (const { question, cv_reference: ref } of prep.questions) {
    let m = question.match(Q_GAP);
    if (m) {
      const [a, b] = ref.split(' → ').map(roleFromReference);
      const from = parseMonthLabel(m[2], 'end');
      const to = parseMonthLabel(m[4], 'start');
      if (from !== null && to !== null) {
        const why = gapProblem(t, from + 1, to - 1, [a, b].filter(Boolean), now);
        if (why) flag(question, why);
      }
      continue;
    }
    m = question.match(Q_SINCE);
    if (m) {
      const why = sinceProblem(t, m[2], [roleFromReference(ref)], now);
      if (why) flag(question, why);
      continue;
    }
    m = question.match(Q_TENURE);
    if (m) {
      const why = tenureProblem(t, { employer: m[1], title: m[2] }, now);
      if (why) flag(question, why);
      continue;
    }
    if (Q_HOPPING.test(question)) {
      const roles = ref.split('; ').map(roleFromReference);
      const wrong = roles.map((r) => tenureProblem(t, r, now)).filter((w): w is string => w !== null);
      if (roles.length - wrong.length < 3) flag(question, wrong.join('; ') || 'fewer than three short roles');
    }
  }
  return out;
}

export function redFlagChecks(outputs: { result: Result; interview: InterviewPrepContent }, t: CvTruth, now: Date): Finding[] {
  return [...redFlagFindings(outputs.result, t, now), ...questionFindings(outputs.interview, t, now)];
}
