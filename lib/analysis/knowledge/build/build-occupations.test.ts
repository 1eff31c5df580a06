import { describe, expect, it } from 'vitest';
import type { RoleProfile } from '../types';
import { buildOccupationProfiles, familyOfSoc, occupationNames } from './build-occupations';
import type { SkillRecord } from './build-skills';

const skill = (name: string, extra: Partial<SkillRecord> = {}): SkillRecord => ({ name, aliases: [], kind: 'hard', category: 'tool', hot: false, inDemand: false, occupationCount: 1, ...extra });

describe('occupationNames', () => {
  it.each([
    ['Dentists, General', 'Dentist', ['dentist']],
    ['Airline Pilots, Copilots, and Flight Engineers', 'Airline Pilot', ['airline pilot', 'copilot', 'flight engineer']],
    ['Chefs and Head Cooks', 'Chef and Head Cook', ['chef and head cook', 'chef', 'head cook']],
    ['Nurse Midwives', 'Nurse Midwife', ['nurse midwife']],
    ['Prepress Technicians and Workers', 'Prepress Technician and Worker', ['prepress technician and worker', 'prepress technician', 'prepress worker']],
    ['Architectural and Engineering Managers', 'Architectural and Engineering Manager', ['architectural and engineering manager']],
    ['Hotel, Motel, and Resort Desk Clerks', 'Hotel, Motel, and Resort Desk Clerk', ['hotel, motel, and resort desk clerk']],
    ['Securities, Commodities, and Financial Services Sales Agents', 'Securities, Commodities, and Financial Services Sales Agent', ['securities, commodities, and financial services sales agent']],
    ['Architects, Except Landscape and Naval', 'Architect', ['architect']],
    ['First-Line Supervisors of Retail Sales Workers', 'First-Line Supervisor of Retail Sales Workers', ['first-line supervisor of retail sales workers']],
    ['Producers and Directors', 'Producer and Director', ['producer and director', 'producer']],
  ])('%s → %s', (title, display, names) => {
    const got = occupationNames(title);
    expect(got.display).toBe(display);
    expect(got.names).toEqual(names);
  });
});

describe('buildOccupationProfiles', () => {
  const curated = { id: 'dev', title: 'Developer', synonyms: [], family: 'engineering', onetCodes: ['15-1252.00'], requiredHardSkills: [], preferredHardSkills: [], softSkills: ['Teamwork'], industryTerms: [], certifications: [], nextRoles: [] } satisfies RoleProfile;
  const care = { ...curated, id: 'nurse', family: 'healthcare' as const, onetCodes: ['29-1141.00'], softSkills: ['Empathy', 'Teamwork'] };
  const occupations = [
    { soc: '15-1252.00', title: 'Software Developers' },
    { soc: '29-1021.00', title: 'Dentists, General' },
    { soc: '29-1029.00', title: 'Dentists, All Other Specialists' },
  ];
  const skills = [skill('Dentrix', { inDemand: true }), skill('Excel', { hot: true, occupationCount: 900 }), skill('Python', { hot: true, category: 'programming_language' }), skill('Obscure Tool'), skill('Empathy', { kind: 'soft', category: 'soft_skill' })];
  const bySoc = new Map([['29-1021.00', ['Dentrix', 'Excel', 'Obscure Tool', 'Python']]]);
  const inDemandBySoc = new Map([['29-1021.00', ['Dentrix']]]);
  const build = (titles: Record<string, string[]> = {}) => buildOccupationProfiles({ occupations, skills, bySoc, inDemandBySoc, roles: [curated, care], titles });

  it('profiles only occupations without a curated profile or an "All Other" title', () => {
    expect(build().map((p) => p.id)).toEqual(['onet-29-1021-00']);
  });

  it('asks for what job ads ask for: in demand first, then hot; no obscure products, no programming for a dentist', () => {
    const [dentist] = build({ '29-1021.00': ['dental surgeon'] });
    expect(dentist).toMatchObject({ title: 'Dentist', family: 'healthcare', onetCodes: ['29-1021.00'], requiredHardSkills: ['Dentrix', 'Excel'], softSkills: ['Empathy', 'Teamwork'] });
    expect(dentist.synonyms).toEqual(['dental surgeon']);
  });

  it('refuses everyday titles for unknown or curated codes and titles not in lower case', () => {
    expect(() => build({ '99-9999.00': ['x'] })).toThrow(/unknown O\*NET code 99-9999.00/);
    expect(() => build({ '15-1252.00': ['coder'] })).toThrow(/has a curated profile/);
    expect(() => build({ '29-1021.00': ['Dental Surgeon'] })).toThrow(/must be lower case/);
  });

  it('maps SOC groups to families, the most specific prefix first', () => {
    expect(familyOfSoc('13-1071.00')).toBe('hr');
    expect(familyOfSoc('13-1199.00')).toBe('operations');
    expect(familyOfSoc('15-2031.00')).toBe('data');
    expect(familyOfSoc('43-4051.00')).toBe('customer_service');
    expect(familyOfSoc('53-2011.00')).toBe('operations');
  });
});
