import { describe, expect, it } from 'vitest';
import type { ExperienceEntry } from '../../lib/engine/cv/types';
import { jobEntries } from './jobs';

const entry = (title: string | null, employer: string | null): ExperienceEntry =>
  ({ title, employer, location: null, start: { year: 2017, month: null }, end: { year: 2019, month: null }, current: false, rawDates: '2017 – 2019', bullets: [], description: [] }) as unknown as ExperienceEntry;

describe('the entries the jobs check scores', () => {
  it('leaves a declared career break out, and keeps every other entry', () => {
    const read = jobEntries([entry('Bookkeeper', 'Northgate Accounting'), entry(null, 'Parental leave'), entry(null, 'Sabbatical (travel)'), entry('Engineer', 'Break Free Ltd')]);
    expect(read.map((e) => e.employer)).toEqual(['Northgate Accounting', 'Break Free Ltd']);
  });
});
