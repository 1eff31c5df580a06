/**
 * Disagreements between outputs of one CV: the report, the interview prep, the skill gap and
 * the improved CV must tell the same years of experience, the same gaps, the same present
 * skills and the same contact details. Read from what each output says, not from internals.
 */
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import type { Result } from '../../schemas/analysis';
import type { SkillGapContent } from '../../schemas/skill-gap';
import type { JsonResume } from '../render/json-resume-schema';
import { yearsStated } from '../cv/facts';
import { finding, type Finding } from './finding';

export interface AgreementOutputs {
  result: Result;
  interview: InterviewPrepContent;
  skillGap: SkillGapContent;
  improved: JsonResume;
}

function yearsFindings(o: AgreementOutputs): Finding[] {
  const stated: Array<[string, number]> = [];
  const add = (where: string, text: string | undefined) => text && yearsStated(text).forEach((n) => stated.push([where, n]));
  o.result.generated_summaries.forEach((s) => add('report.generated_summaries', s.text));
  o.result.key_strengths.forEach((s) => add('report.key_strengths', s));
  o.result.salary_intelligence.salary_drivers.forEach((d) => add('report.salary_drivers', d.explanation));
  add('interview.candidate_summary', o.interview.candidate_summary);
  add('improved.basics.summary', o.improved.basics.summary);
  const values = [...new Set(stated.map(([, n]) => n))];
  if (values.length <= 1) return [];
  return [finding('output_disagreements', 'years', `years of experience differ: ${stated.map(([w, n]) => `${w} ${n}`).join(', ')}`)];
}

function gapMonths(o: AgreementOutputs): { report: number[]; interview: number[] } {
  const report = o.result.red_flags
    .filter((f) => f.type === 'employment_gap')
    .map((f) => Number(f.description.match(/^(\d+)-month gap|^Gap of at least (\d+) months|^No role since .*: (\d+) months without a role/)?.slice(1).find(Boolean) ?? NaN))
    .filter(Number.isFinite);
  const interview = o.interview.key_areas_to_probe
    .filter((a) => a.area.startsWith('Employment gap'))
    .map((a) => Number(a.reason.match(/^(\d+) months/)?.[1] ?? NaN))
    .filter(Number.isFinite);
  for (const q of o.interview.questions) {
    const m = q.question.match(/ there are (\d+) months with no role/);
    if (m && !interview.includes(Number(m[1]))) interview.push(Number(m[1]));
  }
  return { report: report.sort((a, b) => a - b), interview: interview.sort((a, b) => a - b) };
}

function gapFindings(o: AgreementOutputs): Finding[] {
  const { report, interview } = gapMonths(o);
  if (report.join() === interview.join()) return [];
  return [finding('output_disagreements', 'gaps', `report gaps [${report.join(', ')}] months, interview gaps [${interview.join(', ')}] months`)];
}

const lower = (s: string) => s.toLowerCase();

function skillFindings(o: AgreementOutputs): Finding[] {
  const k = o.result.keywords;
  const present = new Set([...k.present, ...k.hard_skills, ...k.soft_skills].map(lower));
  const absent: Array<[string, string]> = [];
  for (const g of o.skillGap.skill_gaps) if (/not found anywhere in the CV/.test(g.reasoning)) absent.push(['skill_gap', g.skill_name]);
  for (const q of o.interview.questions) {
    for (const a of q.red_flag_answers) {
      const m = a.match(/^Claims to know (.+) well although it is absent from the CV$/);
      if (m) absent.push(['interview', m[1]]);
    }
  }
  return absent
    .filter(([, name]) => present.has(lower(name)))
    .map(([where, name]) => finding('output_disagreements', `skills.${where}`, `${name}: the report lists it as present, the ${where.replace('_', ' ')} calls it absent`));
}

function contactFindings(o: AgreementOutputs): Finding[] {
  const out: Finding[] = [];
  const claimsAbsent = (area: string) => o.result.contact_improvements.some((c) => c.area === area && !c.current_value);
  const improved = o.improved.basics;
  const improvedHas: Record<string, boolean> = {
    email: Boolean(improved.email),
    phone: Boolean(improved.phone),
    linkedin: improved.profiles.some((p) => /linkedin/i.test(p.network)),
    github: improved.profiles.some((p) => /github/i.test(p.network)),
  };
  for (const [area, has] of Object.entries(improvedHas)) {
    if (claimsAbsent(area) && has) out.push(finding('output_disagreements', `contact.${area}`, `the report says the CV has no ${area}, the improved CV prints one`));
  }
  return out;
}

export function agreementChecks(o: AgreementOutputs): Finding[] {
  return [...yearsFindings(o), ...gapFindings(o), ...skillFindings(o), ...contactFindings(o)];
}
