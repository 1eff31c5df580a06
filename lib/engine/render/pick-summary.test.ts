import { describe, expect, it } from 'vitest';
import { pickSummary } from './pick-summary';

const words = (n: number, lead: string) => `${lead} ${Array.from({ length: n - lead.split(' ').length }, () => 'word').join(' ')}`;

const summaries = [
  { text: words(45, 'Led teams of engineers across Go services'), style: 'leadership_focused' as const, word_count: 45 },
  { text: words(45, 'Shipped Go services that cut latency'), style: 'achievement_focused' as const, word_count: 45 },
  { text: words(45, 'Skilled in Go and SQL'), style: 'skills_focused' as const, word_count: 45 },
];

describe('pickSummary', () => {
  it.each([
    ['executive', 'Led teams'],
    ['mid', 'Shipped'],
    ['entry', 'Skilled'],
  ] as const)('prefers the style that suits a %s candidate', (level, start) => {
    expect(pickSummary(summaries, { targetRole: 'Engineer', experienceLevel: level, keywords: ['Go'] })).toMatch(new RegExp(`^${start}`));
  });

  it('prefers a summary naming the target role and the CV keywords over a terse one', () => {
    const picked = pickSummary(
      [
        { text: 'Engineer.', style: 'achievement_focused', word_count: 1 },
        { text: words(40, 'Backend engineer using Go, PostgreSQL and Kubernetes'), style: 'concise', word_count: 40 },
      ],
      { targetRole: 'Backend Engineer', experienceLevel: 'mid', keywords: ['Go', 'PostgreSQL', 'Kubernetes'] },
    );
    expect(picked).toMatch(/^Backend engineer/);
  });

  it('returns null when there is nothing to pick', () => {
    expect(pickSummary([], { targetRole: 'x', experienceLevel: 'mid', keywords: [] })).toBeNull();
    expect(pickSummary([{ text: ' ', style: 'concise', word_count: 0 }], { targetRole: 'x', experienceLevel: 'mid', keywords: [] })).toBeNull();
  });
});
