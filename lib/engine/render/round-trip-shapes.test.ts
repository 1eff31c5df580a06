/**
 * Entry shapes the round trip used to lose, rendered through every template as PDF and DOCX
 * and read back by the engine: a programme whose name reads like no degree, a diploma naming
 * a school, a degree whose first word is a heading's ("Licence"),
 * and a CV whose name could not be read (its headline must not come back as the name).
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
];

async function readBack(cv: JsonResume, template: string, format: 'pdf' | 'docx') {
  const options = { template, region: 'GB', language: 'en' };
  const bytes = format === 'pdf' ? await renderPdf(cv, options) : await renderDocx(cv, options);
  return parseCv(await extractDocument(new Uint8Array(bytes), { fileName: `cv.${format}` }));
}

const cases = TEMPLATES.flatMap((template) => (['pdf', 'docx'] as const).map((format) => ({ template, format })));

describe('education comes back entry by entry', () => {
  it.each(cases)('$template as $format', async ({ template, format }) => {
    const again = await readBack({ ...base, education: EDUCATION }, template, format);
    expect(again.education.map((e) => [e.institution, e.degree])).toEqual(EDUCATION.map((e) => [e.institution, e.studyType]));
  }, 30_000);
});

describe('a CV without a readable name', () => {
  it.each(cases)('$template as $format: the headline is not read back as the name', async ({ template, format }) => {
    const again = await readBack({ ...base, basics: { ...base.basics, name: '', label: 'Automobile Engineer' } }, template, format);
    expect(again.contact.name).not.toBe('Automobile Engineer');
  }, 30_000);
});
