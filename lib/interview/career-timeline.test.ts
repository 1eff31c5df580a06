import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../analysis/types';
import { coveredMonths, datedRoles, employmentGaps, latestRole, monthsSinceLastRole, shortTenures, totalExperienceYears } from './career-timeline';
import { backendCv, NOW, nurseCv } from './fixtures/cvs';

describe('career timeline', () => {
  it('orders dated roles oldest first with their length in months', () => {
    const roles = datedRoles(backendCv, NOW);
    expect(roles.map((r) => r.entry.employer)).toEqual(['Initech', 'Acme Corp', 'Globex']);
    expect(roles.map((r) => r.months)).toEqual([8, 46, 56]); // Globex Apr 2022 – Nov 2026 (now)
  });

  it('counts whole months without a role between jobs', () => {
    const gaps = employmentGaps(backendCv, NOW);
    expect(gaps.map((g) => [g.before.entry.employer, g.after.entry.employer, g.months])).toEqual([
      ['Initech', 'Acme Corp', 9],
      ['Acme Corp', 'Globex', 24],
    ]);
  });

  it('ignores breaks of six months or less and overlapping roles', () => {
    const shifted: ParsedCv = {
      ...backendCv,
      experience: [
        { ...backendCv.experience[0], start: { year: 2020, month: 10 } }, // 6 months after Acme
        backendCv.experience[1],
      ],
    };
    expect(employmentGaps(shifted, NOW)).toEqual([]);
    expect(employmentGaps(nurseCv, NOW)).toEqual([]);
  });

  it('finds finished roles shorter than a year', () => {
    expect(shortTenures(backendCv, NOW).map((r) => r.entry.employer)).toEqual(['Initech']);
  });

  it('counts overlapping months once', () => {
    const [a, b] = datedRoles(nurseCv, NOW);
    expect(coveredMonths([a, b, b])).toBe(a.months + b.months);
    expect(totalExperienceYears(backendCv, NOW)).toBe(9);
  });

  it('picks the current role as the latest and reports time since the last role otherwise', () => {
    expect(latestRole(backendCv, NOW)?.entry.employer).toBe('Globex');
    expect(monthsSinceLastRole(backendCv, NOW)).toBeNull();
    const ended: ParsedCv = { ...backendCv, experience: [backendCv.experience[1]] };
    expect(monthsSinceLastRole(ended, NOW)?.months).toBe(80); // Mar 2020 → Nov 2026
  });
});
