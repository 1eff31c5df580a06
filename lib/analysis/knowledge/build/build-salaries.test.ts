import { describe, expect, it } from 'vitest';
import type { RoleProfile } from '../types';
import { buildSalaries, roundSignificant } from './build-salaries';

const role = (id: string): RoleProfile => ({ id, title: id, synonyms: [], family: 'engineering', onetCodes: [], requiredHardSkills: [], preferredHardSkills: [], softSkills: [], industryTerms: [], certifications: [], nextRoles: [] });
const input = {
  roles: [role('a'), role('b'), role('c')],
  usBase: { a: [100000, '15-1252'], b: [200000, '11-3021'] } as Record<string, readonly [number, string]>,
  countries: { US: { currency: 'USD', factor: 1, source: 'BLS' }, GB: { currency: 'GBP', factor: 0.5, source: 'ONS' } },
  levels: { entry: 0.7, mid: 1, senior: 1.3, lead: 1.6, executive: 2.1 },
  spread: 0.15,
  year: 2024,
};

describe('buildSalaries', () => {
  const table = buildSalaries(input);

  it('multiplies base × country × level into a ±spread band', () => {
    expect(table.roles.a.US[1]).toEqual([85000, 115000]);
    expect(table.roles.a.GB[2]).toEqual([55300, 74800]);
    expect(table.soc.a).toBe('15-1252');
  });

  it('gives roles without a base no row and builds family bands from the median base', () => {
    expect(table.roles.c).toBeUndefined();
    expect(table.families.engineering.US[1]).toEqual([128000, 173000]);
  });

  it('uses the manager multipliers for SOC 11-xxxx bases and pay-scale bands where given', () => {
    const managerLevels = { entry: 0.7, mid: 0.85, senior: 1, lead: 1.2, executive: 1.6 };
    const bands = { entry: [1, 2], mid: [2, 3], senior: [3, 4], lead: [4, 5], executive: [5, 6] } as const;
    const t = buildSalaries({ ...input, managerLevels, payScales: { a: { GB: { bands, source: 'Scale X' } } } });
    expect(t.roles.b.US[3]).toEqual([204000, 276000]); // 200000 × 1.2 ± 15 %
    expect(t.roles.a.US[3]).toEqual([136000, 184000]); // 100000 × 1.6, not a manager code
    expect(t.roles.a.GB).toEqual([[1, 2], [2, 3], [3, 4], [4, 5], [5, 6]]);
    expect(t.scales).toEqual({ a: { GB: 'Scale X' } });
    expect(() => buildSalaries({ ...input, payScales: { zz: {} } })).toThrow(/unknown roles: zz/);
  });

  it('rejects bases for unknown roles', () => {
    expect(() => buildSalaries({ ...input, usBase: { ...input.usBase, zz: [1, 'x'] } })).toThrow(/unknown roles: zz/);
  });

  it('rounds to three significant figures', () => {
    expect(roundSignificant(123456)).toBe(123000);
    expect(roundSignificant(7054321)).toBe(7050000);
    expect(roundSignificant(98765)).toBe(98800);
  });
});
