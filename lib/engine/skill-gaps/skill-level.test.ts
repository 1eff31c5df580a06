import { describe, expect, it } from 'vitest';
import type { SkillInfo } from '../cv/knowledge/types';
import type { SkillEvidence, SkillMention } from './skill-evidence';
import { describeEvidence, inferLevel } from './skill-level';

const skill: SkillInfo = { name: 'Go', aliases: ['go'], kind: 'hard', category: 'programming_language', hot: true, inDemand: true, occupationCount: 3 };
const bullet = (experienceIndex: number): SkillMention => ({ text: 'Built X in Go', source: 'bullet', experienceIndex });

function evidence(parts: Partial<SkillEvidence>): SkillEvidence {
  return { skill, listed: false, mentions: [], roleIndexes: [], months: 0, quantified: false, leadership: false, count: 1, sections: [], ...parts };
}

describe('inferLevel', () => {
  it('reads no evidence as none and a listed-only skill as beginner', () => {
    expect(inferLevel(undefined)).toBe('none');
    expect(inferLevel(evidence({ listed: true }))).toBe('beginner');
    expect(inferLevel(evidence({ mentions: [{ text: 'Go', source: 'summary', experienceIndex: null }] }))).toBe('beginner');
  });

  it('reads one role under two years, a project or a certification as intermediate', () => {
    expect(inferLevel(evidence({ mentions: [bullet(0)], roleIndexes: [0], months: 18 }))).toBe('intermediate');
    expect(inferLevel(evidence({ mentions: [{ text: 'Go tool', source: 'project', experienceIndex: null }] }))).toBe('intermediate');
    expect(inferLevel(evidence({ listed: true, mentions: [{ text: 'Go cert', source: 'certification', experienceIndex: null }] }))).toBe('intermediate');
  });

  it('reads two to five years or several roles as advanced', () => {
    expect(inferLevel(evidence({ mentions: [bullet(0)], roleIndexes: [0], months: 30 }))).toBe('advanced');
    expect(inferLevel(evidence({ mentions: [bullet(0), bullet(1)], roleIndexes: [0, 1], months: 12 }))).toBe('advanced');
    expect(inferLevel(evidence({ mentions: [bullet(0)], roleIndexes: [0], months: 80 }))).toBe('advanced');
  });

  it('needs five years plus leadership or measured results for expert', () => {
    expect(inferLevel(evidence({ mentions: [bullet(0)], roleIndexes: [0], months: 60, quantified: true }))).toBe('expert');
    expect(inferLevel(evidence({ mentions: [bullet(0)], roleIndexes: [0], months: 60, leadership: true }))).toBe('expert');
  });
});

describe('describeEvidence', () => {
  it('names the roles and the span', () => {
    const text = describeEvidence(evidence({ listed: true, mentions: [bullet(0)], roleIndexes: [0], months: 30, quantified: true }), () => 'Engineer at Acme');
    expect(text).toBe('used at Engineer at Acme (about 2.5 years), also listed in the skills section, with measured results');
    expect(describeEvidence(evidence({ listed: true }), () => '')).toMatch(/listed in the skills section but not shown in use/);
    expect(describeEvidence(undefined, () => '')).toBe('not found anywhere in the CV');
    // a CV in another language may show it in words the engine does not read: say less
    expect(describeEvidence(undefined, () => '', false, 'es')).toBe("not recognised in the CV's Spanish wording");
    expect(describeEvidence(undefined, () => '', false, 'de')).not.toMatch(/not found anywhere/);
    expect(describeEvidence(undefined, () => '', false, 'en')).toBe('not found anywhere in the CV');
  });
});
