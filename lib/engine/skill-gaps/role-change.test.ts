/**
 * The role-change scenarios against the knowledge base the product ships (not the test
 * fixture), so that the real role profiles produce sensible gap lists.
 */
import { describe, expect, it } from 'vitest';
import { knowledge } from '../cv/knowledge';
import { SkillGapContent } from '../../schemas/skill-gap';
import { backendCv, backendResult, NOW, nurseCv, nurseResult } from '../interview/fixtures/cvs';
import { generateSkillGap } from './generate';

const backendTo = (targetRole: string) =>
  generateSkillGap({ parsed: backendCv, result: backendResult, targetRole, targetIndustry: 'Fintech', now: NOW }, knowledge);
const nurseTo = (targetRole: string) =>
  generateSkillGap({ parsed: nurseCv, result: nurseResult, targetRole, targetIndustry: 'Healthcare', now: NOW }, knowledge);

describe('skill gaps with the shipped knowledge base', () => {
  it('gives a backend engineer aiming at engineering manager people-management gaps, not engineering ones', () => {
    const report = backendTo('Engineering Manager');
    expect(() => SkillGapContent.parse(report)).not.toThrow();
    const leadership = report.skill_gaps.filter((g) => g.category === 'leadership');
    expect(leadership.map((g) => g.skill_name.toLowerCase())).toEqual(expect.arrayContaining(['people management', 'hiring']));
    for (const gap of leadership.filter((g) => /people management|hiring/i.test(g.skill_name))) {
      expect(['critical', 'high']).toContain(gap.priority);
      expect(gap.required_level).toBe('advanced');
    }
    expect(report.skill_gaps.some((g) => /^(postgresql|docker|node\.js)$/i.test(g.skill_name))).toBe(false);
    expect(report.existing_strengths.map((s) => s.skill_name)).toEqual(expect.arrayContaining(['PostgreSQL', 'Docker']));
    expect(report.learning_path[0]).toBeDefined();
    expect(['critical', 'high']).toContain(report.skill_gaps.find((g) => g.skill_name === report.learning_path[0].skill_name)!.priority);
  });

  it('gives a nurse aiming at nurse practitioner the advanced-practice credentials and prescribing', () => {
    const report = nurseTo('Nurse Practitioner');
    expect(() => SkillGapContent.parse(report)).not.toThrow();
    const credentials = report.skill_gaps.filter((g) => g.category === 'certification' && g.priority === 'critical').map((g) => g.skill_name);
    expect(credentials.some((c) => /APRN|MSN|DNP|FNP/.test(c))).toBe(true);
    // the RN licence the nurse already holds is not a gap
    expect(report.skill_gaps.some((g) => /^RN license/i.test(g.skill_name))).toBe(false);
    expect(report.skill_gaps.some((g) => /prescri/i.test(g.skill_name) && g.priority === 'critical')).toBe(true);
    expect(report.existing_strengths.some((s) => /patient assessment/i.test(s.skill_name))).toBe(true);
    expect(nurseTo('Registered Nurse').overall_readiness).toBeGreaterThan(report.overall_readiness);
  });

  it("treats the profile's alternative languages as one requirement and a SQL database as SQL", () => {
    const gaps = new Map(backendTo('Backend Engineer').skill_gaps.map((g) => [g.skill_name, g]));
    expect(gaps.has('SQL')).toBe(false); // PostgreSQL use shows it
    for (const language of ['Java', 'Python']) {
      if (gaps.has(language)) expect(gaps.get(language)!.priority).toBe('medium');
    }
  });
});
