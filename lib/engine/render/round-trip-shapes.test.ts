/**
 * Entry shapes the round trip used to lose, rendered through every template as PDF and DOCX
 * and read back by the engine: a programme whose name reads like no degree, a diploma naming
 * a school, a degree whose first word is a heading's ("Licence"), jobs without bullets, a one-month
 * job, prose and bullets that read like a header, and a CV whose name could not be read (neither
 * its headline nor its summary may come back as the name).
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../cv/extract';
import { parseCv } from '../cv/parse';
import { ANA_SILVA } from './test-fixtures';
import { toJsonResume } from './json-resume';
import type { JsonResume } from './json-resume-schema';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates';

const base = toJsonResume(ANA_SILVA);

const EDUCATION: JsonResume['education'] = [
  { institution: 'Deakin University', studyType: 'Bachelor of Nursing', startDate: '2010', endDate: '2013' },
  { institution: 'Australian Catholic University', studyType: 'Re-entry to Practice Program', startDate: '2021', endDate: '2021' },
  { institution: 'Thomas Jefferson High School', studyType: 'High School Diploma', startDate: '2006', endDate: '2006' },
  { institution: 'Université Lumière Lyon 2', studyType: 'Licence Économie et Gestion', startDate: '2016', endDate: '2019' },
  // a degree the CV names without a school, after a school's whole entry
  { studyType: 'Certificate' },
  // degree, subject and school too long for one line with the dates
  { institution: 'Kwansei Gakuin University Study Abroad in Japan', studyType: 'B.A. Japanese', area: 'including courses taught in Japanese', startDate: '2024-09', endDate: '2025-07' },
];

async function readBack(cv: JsonResume, template: string, format: 'pdf' | 'docx', locale = { region: 'GB', language: 'en' }) {
  const options = { template, ...locale };
  const bytes = format === 'pdf' ? await renderPdf(cv, options) : await renderDocx(cv, options);
  return parseCv(await extractDocument(new Uint8Array(bytes), { fileName: `cv.${format}` }));
}

const cases = TEMPLATES.flatMap((template) => (['pdf', 'docx'] as const).map((format) => ({ template, format })));

describe('education comes back entry by entry', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, education: EDUCATION }, template, format);
    expect(again.education.map((e) => [e.institution, e.degree])).toEqual(EDUCATION.map((e) => [e.institution ?? null, e.studyType]));
  }, 30_000);
});

const WORK: JsonResume['work'] = [
  // a one-month job and an open-ended one with no bullets: dated lines alone separate them
  { name: 'Cheesecake Factory Restaurant', position: 'Waiter', location: 'Bloomington, IN', startDate: '2004-06', endDate: '2004-06', highlights: [] },
  { name: 'Cradles to Crayons', position: 'Volunteer', location: 'Austin, TX', startDate: '2021-04', highlights: [] },
  // a line of prose that reads like a header, and a last bullet that reads like an employer's name
  { name: 'Kestrel Labs', position: 'Product Marketing Manager', startDate: '2016-08', endDate: '2020-01', summary: 'Highlights at Kestrel Labs', highlights: ['Marketo', 'Grew trial sign-ups by 40% in one year.'] },
  { name: 'Oracle', position: 'Marketing Specialist', startDate: '2012-06', endDate: '2016-07', highlights: ['Planned regional partner events.'] },
];

describe('jobs come back entry by entry', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: WORK }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer])).toEqual(WORK.map((w) => [w.position, w.name]));
    expect(again.experience[0]).toMatchObject({ start: { year: 2004, month: 6 }, end: { year: 2004, month: 6 } });
  }, 30_000);
});

// jobs the CV prints without dates (a template's "20XX") and without bullets: nothing but their
// headers separates them, and the last, after dated jobs, must not join the one above
const UNDATED: JsonResume['work'] = [
  { name: 'The Phone Company', position: 'Office manager', startDate: '2025-01', highlights: [] },
  { name: 'Nod Publishing', position: 'Office manager', startDate: '2023-03', endDate: '2024-12', highlights: [] },
  { name: 'Southridge Video', position: 'Office manager', highlights: [] },
  { name: 'Bellows Dental', position: 'Receptionist', highlights: [] },
];

describe('undated jobs without bullets come back entry by entry', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: UNDATED }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.start?.year ?? null])).toEqual(UNDATED.map((w) => [w.position, w.name, w.startDate ? Number(w.startDate.slice(0, 4)) : null]));
  }, 30_000);
});

// an employer line that reads as a long comma list above a sentence: a reader joins the sentence to the
// list as its wrapped end, and the employer is lost unless the sentence is set apart as a bullet
const LISTED_EMPLOYER: JsonResume['work'] = [
  {
    name: 'Google Cloud Networking, Google Play Books, Accessibility',
    position: 'IC, Technical Lead, TLM (L4 / L5 / L6)',
    location: 'Mountain View, CA',
    startDate: '2006-11',
    endDate: '2017-04',
    summary: 'Worked as an individual contributor and technical lead across various teams.',
    highlights: ['Managed a team of 5 to work on Control Plane for Hybrid Cloud APIs.'],
  },
  { name: 'America Online', position: 'Sr Software Engineer', location: 'Mountain View, CA', startDate: '2004-07', endDate: '2006-11', highlights: ['Built accessibility support.'] },
];

describe('an employer written as a list keeps its place above a sentence', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: LISTED_EMPLOYER }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.location])).toEqual(LISTED_EMPLOYER.map((w) => [w.position, w.name, w.location]));
  }, 30_000);
});

describe('a CV without a readable name', () => {
  it.each(cases)('$template as $format: a short summary is not read back as the name either', async ({ template, format }) => {
    const again = await readBack({ ...base, basics: { ...base.basics, name: '', summary: 'Automobile Engineer.' } }, template, format);
    expect(again.contact.name).toBeNull();
  }, 30_000);

  it.each(cases)('$template as $format: the headline is not read back as the name', async ({ template, format }) => {
    const again = await readBack({ ...base, basics: { ...base.basics, name: '', label: 'Automobile Engineer' } }, template, format);
    expect(again.contact.name).not.toBe('Automobile Engineer');
  }, 30_000);
});

// sections of the CV's own with headings it printed in capitals, straight after education (the
// technical template orders education late): each must read as a heading of its own, in every
// template's case, or its lines are read as more schools
const OWN_SECTIONS: JsonResume['additionalSections'] = [
  { heading: 'TRANSPORT', lines: ['Own car and a full driving licence'] },
  { heading: 'PERSONAL DOSSIER', lines: ['Married, two children'] },
  { heading: 'LINKS', lines: ['linkedin.com/in/ana-silva-dev'] },
];

describe("the CV's own capitalised headings after education", () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const cv = { ...base, education: EDUCATION.slice(0, 2), certificates: [], languages: [], additionalSections: OWN_SECTIONS };
    const again = await readBack(cv, template, format);
    expect(again.education.map((e) => [e.institution, e.degree])).toEqual(EDUCATION.slice(0, 2).map((e) => [e.institution, e.studyType]));
    const headings = again.sections.map((s) => s.heading.toLowerCase());
    expect(headings).toEqual(expect.arrayContaining(['transport', 'personal dossier', 'links']));
  }, 30_000);
});

// entries the CV names by one field only: a title whose words say no title's ("Speaker" is also a
// heading's word) and employers whose words read like a title and an employer ("Undergraduate
// Research, Computer Vision Lab") — each must come back in the field it was written as
const ONE_FIELD: JsonResume['work'] = [
  { position: 'Speaker', startDate: '2013', endDate: '2013', highlights: ['Gave a talk on early literacy at a regional conference.'] },
  { name: 'Undergraduate Research, Computer Vision Lab (Prof. Bohyung Han)', location: 'Pohang, S.Korea', startDate: '2012-09', endDate: '2013-02', highlights: ['Built a pedestrian tracker.'] },
  { position: 'Marketing Specialist', name: 'Oracle', startDate: '2010-06', endDate: '2012-07', highlights: ['Planned regional partner events.'] },
  { name: 'Kestrel Labs', startDate: '2008-01', endDate: '2010-05', highlights: ['Ran the customer newsletter.'] },
];

describe('an entry named by its title or its employer alone comes back in that field', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: ONE_FIELD }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.start?.year ?? null])).toEqual(
      ONE_FIELD.map((w) => [w.position ?? null, w.name ?? null, Number(w.startDate!.slice(0, 4))]),
    );
  }, 30_000);
});

// undated jobs with bullets after a dated one: a reader takes an undated block in a dated section
// for notes on the job above, so they must be written in a form that says a job starts there
const UNDATED_AFTER_DATED: JsonResume['work'] = [
  { name: 'Nod Publishing', position: 'Editor', startDate: '2019-03', endDate: '2024-12', highlights: ['Edited twelve titles a year.'] },
  { name: 'Animation School', position: 'Co-Founder and CFO', highlights: ['Raised the first round of funding.'] },
  { name: 'Organization XXXXX AG', highlights: ['Ran the payroll.'] },
];

describe('undated jobs with bullets after a dated one come back as jobs', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: UNDATED_AFTER_DATED }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.start?.year ?? null])).toEqual(
      UNDATED_AFTER_DATED.map((w) => [w.position ?? null, w.name ?? null, w.startDate ? Number(w.startDate.slice(0, 4)) : null]),
    );
  }, 30_000);
});

// a current job whose start the CV does not give ("January 20XX – Current"), and jobs the CV gives
// a title and no employer after one that names its employer: a reader takes such a title for a
// promotion at the employer above unless the header says it names a title alone
const OPEN_AND_TITLED: JsonResume['work'] = [
  { name: 'The Phone Company', position: 'Office Manager', current: true, highlights: ['Ran the front office.'] },
  { name: 'Strategic Marketing, Inc', position: 'Senior Consultant', startDate: '2004', endDate: '2008', highlights: ['Ran dealer workshops.'] },
  { position: 'Product Manager', location: 'Houston, TX', startDate: '2001', endDate: '2004', highlights: ['Grew subscriptions.'] },
  { name: 'ABC Elementary School', position: 'Fifth Grade Teacher', startDate: '1996', endDate: '2001', highlights: [] },
  { position: 'Third Grade Teacher', startDate: '1990', endDate: '1996', highlights: [] },
];

// an undated job without bullets above a title the CV gives without an employer
const UNDATED_THEN_TITLED: JsonResume['work'] = [
  { name: 'Twist Mobile India (P) Ltd', position: 'Game Programmer', location: 'Indore, India', highlights: [] },
  { position: 'Freelance Game Programmer', startDate: '2014-05', endDate: '2014-05', highlights: ['Built mobile games from scratch.'] },
  { name: 'Gameloft Software Pvt. Ltd.', position: 'Game Programmer', startDate: '2010-10', endDate: '2011-10', highlights: ['Ported Android games.'] },
];

describe('a title without an employer under an undated job comes back without one', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: UNDATED_THEN_TITLED }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.start?.year ?? null])).toEqual(
      UNDATED_THEN_TITLED.map((w) => [w.position, w.name ?? null, w.startDate ? Number(w.startDate.slice(0, 4)) : null]),
    );
  }, 30_000);
});

describe('an open-ended job without a start, and titles without an employer, come back as written', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, work: OPEN_AND_TITLED }, template, format);
    expect(again.experience.map((e) => [e.title, e.employer, e.start?.year ?? null, e.current])).toEqual(
      OPEN_AND_TITLED.map((w) => [w.position, w.name ?? null, w.startDate ? Number(w.startDate) : null, !w.startDate && !w.endDate]),
    );
  }, 30_000);
});

// entries whose words say neither school nor degree, a degree without a school above a school
// without a degree, and a phrase too long for one line: no plain form reads back as written, so
// they are printed with their fields named ("School: …", "Degree: …")
const UNNAMED_EDUCATION: JsonResume['education'] = [
  { institution: 'University of Leeds', studyType: 'BSc', area: 'Physics', startDate: '2012', endDate: '2015' },
  { institution: 'Children and Adults', studyType: 'CPR Certification' },
  { studyType: 'Bachelor of Engineering' },
  { institution: 'Manipal University' },
  { institution: 'Principal', studyType: 'Dean Quinton' },
  { studyType: 'Multi university initiative to address teacher education issues and special education inter agency transition planning' },
];

describe('education entries no plain form reads back come back with their fields named', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, education: UNNAMED_EDUCATION }, template, format);
    expect(again.education.map((e) => [e.institution, e.degree])).toEqual(UNNAMED_EDUCATION.map((e) => [e.institution ?? null, e.studyType ?? null]));
  }, 30_000);
});

// a Polish CV improved in Polish: its headings, months ("paź"), "obecnie" and "degree, subject" read back
const POLISH: Pick<JsonResume, 'work' | 'education' | 'languages'> = {
  work: [
    { name: 'DSV Road Sp. z o.o.', position: 'Koordynator logistyki', location: 'Wrocław', startDate: '2020-10', highlights: ['Planowanie transportu dla 120 ciężarówek dziennie.'] },
    { name: 'Amazon Fulfillment Poland', position: 'Kierownik zmiany', location: 'Bielany Wrocławskie', startDate: '2017-03', endDate: '2020-09', highlights: ['Nadzór nad zespołem 45 pracowników.'] },
  ],
  education: [{ institution: 'Uniwersytet Ekonomiczny we Wrocławiu', studyType: 'Magister', area: 'Logistyka', startDate: '2012', endDate: '2017' }],
  languages: [{ language: 'Angielski', fluency: 'C1' }],
};

describe('a Polish CV comes back from its Polish rendering', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, ...POLISH }, template, format, { region: 'PL', language: 'pl' });
    expect(again.experience.map((e) => [e.title, e.employer, e.start, e.end, e.current])).toEqual([
      ['Koordynator logistyki', 'DSV Road Sp. z o.o.', { year: 2020, month: 10 }, null, true],
      ['Kierownik zmiany', 'Amazon Fulfillment Poland', { year: 2017, month: 3 }, { year: 2020, month: 9 }, false],
    ]);
    expect(again.education.map((e) => [e.institution, e.degree])).toEqual([['Uniwersytet Ekonomiczny we Wrocławiu', 'Magister']]);
    expect(again.languages).toEqual([expect.objectContaining({ language: 'Angielski' })]);
  }, 30_000);
});
