import { describe, expect, it } from 'vitest';
import { isTemplateFiller, sendableText } from './sendable-text';

describe('sendableText', () => {
  it("drops a template's instructions to its writer, whatever the template", () => {
    for (const filler of [
      'Summarize your key responsibilities and accomplishments. Where appropriate, use the language of the job description.',
      '• Describe your role and the results you achieved.',
      'List your most relevant skills here.',
      'Click or tap here to enter text.',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    ]) {
      expect(isTemplateFiller(filler), filler).toBe(true);
      expect(sendableText(filler), filler).toBeUndefined();
    }
  });

  it("keeps a candidate's own lines, even those that name 'your' or list things", () => {
    for (const own of [
      'Summarized quarterly results for the board in a two-page brief.',
      'Listed 40 products on Amazon and eBay, raising online sales by 25%.',
      'Wrote the "Know your customer" onboarding checklist used by 12 branches.',
      'Described in Forbes as one of 30 founders to watch.',
    ]) {
      expect(isTemplateFiller(own), own).toBe(false);
      expect(sendableText(own)).toBe(own);
    }
  });

  it("removes a template's unfilled dates with their separator, and empties a field that held nothing else", () => {
    expect(sendableText('Northern Illinois University, DeKalb, IL, Fall 20XX')).toBe('Northern Illinois University, DeKalb, IL');
    expect(sendableText('Eligible for Teaching Certification by MSDE January 20XX')).toBe('Eligible for Teaching Certification by MSDE');
    expect(sendableText('Outstanding Teacher of the Year, Milton Middle School, 19xx-19xx')).toBe('Outstanding Teacher of the Year, Milton Middle School');
    expect(sendableText('January-May, 20xx')).toBeUndefined();
    expect(sendableText('August 20XX – Present')).toBeUndefined();
    // a real year, or "XX" in a name, is no placeholder
    expect(sendableText('Fall 2019 intake, Class XX reunion')).toBe('Fall 2019 intake, Class XX reunion');
  });

  it('removes fill-ins and icon glyphs but keeps the words around them', () => {
    expect(sendableText('Cut costs by [X%] \uf0e0 across 3 sites')).toBe('Cut costs by across 3 sites');
  });

  it('keeps brackets set against the word they qualify, printed round, and still drops a fill-in standing apart', () => {
    expect(sendableText('Eclipse[PyDev plugin], Vim')).toBe('Eclipse (PyDev plugin), Vim');
    expect(sendableText('Managed [Company] accounts')).toBe('Managed accounts');
  });

  it('keeps a bracket that abbreviates the words before it, printed round, and drops one that does not', () => {
    expect(sendableText('Bachelor of Technology [B.Tech] Specialization: Bio-Informatics')).toBe('Bachelor of Technology (B.Tech) Specialization: Bio-Informatics');
    expect(sendableText('Led search engine optimisation [SEO] for 40 sites')).toBe('Led search engine optimisation (SEO) for 40 sites');
    expect(sendableText('Worked at the Technology [Company] office')).toBe('Worked at the Technology office');
    expect(sendableText('Managed the team [Name]')).toBe('Managed the team');
  });
});
