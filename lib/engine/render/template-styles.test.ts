import { describe, expect, it } from 'vitest';
import { entryTitleSize, HEADING_SIZE_RATIO, TEMPLATE_STYLES } from './template-styles';
import { TEMPLATES } from './templates';

describe.each(TEMPLATES)('template %s', (template) => {
  const style = TEMPLATE_STYLES[template];

  it('keeps body text at 9 pt or more, the ATS readability floor', () => {
    expect(style.bodySize).toBeGreaterThanOrEqual(9);
  });

  it('sets headings at a different size from entry titles, so parsers can tell them apart', () => {
    expect(Math.round(style.headingSize)).not.toBe(Math.round(entryTitleSize(style)));
  });

  it('sets headings larger than body text by what readers take for a heading size', () => {
    expect(style.headingSize).toBeGreaterThanOrEqual(style.bodySize * HEADING_SIZE_RATIO);
  });

  it('lists every section once', () => {
    expect([...style.sectionOrder].sort()).toEqual(
      ['additional', 'awards', 'certifications', 'education', 'experience', 'interests', 'languages', 'projects', 'publications', 'skills', 'summary', 'volunteer'],
    );
  });
});

describe('templates', () => {
  it('look different from each other', () => {
    const looks = TEMPLATES.map((t) => {
      const s = TEMPLATE_STYLES[t];
      return [s.bodyFamily, s.headingFamily, s.accent, s.headerAlign, s.headingDecoration, s.headerRule, s.bodySize].join('|');
    });
    expect(new Set(looks).size).toBe(TEMPLATES.length);
  });
});
