import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract';
import { parseCv } from '../parse';
import { analyseParsed } from '.';

const IRISH_TEACHER = [
  'Ciara Walsh',
  '12 Main Street, Naas, Co. Kildare, W91 K2X3',
  'Mobile: +353 86 555 1234 | Email: ciara.walsh@gmail.com',
  'Teaching Council Registration No: 123456',
  '',
  'Profile',
  "Post-primary teacher of English and History with six years' experience.",
  '',
  'Teaching Experience',
  "Teacher of English and History, St. Mary's Secondary School, Naas (Aug 2019 – present)",
  '• Teach Junior and Leaving Certificate classes',
  '',
  'Substitute Teacher, Scoil Mhuire, Newbridge (Sept 2017 – June 2019)',
  '',
  'Education',
  'Professional Master of Education (PME), Maynooth University, 2015 – 2017',
].join('\n');

describe('salaryIntelligence', () => {
  it('prices an Irish teacher on the Irish scale and credits a registration shown outside a certifications section', async () => {
    const doc = await extractDocument(new TextEncoder().encode(IRISH_TEACHER), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: 'Teacher', now: new Date('2025-06-01') }).result.salary_intelligence;
    expect(salary.primary_region).toBe('IE');
    expect(salary.estimated_range).toMatchObject({ currency: 'EUR', min: 51000, max: 64000 });
    const cert = salary.salary_drivers.find((d) => d.factor === 'Certifications')!;
    expect(cert.explanation).toMatch(/shows Teaching Council registration/);
    expect(cert.explanation).not.toMatch(/No certifications/);
  });
});

const MADRID_NURSE = [
  'Lucía Fernández',
  'Madrid, Spain | +34 612 345 678 | lucia.fernandez@example.es',
  '',
  'Experience',
  'Enfermera, Hospital Universitario La Paz, Madrid (2017 – present)',
  '• Cared for 12 patients per shift on a cardiology ward, administering medication and monitoring vital signs',
  '• Trained 6 new nurses in infection control protocols',
  '',
  'Education',
  'Grado en Enfermería, Universidad Complutense de Madrid, 2013 – 2017',
].join('\n');

describe('salaryIntelligence for a nurse in Madrid', () => {
  it('prices her in euros on the Spanish public health service scale, with its source and year, not in US dollars', async () => {
    const doc = await extractDocument(new TextEncoder().encode(MADRID_NURSE), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: 'Enfermera', now: new Date('2026-06-01') }).result.salary_intelligence;
    expect(salary.primary_region).toBe('ES');
    expect(salary.estimated_range.currency).toBe('EUR');
    // the wage model put her at EUR 43,200–47,300, above the SNS A2 scale's ≈ €27k–€37k
    expect(salary.estimated_range.min).toBeGreaterThan(20000);
    expect(salary.estimated_range.max).toBeLessThanOrEqual(40000);
    const data = salary.salary_drivers.find((d) => d.factor === 'Pay data')!.explanation;
    expect(data).toMatch(/Pay scale: Spanish public health services \(SNS\), enfermero\/a, subgrupo A2, 2024, approximate/);
    expect(salary.salary_drivers.find((d) => d.factor === 'Occupation')!.explanation).toMatch(/Registered Nurse \(O\*NET 29-1141\.00/);
  });
});

describe('salaryIntelligence without an estimate', () => {
  const UNPLACED = [
    'Marta Lindqvist',
    'marta.lindqvist@example.com',
    '',
    'Experience',
    'Senior Transportplanner, Van der Berg Logistiek (Jan 2019 – present)',
    '• Planned 40 routes a day',
  ].join('\n');

  it('never prints a fake range: says which titles were tried and that the market is a default', async () => {
    const doc = await extractDocument(new TextEncoder().encode(UNPLACED), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: '', now: new Date('2025-06-01') }).result.salary_intelligence;
    expect(salary.estimated_range).toMatchObject({ min: 0, max: 0 });
    expect(salary.global_ranges).toEqual([]);
    const text = salary.salary_drivers.map((d) => d.explanation).join(' ');
    expect(text).not.toMatch(/""/);
    expect(text).toMatch(/No target role was given, and none of the CV's job titles \("Senior Transportplanner"\)/);
    expect(text).toMatch(/No country was read from the CV .*US is the default market/);
  });
});

const LOGISTICS_ANALYST = [
  'Priya Nair',
  'Leeds, UK | +44 7700 900123 | priya.nair@example.co.uk',
  '',
  'Experience',
  'Senior Business Analyst, Northwind Freight Ltd, Leeds (2018 – present)',
  '• Wrote user stories for three delivery teams',
  '',
  'Education',
  'BSc Mathematics, University of Leeds, 2011 – 2014',
].join('\n');

describe('salaryIntelligence without a target role', () => {
  it('names a credential of the latest job\'s role as held only when the CV prints it', async () => {
    const doc = await extractDocument(new TextEncoder().encode(LOGISTICS_ANALYST), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: '', now: new Date('2026-06-01') }).result.salary_intelligence;
    const cert = salary.salary_drivers.find((d) => d.factor === 'Certifications');
    expect(cert).toBeDefined();
    expect(cert!.explanation).not.toMatch(/The CV shows/);
    expect(cert!.explanation).toMatch(/is valued for/);
  });
});

describe('salaryIntelligence for a location without a country', () => {
  it('says the default market was used, not that the town is in it', async () => {
    const text = ['Sipho Dlamini', 'Residential Address: 4 Protea Lane, Bryanston, Randburg West, 2191', 'sipho@example.com', '', 'Experience', 'Business Analyst, Tailspin Bank (2018 – present)'].join('\n');
    const doc = await extractDocument(new TextEncoder().encode(text), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: '', now: new Date('2026-06-01') }).result.salary_intelligence;
    const location = salary.salary_drivers.find((d) => d.factor === 'Location')!;
    expect(location.explanation).toMatch(/default market, since the CV's location \(Randburg West, 2191\) names no country/);
  });
});

describe('salaryIntelligence naming a credential with alternatives', () => {
  const UK_NURSE = [
    'Amira Haddad',
    'Leeds, UK | +44 7700 900456 | amira.haddad@example.co.uk',
    'NMC registration: 12A3456E',
    '',
    'Experience',
    'Staff Nurse, Leeds Teaching Hospitals NHS Trust, Leeds (2019 – present)',
    '• Cared for 8 patients per shift on an acute medical ward',
    '',
    'Education',
    'BSc (Hons) Adult Nursing, University of Leeds, 2016 – 2019',
  ].join('\n');

  it('names the alternative the CV prints, never the whole "X or Y or Z" requirement', async () => {
    const doc = await extractDocument(new TextEncoder().encode(UK_NURSE), { fileName: 'cv.txt' });
    const salary = analyseParsed(doc, parseCv(doc), { targetRole: 'Registered Nurse', now: new Date('2026-06-01') }).result.salary_intelligence;
    const cert = salary.salary_drivers.find((d) => d.factor === 'Certifications')!;
    expect(cert.explanation).toMatch(/^The CV shows NMC registration, which/);
    expect(cert.explanation).not.toMatch(/NCLEX|AHPRA/);
  });
});
