import { describe, expect, it } from 'vitest';
import { buildTestCv } from './testing/build-test-cv';
import { buildTimeline, monthLabel } from './timeline';

const NOW = new Date('2026-01-15T00:00:00Z');

describe('buildTimeline', () => {
  it('finds a gap over six months between consecutive jobs, with its months', () => {
    const { cv } = buildTestCv({
      jobs: [
        { title: 'Engineer', employer: 'B', start: '2020-03', end: 'present', bullets: [] },
        { title: 'Engineer', employer: 'A', start: '2015-01', end: '2018-02', bullets: [] },
      ],
    });
    const t = buildTimeline(cv, NOW);
    expect(t.gaps).toHaveLength(1);
    expect(t.gaps[0].months).toBe(24);
    expect(monthLabel(t.gaps[0].from)).toBe('Mar 2018');
    expect(monthLabel(t.gaps[0].to)).toBe('Feb 2020');
  });

  it('counts overlapping jobs once and ignores short breaks', () => {
    const { cv } = buildTestCv({
      jobs: [
        { title: 'A', employer: 'A', start: '2020-01', end: '2020-12', bullets: [] },
        { title: 'B', employer: 'B', start: '2020-06', end: '2021-05', bullets: [] },
        { title: 'C', employer: 'C', start: '2021-09', end: '2021-12', bullets: [] },
      ],
    });
    const t = buildTimeline(cv, NOW);
    expect(t.totalMonths).toBe(17 + 4);
    expect(t.gaps).toHaveLength(0);
  });

  it('reads year-only dates generously and flags reversed and undated roles', () => {
    const { cv } = buildTestCv({
      jobs: [
        { title: 'A', employer: 'A', start: '2019', end: '2020', bullets: [] },
        { title: 'B', employer: 'B', start: '2018-05', end: '2017-01', bullets: [] },
        { title: 'C', employer: 'C', bullets: [] },
      ],
    });
    const t = buildTimeline(cv, NOW);
    expect(t.entries[0].months).toBe(24);
    expect(t.reversed.map((j) => j.title)).toEqual(['B']);
    expect(t.undated.map((j) => j.title)).toEqual(['C']);
  });
});
