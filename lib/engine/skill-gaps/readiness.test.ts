import { describe, expect, it } from 'vitest';
import type { SkillLevel } from '../../schemas/skill-gap';
import type { Assessment } from './assess-skills';
import { overallReadiness, readinessTimeline, timeToReady, UNMEASURED } from './readiness';
import type { RequirementKind } from './role-requirements';

function assessment(name: string, kind: RequirementKind, current: SkillLevel, essential = kind === 'required'): Assessment {
  return {
    requirement: { name, kind, category: 'technical', info: null, requiredLevel: 'advanced', essential, niceToHave: false },
    current,
    met: current === 'advanced' || current === 'expert',
    reasoning: '',
  };
}

describe('overallReadiness', () => {
  it('weighs essential requirements 70%, preferred 20%, the rest 10%', () => {
    const all = [assessment('A', 'required', 'advanced'), assessment('B', 'preferred', 'none'), assessment('C', 'soft', 'none')];
    expect(overallReadiness(all)).toBe(70);
    expect(overallReadiness([assessment('A', 'required', 'none'), assessment('B', 'preferred', 'advanced'), assessment('C', 'soft', 'advanced')])).toBe(30);
  });

  it('gives partial credit for a lower level and spreads an empty group over the others', () => {
    expect(overallReadiness([assessment('A', 'required', 'intermediate')])).toBe(67);
    expect(overallReadiness([assessment('A', 'required', 'advanced'), assessment('B', 'preferred', 'none')])).toBe(78);
    expect(overallReadiness([])).toBe(0);
  });

  it('puts nice-to-haves with the 10% group', () => {
    const generic = { ...assessment('B', 'preferred', 'none'), requirement: { ...assessment('B', 'preferred', 'none').requirement, niceToHave: true } };
    expect(overallReadiness([assessment('A', 'required', 'advanced'), generic])).toBe(88);
  });

  it('counts closed skills as learned for projections', () => {
    expect(overallReadiness([assessment('A', 'required', 'none')], new Set(['A']))).toBe(100);
  });
});

describe('timeToReady', () => {
  it('speaks in weeks, months or years with the hours behind it', () => {
    expect(timeToReady(0)).toMatch(/^ready now/);
    expect(timeToReady(40)).toBe('about 5 weeks (≈ 40 hours at 8 h/week)');
    expect(timeToReady(150)).toBe('about 4 months (≈ 150 hours at 8 h/week)');
    expect(timeToReady(1000)).toBe('about 2.5 years (≈ 1000 hours at 8 h/week)');
  });
});

describe('readinessTimeline', () => {
  it('reports what the path has covered at 3, 6 and 12 months', () => {
    const assessments = [assessment('A', 'required', 'none'), assessment('B', 'required', 'none')];
    const step = (skill_name: string, estimated_weeks: number, order: number) => ({ order, skill_name, milestone: '', resources: [], estimated_weeks });
    const timeline = readinessTimeline([step('A', 10, 1), step('B', 20, 2)], assessments, 'Role');
    expect(timeline.three_months).toBe('Covered: A; in progress: B (1 of 2 steps still to go). Projected readiness 50% (today 0%).');
    expect(timeline.one_year).toBe('Covered: A, B (the whole path). Projected readiness 100% (today 0%). Ready to apply for Role roles.');
    expect(readinessTimeline([], [assessment('A', 'required', 'advanced')], 'Role').six_months).toMatch(/^Ready for Role roles now/);
  });
});

describe('a CV measured against no role', () => {
  it('gets no verdict: neither "ready now" nor a readiness to grow from', () => {
    const timeline = readinessTimeline([], [], 'target');
    expect(Object.values(timeline)).toEqual([UNMEASURED, UNMEASURED, UNMEASURED]);
    expect(UNMEASURED).not.toMatch(/ready now|\d+%/i);
  });
});
