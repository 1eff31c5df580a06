import { describe, expect, it } from 'vitest';
import { improveCv } from './improve';
import { toJsonResume } from './json-resume';
import { LOCALE_TEXT } from './locale-text';
import { readDocx } from './read-rendered';
import { renderDocx } from './render-docx';
import { TEMPLATE_STYLES } from './template-styles';
import { TEMPLATES } from './templates';
import { ANA_SILVA, LUKASZ_ZRODLO, analysisResultFor } from './test-fixtures';

const CASES = [
  { region: 'US', language: 'en', page: 'w:w="12240" w:h="15840"' },
  { region: 'DE', language: 'de', page: 'w:w="11906" w:h="16838"' },
  { region: 'ES', language: 'es', page: 'w:w="11906" w:h="16838"' },
] as const;

describe.each(TEMPLATES)('renderDocx %s', (template) => {
  it.each(CASES)('$region/$language: text, Word headings, list bullets and paper size', async ({ region, language, page }) => {
    for (const source of [ANA_SILVA, LUKASZ_ZRODLO]) {
      const docx = await renderDocx(toJsonResume(source), { template, region, language });
      expect(docx.subarray(0, 2).toString()).toBe('PK');
      const { xml, text, html } = await readDocx(docx);

      expect(text).toContain(source.contact.name);
      expect(text).toContain(source.contact.email);
      for (const job of source.experience) expect(text).toContain(job.employer);

      // Word's own Heading 1 style, so ATS parsers (and mammoth) see real section headings, with
      // the template's capitals in the text itself, as a parser reads it
      const headings = LOCALE_TEXT[language].headings;
      const cased = (h: string) => (TEMPLATE_STYLES[template].headingUppercase ? h.toLocaleUpperCase(language) : h);
      for (const heading of [headings.experience, headings.education, headings.skills]) {
        expect(html).toContain(`<h1>${cased(heading)}</h1>`);
      }
      // bullets are list paragraphs, not "•" characters typed into the text
      expect(html).toContain(`<li>${source.experience[0].bullets[0]}</li>`);
      expect(text).not.toContain('•');
      expect(xml).toContain(page);
      expect(xml).not.toContain('<w:tbl>');
    }
  });
});

describe('renderDocx', () => {
  it('prints the improved bullets without placeholders, and the skill group labels', async () => {
    const improved = improveCv(ANA_SILVA, analysisResultFor(), { targetRole: 'Backend Engineer', knowledge: null });
    const { text } = await readDocx(await renderDocx(improved, { template: 'modern', region: 'GB', language: 'en' }));
    expect(text).toContain('Managed the payments API used by 3 storefronts.');
    expect(text).not.toMatch(/\[[^\]]*\]/);
    expect(text).toContain('Technical Skills: Kubernetes, PostgreSQL, Go');
    expect(text).toContain('Mar 2021 – Present');
  });

  it('refuses an unknown template', async () => {
    await expect(renderDocx(toJsonResume(ANA_SILVA), { template: 'fancy', region: 'US' })).rejects.toMatchObject({ status: 400 });
  });
});
