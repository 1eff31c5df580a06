import { describe, expect, it } from 'vitest';
import { testKnowledge } from '../interview/fixtures/test-knowledge';
import type { GapPriority } from '../../schemas/skill-gap';
import { buildLearningPath, orderGaps, type PathGap } from './learning-path';

const gap = (name: string, priority: GapPriority, category: PathGap['category'] = 'technical'): PathGap => ({
  name,
  info: testKnowledge.lookupSkill(name),
  category,
  current: 'none',
  required: 'intermediate',
  priority,
});

describe('orderGaps', () => {
  it('orders by priority, then foundations of the stack first', () => {
    const ordered = orderGaps([gap('Terraform', 'critical'), gap('PostgreSQL', 'critical'), gap('Go', 'critical'), gap('Jira', 'high', 'tool')]);
    expect(ordered.map((g) => g.name)).toEqual(['Go', 'PostgreSQL', 'Terraform', 'Jira']);
  });

  it('moves a named prerequisite before its dependent even across priorities', () => {
    const ordered = orderGaps([gap('Kubernetes', 'critical'), gap('Docker', 'medium')]);
    expect(ordered.map((g) => g.name)).toEqual(['Docker', 'Kubernetes']);
  });

  it('puts credentials after the skills of the same priority', () => {
    const ordered = orderGaps([gap('NP license', 'critical', 'certification'), gap('Diagnosis', 'critical', 'domain')]);
    expect(ordered.map((g) => g.name)).toEqual(['Diagnosis', 'NP license']);
  });
});

describe('buildLearningPath', () => {
  it('numbers steps and pairs a framework milestone with a known database', () => {
    const path = buildLearningPath([gap('Express', 'high'), gap('Kubernetes', 'critical')], {
      knowledge: testKnowledge,
      targetRole: 'Backend Engineer',
      companion: (g) => (g.name === 'Express' ? 'PostgreSQL' : null),
    });
    expect(path.map((s) => [s.order, s.skill_name])).toEqual([
      [1, 'Kubernetes'],
      [2, 'Express'],
    ]);
    expect(path[1].milestone).toBe('Build and deploy a small backend engineer-style application with Express and PostgreSQL, with tests');
    expect(path[0].resources.map((r) => r.title)).toEqual(['Introduction to Kubernetes', 'Kubernetes Basics', 'Certified Kubernetes Administrator']);
    expect(path[0].estimated_weeks).toBe(8);
  });
});
