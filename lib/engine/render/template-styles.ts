/**
 * The design of each template as data, shared by the PDF and DOCX renderers so both formats of
 * one template look alike. Every template is single-column with real text and plain headings:
 * the differences are typography, colour, header layout, rules and density, never layout tricks
 * an ATS would trip over.
 */
import type { SectionKey } from './locale-text';
import type { Template } from './templates';

export type PdfFamily = 'DejaVuSans' | 'DejaVuSerif' | 'DejaVuSansMono';

export interface TemplateStyle {
  /** bundled fonts for the PDF */
  bodyFamily: PdfFamily;
  headingFamily: PdfFamily;
  /** fonts every Word install has, for the DOCX (DejaVu is not one of them) */
  docxBodyFont: string;
  docxHeadingFont: string;
  text: string;
  muted: string;
  accent: string;
  /** colour of rules; often a lighter partner of the accent */
  rule: string;
  /** light fill behind headings for the 'band' style */
  band: string;
  /** sizes in points */
  nameSize: number;
  headlineSize: number;
  /**
   * Must round to a different point size than entry titles (entryTitleSize): parsers tell an
   * all-caps heading from an all-caps job title ("SDR", "MBA") by size when both are bold.
   * And at least HEADING_SIZE_RATIO times the body size: a heading word wrapped onto a line of
   * its own in a bullet ("… included in Individual" / "Education") is told from a heading by size.
   */
  headingSize: number;
  bodySize: number;
  lineHeight: number;
  margin: number;
  sectionGap: number;
  entryGap: number;
  headerAlign: 'left' | 'center';
  /* The name is never set in capitals: parsers re-case it ("DAAN DE VRIES" → "Daan De Vries"). */
  nameBold: boolean;
  nameLetterSpacing: number;
  /** what closes the header block */
  headerRule: 'none' | 'line' | 'double' | 'thick';
  headingUppercase: boolean;
  headingLetterSpacing: number;
  /**
   * 'left' in every template: a centred heading over a short left-aligned section ("Beta Tester.")
   * is taken for a column of its own by a PDF reader, and the sections come back out of order.
   */
  headingAlign: 'left' | 'center';
  headingDecoration: 'rule-below' | 'left-bar' | 'band' | 'none';
  sectionOrder: readonly SectionKey[];
}

/** How much larger than body text a heading is set, at least: what readers take for a heading's size (extract/heading-hint.ts). */
export const HEADING_SIZE_RATIO = 1.15;

/** Job titles, degrees, project names. */
export function entryTitleSize(t: TemplateStyle): number {
  return t.bodySize + 1;
}

/** Sections no template leaves out, after the standard ones: the CV keeps everything it has. */
const CV_OWN_SECTIONS: readonly SectionKey[] = ['volunteer', 'awards', 'publications', 'interests', 'additional'];

const STANDARD_ORDER: readonly SectionKey[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  ...CV_OWN_SECTIONS,
];

export const TEMPLATE_STYLES: Record<Template, TemplateStyle> = {
  classic: {
    bodyFamily: 'DejaVuSerif',
    headingFamily: 'DejaVuSerif',
    docxBodyFont: 'Georgia',
    docxHeadingFont: 'Georgia',
    text: '#1a1a1a',
    muted: '#4a4a4a',
    accent: '#1a1a1a',
    rule: '#1a1a1a',
    band: '#ffffff',
    nameSize: 22,
    headlineSize: 11,
    headingSize: 12,
    bodySize: 10,
    lineHeight: 1.35,
    margin: 54,
    sectionGap: 12,
    entryGap: 8,
    headerAlign: 'center',
    nameBold: true,
    nameLetterSpacing: 0.5,
    headerRule: 'none',
    headingUppercase: true,
    headingLetterSpacing: 0.5,
    headingAlign: 'left',
    headingDecoration: 'rule-below',
    sectionOrder: STANDARD_ORDER,
  },
  modern: {
    bodyFamily: 'DejaVuSans',
    headingFamily: 'DejaVuSans',
    docxBodyFont: 'Calibri',
    docxHeadingFont: 'Calibri',
    text: '#1f2933',
    muted: '#52606d',
    accent: '#0f766e',
    rule: '#0f766e',
    band: '#ffffff',
    nameSize: 24,
    headlineSize: 12,
    headingSize: 12,
    bodySize: 9.5,
    lineHeight: 1.4,
    margin: 48,
    sectionGap: 14,
    entryGap: 9,
    headerAlign: 'left',
    nameBold: true,
    nameLetterSpacing: 0,
    headerRule: 'thick',
    headingUppercase: false,
    headingLetterSpacing: 0,
    headingAlign: 'left',
    headingDecoration: 'left-bar',
    sectionOrder: STANDARD_ORDER,
  },
  executive: {
    bodyFamily: 'DejaVuSerif',
    headingFamily: 'DejaVuSerif',
    docxBodyFont: 'Cambria',
    docxHeadingFont: 'Cambria',
    text: '#1c2434',
    muted: '#4b5568',
    accent: '#1e3a5f',
    rule: '#a67c2d',
    band: '#ffffff',
    nameSize: 24,
    headlineSize: 11.5,
    headingSize: 12,
    bodySize: 10,
    lineHeight: 1.45,
    margin: 54,
    sectionGap: 16,
    entryGap: 10,
    headerAlign: 'center',
    nameBold: false,
    nameLetterSpacing: 1,
    headerRule: 'double',
    headingUppercase: true,
    headingLetterSpacing: 1,
    headingAlign: 'left',
    headingDecoration: 'rule-below',
    sectionOrder: ['summary', 'experience', 'education', 'certifications', 'skills', 'projects', 'languages', ...CV_OWN_SECTIONS],
  },
  technical: {
    bodyFamily: 'DejaVuSans',
    headingFamily: 'DejaVuSansMono',
    docxBodyFont: 'Calibri',
    docxHeadingFont: 'Consolas',
    text: '#111827',
    muted: '#4b5563',
    accent: '#1d4ed8',
    rule: '#1d4ed8',
    band: '#e8eefc',
    nameSize: 20,
    headlineSize: 11,
    headingSize: 10.5,
    bodySize: 9,
    lineHeight: 1.3,
    margin: 40,
    sectionGap: 10,
    entryGap: 7,
    headerAlign: 'left',
    nameBold: true,
    nameLetterSpacing: 0,
    headerRule: 'line',
    headingUppercase: true,
    headingLetterSpacing: 0,
    headingAlign: 'left',
    headingDecoration: 'band',
    // Engineers are screened on their stack first.
    sectionOrder: ['summary', 'skills', 'experience', 'projects', 'education', 'certifications', 'languages', ...CV_OWN_SECTIONS],
  },
  minimal: {
    bodyFamily: 'DejaVuSans',
    headingFamily: 'DejaVuSans',
    docxBodyFont: 'Arial',
    docxHeadingFont: 'Arial',
    text: '#222222',
    muted: '#6b7280',
    accent: '#6b7280',
    rule: '#d1d5db',
    band: '#ffffff',
    nameSize: 22,
    headlineSize: 11,
    headingSize: 11.5,
    bodySize: 9.5,
    lineHeight: 1.5,
    margin: 58,
    sectionGap: 18,
    entryGap: 10,
    headerAlign: 'left',
    nameBold: false,
    nameLetterSpacing: 0,
    headerRule: 'none',
    headingUppercase: true,
    headingLetterSpacing: 0.8,
    headingAlign: 'left',
    headingDecoration: 'none',
    sectionOrder: STANDARD_ORDER,
  },
};
