import { describe, expect, it } from 'vitest';
import type { LearningResource } from '../cv/knowledge/types';
import { neededResourceLevel, rankResources, relevanceScore } from './resource-relevance';

const base: LearningResource = { title: 'Learn Go', provider: 'Coursera', url: 'https://example.org/a', type: 'course', duration: '4 weeks', level: 'beginner', cost_range: 'free' };

describe('resource relevance', () => {
  it('needs beginner material until the basics are there', () => {
    expect(neededResourceLevel('none')).toBe('beginner');
    expect(neededResourceLevel('beginner')).toBe('beginner');
    expect(neededResourceLevel('intermediate')).toBe('intermediate');
    expect(neededResourceLevel('advanced')).toBe('advanced');
  });

  it('adds level fit, format, cost and topic', () => {
    expect(relevanceScore(base, 'none', 'technical', 'Go')).toBe(100);
    expect(relevanceScore({ ...base, level: 'intermediate' }, 'none', 'technical', 'Go')).toBe(80);
    expect(relevanceScore({ ...base, level: 'advanced', type: 'book', cost_range: 'high' }, 'none', 'technical', 'Go')).toBe(35);
    expect(relevanceScore({ ...base, type: 'certification' }, 'none', 'certification', 'Go')).toBe(100);
    expect(relevanceScore({ ...base, type: 'certification' }, 'none', 'technical', 'Go')).toBe(95);
  });

  it('marks down a category-wide fallback that does not name the skill', () => {
    const fallback = { ...base, title: 'AWS Skill Builder', url: 'https://skillbuilder.aws/' };
    expect(relevanceScore(fallback, 'none', 'technical', 'SharePoint')).toBe(80);
    expect(relevanceScore(fallback, 'none', 'technical', 'AWS')).toBe(100);
  });

  it('ranks the best first, keeps three, and lower-cases providers', () => {
    const ranked = rankResources(
      [
        { ...base, title: 'Go book', type: 'book', cost_range: 'high' },
        { ...base, title: 'Go course' },
        { ...base, title: 'Go docs', type: 'documentation' },
        { ...base, title: 'Go video', type: 'video' },
      ],
      'Go',
      'none',
      'technical',
    );
    expect(ranked.map((r) => r.title)).toEqual(['Go course', 'Go docs', 'Go video']);
    expect(ranked[0].provider).toBe('coursera');
  });
});
