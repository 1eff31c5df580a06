import { describe, expect, it } from 'vitest';
import { toJsonResume } from './json-resume';
import { LOCALE_TEXT } from './locale-text';
import { readPdf } from './read-rendered';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates';
import { ANA_SILVA, LUKASZ_ZRODLO } from './test-fixtures';

const CASES = [
  { region: 'US', language: 'en', size: { width: 612, height: 792 } },
  { region: 'DE', language: 'de', size: { width: 595, height: 842 } },
  { region: 'GB', language: 'en', size: { width: 595, height: 842 } },
  { region: 'FR', language: 'fr', size: { width: 595, height: 842 } },
] as const;

const generatedAt = new Date('2026-01-15T10:00:00Z');
const upper = (s: string) => s.toLocaleUpperCase();

describe.each(TEMPLATES)('renderPdf %s', (template) => {
  it.each(CASES)('$region/$language: name, contact, employers and localised headings are in the text layer', async ({ region, language, size }) => {
    for (const source of [ANA_SILVA, LUKASZ_ZRODLO]) {
      const cv = toJsonResume(source);
      const pdf = await renderPdf(cv, { template, region, language, generatedAt });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, pages, title, author } = await readPdf(pdf);

      expect(pages[0]).toEqual(size);
      // names come back letter for letter, Ł and ź included (the built-in fonts would garble them)
      expect(text).toContain(source.contact.name!);
      expect(title).toContain(source.contact.name);
      expect(author).toBe(source.contact.name);
      expect(text).toContain(source.contact.email);
      for (const job of source.experience) expect(text).toContain(job.employer);
      for (const job of source.experience) expect(text).toContain(job.title);

      const headings = LOCALE_TEXT[language].headings;
      for (const heading of [headings.experience, headings.education, headings.skills, headings.languages]) {
        expect(upper(text)).toContain(upper(heading));
      }
      if (language !== 'en') expect(upper(text)).not.toContain('EXPERIENCE\n');
    }
  });
});

describe('renderPdf metadata and conventions', () => {
  it('titles the document with the name and the regional document name', async () => {
    const cv = toJsonResume(LUKASZ_ZRODLO);
    expect((await readPdf(await renderPdf(cv, { template: 'classic', region: 'DE', language: 'de' }))).title).toBe('Łukasz Źródło — Lebenslauf');
    expect((await readPdf(await renderPdf(cv, { template: 'classic', region: 'US', language: 'en' }))).title).toBe('Łukasz Źródło — Resume');
  });

  it('writes dates the regional way', async () => {
    const cv = toJsonResume(ANA_SILVA);
    const us = (await readPdf(await renderPdf(cv, { template: 'modern', region: 'US', language: 'en' }))).text;
    const de = (await readPdf(await renderPdf(cv, { template: 'modern', region: 'DE', language: 'de' }))).text;
    expect(us).toContain('Mar 2021 – Present');
    expect(de).toContain('03/2021 – heute');
  });

  it('is byte-for-byte reproducible for the same input and date', async () => {
    const cv = toJsonResume(ANA_SILVA);
    const opts = { template: 'executive', region: 'GB', language: 'en', generatedAt };
    expect((await renderPdf(cv, opts)).equals(await renderPdf(cv, opts))).toBe(true);
  });

  it('refuses unknown templates and regions with the allowed values', async () => {
    const cv = toJsonResume(ANA_SILVA);
    await expect(renderPdf(cv, { template: 'fancy', region: 'US' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('classic, modern') });
    await expect(renderPdf(cv, { template: 'classic', region: 'XX' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('US, CA') });
  });
});
