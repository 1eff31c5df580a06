/**
 * The react-pdf tree of a generated CV. One column, text only, headings as their own lines:
 * what an ATS reads top to bottom is exactly what a person sees. The primitives come from the
 * dynamically loaded module (see react-pdf.ts), so the tree is built by plain functions.
 */
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CvView, ViewEntry, ViewSection } from './cv-view';
import { headingInCase } from './heading-case';
import { BULLET_MARKER } from './pdf-fonts';
import type { PdfStyles } from './pdf-styles';
import type { ReactPdf } from './react-pdf';
import type { PaperSize } from './regions';
import type { TemplateStyle } from './template-styles';

export interface PdfCvProps {
  view: CvView;
  styles: PdfStyles;
  template: TemplateStyle;
  paper: PaperSize;
  language: string;
  generatedAt: Date;
}

/**
 * A multi-word skill wrapped over two lines reads as two skills to a parser ("Patient" /
 * "scheduling"); no-break spaces make the line break fall between skills instead.
 */
function keepTogether(skill: string): string {
  return skill.replace(/ /g, '\u00a0');
}

/**
 * An entry's header wraps only between its fields, and a wrapped line ends in the separator, so
 * a reader joins "Electrical Apprenticeship Program —" and "Independent Electrical Contractors"
 * back into one line instead of taking "Mountain | 2012" for a field of its own. A field too long
 * for a line may still break inside.
 */
function fieldsLine(fields: string[], separator: string): string {
  return fields.map((f) => (f.length <= 60 ? keepTogether(f) : f)).join(`\u00a0${separator.trimStart()}`);
}

export function pdfCvDocument(pdf: ReactPdf, props: PdfCvProps): ReactElement<DocumentProps> {
  const { Document, Page, Text, View } = pdf;
  const { view, styles, template, language } = props;

  const bullet = (text: string, key: number) => (
    <Text key={key} style={styles.bullet} wrap={false}>
      <Text style={styles.bulletMarker}>{BULLET_MARKER}</Text>
      {text}
    </Text>
  );

  const entry = (item: ViewEntry, key: number) => (
    <View key={key} style={styles.entry}>
      {/* Title and details stay together, and move on when no bullet would fit below them. */}
      <View wrap={false} minPresenceAhead={24}>
        {item.title || item.aside ? (
          <Text style={styles.entryTitle}>
            {fieldsLine(item.title.split(' — '), ' — ')}
            {item.aside ? <Text style={styles.entryAside}>{item.title ? `  |  ${item.aside}` : item.aside}</Text> : null}
          </Text>
        ) : null}
        {item.details.length ? <Text style={styles.entryDetails}>{item.details.join('  |  ')}</Text> : null}
      </View>
      {item.paragraphs.map((text, i) => (
        <Text key={`p${i}`} style={styles.paragraph}>
          {text}
        </Text>
      ))}
      {item.bullets.map(bullet)}
    </View>
  );

  const body = (section: ViewSection) => {
    switch (section.key) {
      case 'summary':
        return <Text>{section.text}</Text>;
      case 'experience':
      case 'education':
      case 'projects':
      case 'volunteer':
        return section.entries.map(entry);
      case 'skills':
        return section.groups.map((group, i) => (
          <Text key={i} style={styles.skillLine}>
            {group.label ? <Text style={styles.skillLabel}>{group.label}: </Text> : null}
            {group.items.map(keepTogether).join(', ')}
          </Text>
        ));
      case 'certifications':
      case 'awards':
      case 'publications':
      case 'additional':
        return section.items.map(bullet);
      case 'languages':
      case 'interests':
        return <Text>{section.items.join(', ')}</Text>;
    }
  };

  const headerRule = { none: null, line: styles.headerRuleLine, thick: styles.headerRuleThick, double: styles.headerRuleDouble }[
    template.headerRule
  ];

  return (
    <Document
      title={view.documentName}
      author={view.name || undefined}
      subject={view.documentName}
      creator="cvlens"
      producer="cvlens"
      language={language}
      creationDate={props.generatedAt}
      modificationDate={props.generatedAt}
    >
      <Page size={props.paper} style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.name}>{view.masthead}</Text>
          {view.headline ? <Text style={styles.headline}>{view.headline}</Text> : null}
          {view.contact.length ? (
            // One text per item so a line only ever breaks between items, never inside an address.
            <View style={styles.contactRow}>
              {view.contact.map((item, i) => (
                <Text key={i} style={styles.contact}>
                  {i < view.contact.length - 1 ? `${item}  |  ` : item}
                </Text>
              ))}
            </View>
          ) : null}
          {headerRule ? <View style={headerRule} /> : null}
        </View>
        {view.sections.map((section, i) => (
          <View key={`${section.key}${i}`} style={styles.section}>
            <View style={styles.headingBox} minPresenceAhead={36}>
              <Text style={styles.heading}>{headingInCase(section.heading, template.headingUppercase, language)}</Text>
            </View>
            {body(section)}
          </View>
        ))}
      </Page>
    </Document>
  );
}
