import { describe, expect, it } from 'vitest';
import { findingCost } from './ats-checks';
import { BACKEND_CV } from '../testing/build-test-cv';
import { scoreTestCv } from './testing/score-test-cv';

const codes = (s: ReturnType<typeof scoreTestCv>) => s.atsFindings.map((f) => f.code);

describe('ATS checks', () => {
  it('a clean document passes every check', () => {
    expect(scoreTestCv(BACKEND_CV).atsFindings).toEqual([]);
  });

  it('a little garbled text is a warning at half the cost, a lot is a failure', () => {
    const warn = scoreTestCv({ ...BACKEND_CV, quality: { garbledRatio: 0.01 } });
    expect(warn.atsFindings).toMatchObject([{ code: 'GARBLED_TEXT', warning: true }]);
    expect(findingCost(warn.atsFindings[0])).toBe(15);
    expect(warn.dimensions.ats_compatibility.score).toBe(85);
    const fail = scoreTestCv({ ...BACKEND_CV, quality: { garbledRatio: 0.1 } });
    expect(fail.dimensions.ats_compatibility.score).toBe(70);
  });

  it('flags layout, length, font, header contact and heading problems', () => {
    const s = scoreTestCv({
      ...BACKEND_CV,
      pages: 3,
      quality: { tables: 1, textBoxes: 2, contactInHeaderFooter: true, bodyFontSize: 8, imageCount: 1 },
      extraSections: [{ heading: 'My Journey', type: 'other', lines: ['2010 started coding'] }],
    });
    expect(codes(s)).toEqual(
      expect.arrayContaining(['DOCX_TABLES', 'TEXT_BOXES', 'CONTACT_IN_HEADER_FOOTER', 'SMALL_FONT', 'IMAGES', 'TOO_MANY_PAGES', 'NON_STANDARD_SECTION_TITLE']),
    );
    expect(s.dimensions.ats_compatibility.score).toBe(100 - (12 + 12 + 30 + 12 + 4 + 4 + 4));
  });

  it('flags unreadable, missing and reversed dates, and an almost empty text layer', () => {
    const s = scoreTestCv({
      ...BACKEND_CV,
      jobs: [
        { title: 'Backend Engineer', employer: 'Globex', start: '2022-05', end: '2021-01', bullets: [] },
        { title: 'Software Engineer', employer: 'Initech', bullets: [] },
      ],
    });
    expect(codes(s)).toEqual(expect.arrayContaining(['REVERSED_PERIOD', 'MISSING_PERIOD']));
    expect(codes(scoreTestCv({ name: 'X', quality: { textChars: 10 } }))).toContain('NO_TEXT_LAYER');
  });

  it('says an ATS may not read a scanned CV, with the OCR confidence, and suggests a text PDF', () => {
    const scan = scoreTestCv({ ...BACKEND_CV, quality: { imageCount: 1, ocr: { pages: [1], meanConfidence: 91.4, languages: ['eng'] } } });
    expect(scan.atsFindings).toMatchObject([
      {
        code: 'SCANNED_CV',
        severity: 'high',
        issue: 'This CV is a scan or a photo: it was read here by OCR (mean confidence 91%), but an ATS may not run OCR and would then see an empty document',
        fix: 'Upload a text PDF exported from your word processor or CV builder (or a DOCX) instead of a scan or photo',
      },
    ]);
    // the scan's image is its page, not a picture in the CV
    expect(codes(scan)).not.toContain('IMAGES');
    expect(scan.dimensions.ats_compatibility.score).toBe(70);
    const mixed = scoreTestCv({ ...BACKEND_CV, pages: 2, quality: { ocr: { pages: [2], meanConfidence: 88, languages: ['eng'] } } });
    expect(mixed.atsFindings[0].issue).toMatch(/^1 page of this CV is a scan: .* would then see nothing on those pages$/);
  });
});
