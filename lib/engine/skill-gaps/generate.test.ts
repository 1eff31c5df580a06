import { describe, expect, it } from 'vitest';
import { SkillGapContent } from '../../schemas/skill-gap';
import { backendCv, backendResult, NOW, nurseCv, nurseResult, resultFixture } from '../interview/fixtures/cvs';
import { testKnowledge } from '../interview/fixtures/test-knowledge';
import { generateSkillGap } from './generate';
import { learningHours, weeksFor } from './learning-hours';

const forBackend = (targetRole: string) =>
  generateSkillGap({ parsed: backendCv, result: backendResult, targetRole, targetIndustry: 'Fintech', now: NOW }, testKnowledge);
const forNurse = (targetRole: string) =>
  generateSkillGap({ parsed: nurseCv, result: nurseResult, targetRole, targetIndustry: 'Healthcare', now: NOW }, testKnowledge);

describe('generateSkillGap', () => {
  it('produces bodies that validate against the wire schema', () => {
    for (const body of [forBackend('Engineering Manager'), forBackend('Backend Engineer'), forNurse('Nurse Practitioner')]) {
      expect(() => SkillGapContent.parse(body)).not.toThrow();
    }
  });

  it('gives a backend engineer aiming at engineering manager people-management gaps', () => {
    const report = forBackend('Engineering Manager');
    const gaps = new Map(report.skill_gaps.map((g) => [g.skill_name, g]));
    expect(gaps.get('People Management')).toMatchObject({ category: 'leadership', current_level: 'beginner', required_level: 'advanced', priority: 'high' });
    expect(gaps.get('People Management')!.reasoning).toContain("'Mentored 3 junior engineers and led code reviews for a team of 6'");
    expect(gaps.get('Project Management')).toMatchObject({ priority: 'critical', current_level: 'none' });
    expect(gaps.has('Kubernetes')).toBe(false);
    // the engineering skills are strengths to build on, not gaps
    expect(report.existing_strengths.map((s) => s.skill_name)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Mentoring']));
    expect(report.learning_path[0].skill_name).not.toBe('PMP');
    expect(report.learning_path.find((s) => s.skill_name === 'People Management')!.milestone).toMatch(/1:1s/);
  });

  it('gives a nurse aiming at nurse practitioner the advanced-practice credentials as critical gaps', () => {
    const report = forNurse('Nurse Practitioner');
    const critical = report.skill_gaps.filter((g) => g.priority === 'critical').map((g) => g.skill_name);
    expect(critical).toEqual(expect.arrayContaining(['NP license', 'Master of Science in Nursing', 'Prescribing', 'Diagnosis']));
    const license = report.skill_gaps.find((g) => g.skill_name === 'NP license')!;
    expect(license.category).toBe('certification');
    expect(license.reasoning).toContain('Registered Nurse (RN) License');
    // what the nurse already has is not a gap
    expect(report.skill_gaps.some((g) => g.skill_name === 'Patient Assessment')).toBe(false);
    expect(report.existing_strengths.find((s) => s.skill_name === 'Patient Assessment')?.level).toBe('expert');
    expect(report.learning_path.find((s) => s.skill_name === 'Master of Science in Nursing')!.milestone).toMatch(/education/);
  });

  it('changes the gap list with the target role', () => {
    const asEngineer = forBackend('Backend Engineer').skill_gaps.map((g) => g.skill_name);
    const asManager = forBackend('Engineering Manager').skill_gaps.map((g) => g.skill_name);
    expect(asEngineer).toContain('Kubernetes');
    expect(asEngineer).not.toContain('People Management');
    expect(asManager).not.toEqual(asEngineer);
    expect(forBackend('Backend Engineer').overall_readiness).toBeGreaterThan(forBackend('Engineering Manager').overall_readiness);
    expect(forNurse('Registered Nurse').overall_readiness).toBeGreaterThan(forNurse('Nurse Practitioner').overall_readiness);
  });

  it('marks a required skill with no evidence critical and a listed-only preferred skill medium', () => {
    const gaps = new Map(forBackend('Backend Engineer').skill_gaps.map((g) => [g.skill_name, g]));
    expect(gaps.get('Kubernetes')).toMatchObject({ priority: 'critical', current_level: 'none', required_level: 'intermediate', category: 'technical' });
    expect(gaps.get('Kubernetes')!.estimated_learning_hours).toBe(learningHours('technical', 'none', 'intermediate'));
    expect(gaps.has('Redis')).toBe(false); // preferred at beginner, and listed: met
    expect(gaps.get('Terraform')).toMatchObject({ priority: 'medium', required_level: 'beginner' });
    expect(gaps.get('AWS Certified Solutions Architect')).toMatchObject({ priority: 'low', category: 'certification' });
  });

  it('orders the learning path by priority, numbers it and sizes it in 8-hour weeks', () => {
    const report = forBackend('Engineering Manager');
    expect(report.learning_path.map((s) => s.order)).toEqual(report.learning_path.map((_, i) => i + 1));
    const rank = { critical: 0, high: 1, medium: 2, low: 3 };
    const priorities = report.learning_path.map((s) => rank[report.skill_gaps.find((g) => g.skill_name === s.skill_name)!.priority]);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const step of report.learning_path) {
      const gap = report.skill_gaps.find((g) => g.skill_name === step.skill_name)!;
      expect(step.estimated_weeks).toBe(weeksFor(gap.estimated_learning_hours));
    }
    const people = report.learning_path.find((s) => s.skill_name === 'People Management')!;
    // beginner level 40 + course 25 + low cost 11 + topic 20 (the URL names the skill)
    expect(people.resources[0]).toMatchObject({ provider: 'coursera', relevance_score: 96 });
  });

  it('states the time to ready and a timeline from the path', () => {
    const report = forBackend('Backend Engineer');
    expect(report.estimated_time_to_ready).toMatch(/^about \d+ (weeks|months) \(≈ \d+ hours at 8 h\/week\)$/);
    expect(report.career_readiness_timeline.three_months).toContain('Kubernetes');
    expect(report.career_readiness_timeline.one_year).toMatch(/Projected readiness \d+%/);
  });

  it('falls back to the closest job match when no profile matches the target role, and says so', () => {
    const result = resultFixture({ job_matches: [{ title: 'Engineering Manager', fit_score: 40, matched_skills: [], missing_skills: [] }, { title: 'Backend Engineer', fit_score: 70, matched_skills: [], missing_skills: [] }] });
    const report = generateSkillGap({ parsed: backendCv, result, targetRole: 'Platform Wizard', targetIndustry: '', now: NOW }, testKnowledge);
    expect(report.skill_gaps.map((g) => g.skill_name)).toContain('Kubernetes');
    expect(report.skill_gaps[0].reasoning).toContain('no role profile matches "Platform Wizard"');
    expect(report.skill_gaps[0].reasoning).toContain('Backend Engineer (fit 70)');
  });

  it('with no target role, names the job match that stands in for it and never an empty role', () => {
    const result = resultFixture({ job_matches: [{ title: 'Backend Engineer', fit_score: 70, matched_skills: [], missing_skills: [] }] });
    const report = generateSkillGap({ parsed: backendCv, result, targetRole: '', targetIndustry: '', now: NOW }, testKnowledge);
    expect(report.skill_gaps[0].reasoning).toContain('no target role was given, so the closest job match, Backend Engineer (fit 70)');
    const { target_role: _role, target_industry: _industry, ...prose } = report;
    const text = JSON.stringify(prose);
    expect(text).not.toMatch(/for  |the  role|for \. |""/);
    // the CV does name a job title: the note says only that no target was given
    expect(text).not.toContain('names no job title');
    expect(text).toContain('Backend Engineer');
  });

  it('uses the analysis keywords when neither the role nor a job match has a profile', () => {
    const result = resultFixture({
      job_matches: [{ title: 'Widget Tamer', fit_score: 50, matched_skills: ['Go'], missing_skills: ['Kafka'] }],
      keywords: { present: [], missing: ['Terraform'], recommended: [], hard_skills: [], soft_skills: [], industry_terms: [] },
    });
    const report = generateSkillGap({ parsed: backendCv, result, targetRole: 'Widget Tamer', targetIndustry: '', now: NOW }, testKnowledge);
    expect(report.skill_gaps.map((g) => [g.skill_name, g.priority])).toEqual([
      ['Kafka', 'critical'],
      ['Terraform', 'medium'],
    ]);
    expect(report.existing_strengths[0].skill_name).toBe('Go');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(forNurse('Nurse Practitioner'))).toBe(JSON.stringify(forNurse('Nurse Practitioner')));
  });
});
