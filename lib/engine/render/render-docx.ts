/**
 * Renders a JSON Resume as a Word document in one of the templates. Section headings use Word's
 * own "Heading 1" style and bullets are real list numbering, which is how ATS parsers find
 * sections and bullets in DOCX; everything sits in the body (no tables, text boxes, headers or
 * footers, which many parsers skip). Fonts are ones every Word install has. The docx package
 * stamps the creation time itself, so unlike the PDF the bytes differ between runs; the content does not.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
  type IBordersOptions,
  type IParagraphStyleOptions,
} from 'docx';
import { buildCvView, type ViewEntry, type ViewSection } from './cv-view';
import type { JsonResume } from './json-resume-schema';
import { headingInCase } from './heading-case';
import { languageTag } from './language-tag';
import type { PaperSize } from './regions';
import { resolveRenderOptions, type RenderOptions } from './render-options';
import { entryTitleSize, type TemplateStyle } from './template-styles';

const BULLETS = 'cv-bullets';
const NAME_STYLE = 'CvName';

/** Page sizes in twentieths of a point. */
const PAGE: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};

const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (colour: string) => colour.replace('#', '').toUpperCase();

export async function renderDocx(cv: JsonResume, opts: RenderOptions): Promise<Buffer> {
  const { style, region, language } = resolveRenderOptions(opts);
  const view = buildCvView(cv, region, language, style.sectionOrder);
  const margin = twips(style.margin);
  const document = new Document({
    title: view.documentName,
    subject: view.documentName,
    creator: view.name || 'cvlens',
    lastModifiedBy: 'cvlens',
    styles: documentStyles(style, languageTag(language, region)),
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } }, run: { color: hex(style.accent) } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE[region.paper], margin: { top: margin, bottom: margin, left: margin, right: margin } } },
        children: [...header(view.masthead, view.headline, view.contact, style), ...view.sections.flatMap((s) => section(s, style, language))],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function documentStyles(style: TemplateStyle, languageTagValue: string) {
  const headingBorder: IBordersOptions | undefined = {
    'rule-below': { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(style.rule), space: 2 } },
    'left-bar': { left: { style: BorderStyle.SINGLE, size: 24, color: hex(style.accent), space: 6 } },
    band: undefined,
    none: undefined,
  }[style.headingDecoration];
  const heading1: IParagraphStyleOptions = {
    id: 'Heading1',
    name: 'Heading 1',
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: {
      font: style.docxHeadingFont,
      size: halfPoints(style.headingSize),
      bold: true,
      allCaps: style.headingUppercase,
      characterSpacing: twips(style.headingLetterSpacing),
      color: hex(style.headingDecoration === 'none' ? style.muted : style.accent),
    },
    paragraph: {
      keepNext: true,
      spacing: { before: twips(style.sectionGap), after: twips(5) },
      alignment: style.headingAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
      border: headingBorder,
      shading: style.headingDecoration === 'band' ? { type: ShadingType.CLEAR, fill: hex(style.band), color: 'auto' } : undefined,
    },
  };
  const name: IParagraphStyleOptions = {
    id: NAME_STYLE,
    name: 'CV Name',
    basedOn: 'Normal',
    next: 'Normal',
    run: {
      font: style.docxHeadingFont,
      size: halfPoints(style.nameSize),
      bold: style.nameBold,
      characterSpacing: twips(style.nameLetterSpacing),
      color: hex(style.headerAlign === 'left' && style.headingDecoration !== 'none' ? style.accent : style.text),
    },
    paragraph: { alignment: style.headerAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT, spacing: { after: twips(2) } },
  };
  return {
    default: {
      document: {
        run: { font: style.docxBodyFont, size: halfPoints(style.bodySize + 0.5), color: hex(style.text), language: { value: languageTagValue } },
        paragraph: { spacing: { line: Math.round(240 * style.lineHeight * 0.9) } },
      },
    },
    paragraphStyles: [heading1, name],
  };
}

function header(name: string, headline: string | null, contact: string[], style: TemplateStyle): Paragraph[] {
  const alignment = style.headerAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const rule: IBordersOptions | undefined = {
    none: undefined,
    line: { bottom: { style: BorderStyle.SINGLE, size: 8, color: hex(style.rule), space: 6 } },
    thick: { bottom: { style: BorderStyle.SINGLE, size: 24, color: hex(style.accent), space: 6 } },
    double: { bottom: { style: BorderStyle.DOUBLE, size: 6, color: hex(style.rule), space: 6 } },
  }[style.headerRule];
  const muted = (text: string, size: number) => [new TextRun({ text, color: hex(style.muted), size: halfPoints(size) })];
  const lines: { style?: string; children: TextRun[] }[] = [{ style: NAME_STYLE, children: [new TextRun(name)] }];
  if (headline) lines.push({ children: muted(headline, style.headlineSize) });
  if (contact.length) lines.push({ children: muted(contact.join('  |  '), style.bodySize) });
  // Word draws a paragraph border under that paragraph, so the rule closing the header hangs off the last line.
  return lines.map(
    (line, i) =>
      new Paragraph({
        ...line,
        alignment,
        ...(i === lines.length - 1 && rule ? { border: rule, spacing: { after: twips(4) } } : {}),
      }),
  );
}

function section(item: ViewSection, style: TemplateStyle, language: string): Paragraph[] {
  // capitals are written into the text, not left to Word's "all caps": a reader takes the raw text
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, text: headingInCase(item.heading, style.headingUppercase, language) });
  switch (item.key) {
    case 'summary':
      return [heading, new Paragraph({ text: item.text })];
    case 'experience':
    case 'education':
    case 'projects':
    case 'volunteer':
      return [heading, ...item.entries.flatMap((entry) => entryParagraphs(entry, style))];
    case 'skills':
      return [
        heading,
        ...item.groups.map(
          (group) =>
            new Paragraph({
              spacing: { after: twips(2) },
              children: [...(group.label ? [new TextRun({ text: `${group.label}: `, bold: true })] : []), new TextRun(group.items.join(', '))],
            }),
        ),
      ];
    case 'certifications':
    case 'awards':
    case 'publications':
    case 'additional':
      return [heading, ...item.items.map(bullet)];
    case 'languages':
    case 'interests':
      return [heading, new Paragraph({ text: item.items.join(', ') })];
  }
}

function entryParagraphs(entry: ViewEntry, style: TemplateStyle): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (entry.title || entry.aside) {
    const size = halfPoints(entryTitleSize(style) + 0.5);
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: twips(style.entryGap) },
        children: [
          ...(entry.title ? [new TextRun({ text: entry.title, bold: true, size })] : []),
          ...(entry.aside ? [new TextRun({ text: entry.title ? `  |  ${entry.aside}` : entry.aside, color: hex(style.muted), size })] : []),
        ],
      }),
    );
  }
  if (entry.details.length) {
    paragraphs.push(
      new Paragraph({ keepNext: true, children: [new TextRun({ text: entry.details.join('  |  '), color: hex(style.muted) })] }),
    );
  }
  paragraphs.push(...entry.paragraphs.map((text) => new Paragraph({ text })));
  paragraphs.push(...entry.bullets.map(bullet));
  return paragraphs;
}

function bullet(text: string): Paragraph {
  return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });
}
