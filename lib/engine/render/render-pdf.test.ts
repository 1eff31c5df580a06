import { describe, expect, it } from 'vitest';
import { toJsonResume } from './json-resume';
import { LANGUAGES } from './languages';
import { LOCALE_TEXT } from './locale-text';
import { bulletMarkerWidth, registerPdfFonts } from './pdf-fonts';
import { loadReactPdf } from './react-pdf';
import { readPdf } from './read-rendered';
import { renderPdf } from './render-pdf';
import { TEMPLATE_STYLES } from './template-styles';
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

  it('keeps Greek, Cyrillic and Vietnamese letters, which the subset fonts must cover', async () => {
    // Every template, so every bundled face (the technical template's headings are DejaVu Sans Mono).
    const cv = toJsonResume(LUKASZ_ZRODLO);
    cv.basics.name = 'Νίκος Παπαδόπουλος';
    cv.basics.summary = 'Работал в Київ и Београд; Nguyễn Thị Ánh; 5 € ± 2 °C.';
    for (const template of TEMPLATES) {
      // every language, for the accented capitals of the headings (e.g. "EXPÉRIENCE")
      for (const language of LANGUAGES) {
        const { text } = await readPdf(await renderPdf(cv, { template, region: 'DE', language, generatedAt }));
        expect(text).toContain('Νίκος Παπαδόπουλος');
        expect(text).toContain('Работал в Київ и Београд; Nguyễn Thị Ánh;');
        expect(text).toContain('5 € ± 2 °C');
        expect(text).toContain('Audi Hungária');
        expect(upper(text)).toContain(upper(LOCALE_TEXT[language].headings.experience));
      }
    }
  });

  it('hangs the bullet marker into the margin so wrapped lines start under the first word', async () => {
    const pdf = await loadReactPdf();
    registerPdfFonts(pdf);
    const cv = toJsonResume(ANA_SILVA);
    // long enough to wrap over three lines in every template
    cv.work[0].highlights = [...cv.work[0].highlights, Array.from({ length: 6 }, () => 'Moved the payments API to Kubernetes with zero downtime.').join(' ')];
    for (const template of TEMPLATES) {
      const style = TEMPLATE_STYLES[template];
      const marker = await bulletMarkerWidth(pdf, style.bodyFamily, style.bodySize);
      const { items } = await readPdf(await renderPdf(cv, { template, region: 'GB', language: 'en', generatedAt }));
      const bullets = items.filter((i) => i.str.startsWith('•'));
      expect(bullets.length).toBeGreaterThan(3);
      // A bullet's second line: the next line down on the same page, indented (titles, details and
      // paragraphs start at the margin), and not a bullet itself.
      const nextLine = style.bodySize * style.lineHeight * 1.2;
      const wrapped = bullets.flatMap((b) => {
        const line = items.find((i) => i.page === b.page && i.y < b.y && b.y - i.y < nextLine && i.x > style.margin + 1 && !i.str.startsWith('•'));
        return line ? [{ bullet: b, line }] : [];
      });
      expect(wrapped.length).toBeGreaterThanOrEqual(1);
      for (const { bullet, line } of wrapped) expect(line.x - bullet.x).toBeCloseTo(marker, 1);
    }
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
