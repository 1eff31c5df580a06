import { describe, expect, it } from 'vitest';
import { languageTag } from './language-tag';
import { LANGUAGES, resolveLanguage } from './languages';
import { LOCALE_TEXT } from './locale-text';
import { documentTitle, REGIONS, resolveRegion } from './regions';
import { isTemplate, TEMPLATES } from './templates';

describe('regions', () => {
  it('covers the regions the product promises', () => {
    for (const code of ['US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'ES', 'NL', 'IN', 'AU']) {
      expect(REGIONS).toContain(code);
    }
  });

  it.each([
    ['US', 'LETTER', 'Resume'],
    ['CA', 'LETTER', 'Resume'],
    ['GB', 'A4', 'CV'],
    ['IE', 'A4', 'CV'],
    ['AU', 'A4', 'CV'],
    ['IN', 'A4', 'CV'],
    ['DE', 'A4', 'CV'],
  ])('%s prints on %s and calls an English document "%s"', (code, paper, title) => {
    const region = resolveRegion(code)!;
    expect(region.paper).toBe(paper);
    expect(documentTitle(region, 'en')).toBe(title);
  });

  it.each([
    ['DE', 'de', 'Lebenslauf'],
    ['AT', 'de', 'Lebenslauf'],
    ['CH', 'de', 'Lebenslauf'],
    ['ES', 'es', 'Currículum Vitae'],
    ['NL', 'nl', 'Curriculum Vitae'],
    ['FR', 'fr', 'CV'],
    ['US', 'de', 'Resume'],
  ])('%s in %s is called "%s"', (code, language, title) => {
    expect(documentTitle(resolveRegion(code)!, resolveLanguage(language))).toBe(title);
  });

  it('omits personal details where that is the norm and marks them optional in Germany', () => {
    for (const code of ['US', 'CA', 'GB', 'IE', 'AU']) expect(resolveRegion(code)!.personalDetails).toBe('omit');
    expect(resolveRegion('DE')!.personalDetails).toBe('optional');
    expect(REGIONS.every((code) => resolveRegion(code)!.photo === false)).toBe(true);
  });

  it('resolves codes case-insensitively, accepts UK for GB and rejects unknown codes', () => {
    expect(resolveRegion(' us ')!.code).toBe('US');
    expect(resolveRegion('UK')!.code).toBe('GB');
    expect(resolveRegion('XX')).toBeNull();
    expect(resolveRegion('')).toBeNull();
    expect(resolveRegion(null)).toBeNull();
  });
});

describe('languages', () => {
  it('resolves supported languages, region subtags included, and falls back to English', () => {
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('fr-CA')).toBe('fr');
    expect(resolveLanguage('PT-br')).toBe('pt');
    expect(resolveLanguage('it-CH')).toBe('it');
    expect(resolveLanguage('pl-PL')).toBe('pl');
    expect(resolveLanguage('da')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('has every heading and month in every language', () => {
    for (const language of LANGUAGES) {
      const text = LOCALE_TEXT[language];
      expect(Object.values(text.headings).every((h) => h.length > 0)).toBe(true);
      expect(text.months).toHaveLength(12);
      expect(new Set(text.months).size).toBe(12);
      expect(text.present).not.toBe('');
    }
    expect(LOCALE_TEXT.de.headings.experience).toBe('Berufserfahrung');
  });

  it('tags documents with the regional variant when the region writes that language', () => {
    expect(languageTag('en', resolveRegion('GB')!)).toBe('en-GB');
    expect(languageTag('de', resolveRegion('AT')!)).toBe('de-AT');
    expect(languageTag('de', resolveRegion('US')!)).toBe('de-DE');
  });
});

describe('templates', () => {
  it('lists the five templates and recognises only them', () => {
    expect(TEMPLATES).toEqual(['classic', 'modern', 'executive', 'technical', 'minimal']);
    expect(TEMPLATES.every(isTemplate)).toBe(true);
    expect(isTemplate('fancy')).toBe(false);
    expect(isTemplate(undefined)).toBe(false);
  });
});
