/** react-pdf styles derived from a template's design tokens. */
import type { Styles } from '@react-pdf/renderer';
import { entryTitleSize, type TemplateStyle } from './template-styles';

type Style = Styles[string];

/** Where the text of a bullet line starts, from the left edge of the body. */
const BULLET_TEXT_INSET = 14;

/**
 * @param bulletMarkerWidth width of the bullet marker in the body font (pdf-fonts.ts), for the
 * hanging indent of bullet lines
 */
export function pdfStyles(t: TemplateStyle, bulletMarkerWidth: number) {
  const headingBox = {
    'rule-below': { borderBottomWidth: 0.75, borderBottomColor: t.rule, paddingBottom: 2 },
    'left-bar': { borderLeftWidth: 3, borderLeftColor: t.accent, paddingLeft: 6 },
    band: { backgroundColor: t.band, paddingVertical: 2, paddingHorizontal: 5 },
    none: {},
  }[t.headingDecoration];

  return {
    page: {
      fontFamily: t.bodyFamily,
      fontSize: t.bodySize,
      lineHeight: t.lineHeight,
      color: t.text,
      paddingTop: t.margin * 0.85,
      paddingBottom: t.margin * 0.85,
      paddingHorizontal: t.margin,
    },
    header: { textAlign: t.headerAlign, marginBottom: t.sectionGap * 0.6 },
    name: {
      fontSize: t.nameSize,
      fontWeight: t.nameBold ? 'bold' : 'normal',
      letterSpacing: t.nameLetterSpacing,
      color: t.headerAlign === 'left' && t.headingDecoration !== 'none' ? t.accent : t.text,
      lineHeight: 1.15,
    },
    headline: { fontSize: t.headlineSize, color: t.muted, marginTop: 3 },
    contactRow: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: t.headerAlign === 'center' ? 'center' : 'flex-start',
      marginTop: 4,
    },
    contact: { fontSize: t.bodySize, color: t.muted },
    headerRuleLine: { borderBottomWidth: 1, borderBottomColor: t.rule, marginTop: 8 },
    headerRuleThick: { height: 3, backgroundColor: t.accent, marginTop: 8 },
    headerRuleDouble: { height: 3, borderTopWidth: 1.2, borderBottomWidth: 0.6, borderColor: t.rule, marginTop: 9 },
    section: { marginTop: t.sectionGap },
    headingBox: { ...headingBox, marginBottom: 5 },
    heading: {
      fontFamily: t.headingFamily,
      fontSize: t.headingSize,
      fontWeight: 'bold',
      color: t.headingDecoration === 'none' ? t.muted : t.accent,
      letterSpacing: t.headingLetterSpacing,
      textAlign: t.headingAlign,
    },
    entry: { marginBottom: t.entryGap },
    entryTitle: { fontWeight: 'bold', fontSize: entryTitleSize(t) },
    entryDetails: { color: t.muted },
    entryAside: { fontWeight: 'normal', color: t.muted },
    paragraph: { marginTop: 1 },
    // A bullet is one Text with a hanging indent (the marker pulled out into the padding by a
    // negative first-line indent), not a row of a marker Text and a text Text: a third of the
    // Text nodes of a CV were bullet markers, and every Text costs react-pdf a layout pass.
    bullet: { marginTop: 1.5, paddingLeft: BULLET_TEXT_INSET, textIndent: -bulletMarkerWidth },
    // react-pdf takes a paragraph's indent from its first run, which is this nested Text, and
    // textIndent is not inherited: without it here the marker would not hang.
    bulletMarker: { color: t.accent, textIndent: -bulletMarkerWidth },
    skillLine: { marginBottom: 2 },
    skillLabel: { fontWeight: 'bold' },
  } satisfies Record<string, Style>;
}

export type PdfStyles = ReturnType<typeof pdfStyles>;
