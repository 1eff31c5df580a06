import { describe, expect, it } from 'vitest';
import { buildOccupationCatalogue, familyOfSoc, medianCategory, occupationNames } from './build-occupations';
import type { SkillRecord } from '../data-files';

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

describe('familyOfSoc', () => {
  it('maps SOC groups to families, the most specific prefix first', () => {
    expect(familyOfSoc('13-1071.00')).toBe('hr');
    expect(familyOfSoc('13-1199.00')).toBe('operations');
    expect(familyOfSoc('15-2031.00')).toBe('data');
    expect(familyOfSoc('43-4051.00')).toBe('customer_service');
    expect(familyOfSoc('53-2011.00')).toBe('operations');
  });
});

describe('medianCategory', () => {
  it('is the category where half of the respondents are reached', () => {
    expect(medianCategory([10, 20, 30, 40])).toBe(3);
    expect(medianCategory([60, 40])).toBe(1);
    expect(medianCategory([0, 0])).toBeNull();
    expect(medianCategory(undefined)).toBeNull();
  });
});

describe('buildOccupationCatalogue', () => {
  const onet = {
    occupations: [
      { soc: '29-1021.00', title: 'Dentists, General' },
      { soc: '15-1252.00', title: 'Software Developers' },
    ],
    technologies: [],
    titles: [],
    skills: [
      { soc: '29-1021.00', element: 'Social Perceptiveness', importance: 4.1, level: 4 },
      { soc: '29-1021.00', element: 'Programming', importance: 1.2, level: 0 },
    ],
    knowledge: [{ soc: '29-1021.00', element: 'Medicine and Dentistry', importance: 4.8, level: 6 }],
    jobZones: new Map([['29-1021.00', 5]]),
    education: new Map([['29-1021.00', [0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 10, 0]]]),
    experience: new Map(),
  };
  const esco = {
    occupations: [{ uri: 'u:dentist', isco: '2261', label: 'dentist', labels: { en: ['dentist'], fr: ['dentiste'], es: ['dentista'] } }],
    skills: new Map([
      ['s:dentrix', { uri: 's:dentrix', label: 'Dentrix', type: 'knowledge' as const, reuse: '', altLabels: [], fr: [], es: [] }],
      ['s:oral', { uri: 's:oral', label: 'oral anatomy', type: 'knowledge' as const, reuse: '', altLabels: [], fr: [], es: [] }],
      ['s:other', { uri: 's:other', label: 'obscure thing', type: 'skill' as const, reuse: '', altLabels: [], fr: [], es: [] }],
    ]),
    relations: new Map([['u:dentist', { essential: ['s:oral', 's:dentrix'], optional: ['s:other', 's:dentrix'] }]]),
  };
  const skills = [skill('Dentrix', { inDemand: true }), skill('Excel', { hot: true, occupationCount: 900 }), skill('Obscure Tool')];
  const catalogue = buildOccupationCatalogue({
    onet,
    esco,
    skills,
    bySoc: new Map([['29-1021.00', ['Dentrix', 'Excel', 'Obscure Tool']]]),
    inDemandBySoc: new Map([['29-1021.00', ['Dentrix']]]),
    escoSoc: new Map([['u:dentist', '29-1021.00']]),
    escoSkillNames: new Map([['s:dentrix', 'Dentrix']]),
    escoAffinity: () => 0,
  });

  it('keeps each occupation\'s technologies with their flags, in demand first then hot then specific', () => {
    const dentist = catalogue.occupations[0];
    expect(dentist).toMatchObject({ soc: '29-1021.00', title: 'Dentist', family: 'healthcare', zone: 5, education: 10, experience: null });
    expect(dentist.tech).toEqual([['Dentrix', 2], ['Excel', 1], ['Obscure Tool', 0]]);
  });

  it('keeps the important O*NET skills and knowledge only', () => {
    expect(catalogue.occupations[0].skills).toEqual([['Social Perceptiveness', 41]]);
    expect(catalogue.occupations[0].knowledge).toEqual([['Medicine and Dentistry', 48]]);
  });

  it('links ESCO occupations with their essential skills and the optional ones the lexicon knows', () => {
    expect(catalogue.occupations[0].esco).toEqual([0]);
    const [dentist] = catalogue.esco;
    expect(dentist).toMatchObject({ uri: 'u:dentist', soc: '29-1021.00' });
    expect(dentist.essential.map((i) => catalogue.escoSkills[i])).toEqual([
      ['oral anatomy', '', 'k'],
      ['Dentrix', 'Dentrix', 'k'],
    ]);
    expect(dentist.optional.map((i) => catalogue.escoSkills[i][0])).toEqual(['Dentrix']);
  });
});
