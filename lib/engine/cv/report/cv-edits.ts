/**
 * Edits applied to a copy of the CV (and its document text) so that improvement actions can be
 * re-scored: the gain of an action is the score of the edited CV minus the current score.
 */
import type { Contact, ExtractedDocument, ExtractedLine, ParsedCv } from '../types';

export interface CvVersion {
  doc: ExtractedDocument;
  cv: ParsedCv;
}

function line(text: string, like: ExtractedLine | undefined): ExtractedLine {
  return { text, page: 1, column: 0, x: like?.x ?? 0, y: like?.y ?? 0, fontSize: like?.fontSize ?? 0, bold: false, headingHint: false, gapBefore: 1 };
}

function withText(doc: ExtractedDocument, lines: ExtractedLine[]): ExtractedDocument {
  const text = lines.map((l) => l.text).join('\n');
  return { ...doc, lines, text, quality: { ...doc.quality, textChars: text.length } };
}

export function replaceBullets(v: CvVersion, replacements: ReadonlyMap<string, string>): CvVersion {
  const swap = (t: string) => {
    for (const [from, to] of replacements) if (t.includes(from)) return t.split(from).join(to);
    return t;
  };
  const lines = v.doc.lines.map((l) => ({ ...l, text: swap(l.text) }));
  return {
    doc: withText(v.doc, lines),
    cv: {
      ...v.cv,
      bullets: v.cv.bullets.map((b) => ({ ...b, text: swap(b.text) })),
      experience: v.cv.experience.map((e) => ({ ...e, bullets: e.bullets.map(swap) })),
    },
  };
}

/** Puts a summary right after the header block (replacing an existing one). */
export function setSummary(v: CvVersion, summary: string): CvVersion {
  const existing = v.cv.summary;
  let lines: ExtractedLine[];
  if (existing && v.doc.text.includes(existing)) {
    lines = v.doc.lines.map((l) => (l.text.includes(existing) ? { ...l, text: l.text.split(existing).join(summary) } : l));
  } else {
    const firstSection = v.cv.sections.find((s) => s.startLine >= 0)?.startLine ?? v.doc.lines.length;
    lines = [...v.doc.lines.slice(0, firstSection), line('SUMMARY', v.doc.lines[0]), line(summary, v.doc.lines[0]), ...v.doc.lines.slice(firstSection)];
  }
  const sections = v.cv.sections.some((s) => s.type === 'summary')
    ? v.cv.sections.map((s) => (s.type === 'summary' ? { ...s, lines: [summary] } : s))
    : [...v.cv.sections, { type: 'summary' as const, heading: 'Summary', lines: [summary], startLine: 0 }];
  return { doc: withText(v.doc, lines), cv: { ...v.cv, summary, sections } };
}

export function addSkills(v: CvVersion, skills: readonly string[]): CvVersion {
  const lines = [...v.doc.lines, line(skills.join(', '), v.doc.lines[v.doc.lines.length - 1])];
  const sections = v.cv.sections.some((s) => s.type === 'skills')
    ? v.cv.sections.map((s) => (s.type === 'skills' ? { ...s, lines: [...s.lines, skills.join(', ')] } : s))
    : [...v.cv.sections, { type: 'skills' as const, heading: 'Skills', lines: [skills.join(', ')], startLine: lines.length - 1 }];
  return { doc: withText(v.doc, lines), cv: { ...v.cv, listedSkills: [...v.cv.listedSkills, ...skills], sections } };
}

/** Fills contact fields and writes them on the second line, where an ATS looks for them. */
export function fillContact(v: CvVersion, fields: Partial<Contact>): CvVersion {
  const added = Object.values(fields).filter(Boolean).join(' | ');
  const lines = [...v.doc.lines.slice(0, 1), line(added, v.doc.lines[0]), ...v.doc.lines.slice(1)];
  return { doc: withText(v.doc, lines), cv: { ...v.cv, contact: { ...v.cv.contact, ...fields } } };
}

/** The document as a single-column, table-free, body-contact, standard-font export of the same text. */
export function cleanLayout(v: CvVersion): CvVersion {
  const q = v.doc.quality;
  return {
    doc: {
      ...v.doc,
      quality: {
        ...q,
        columns: 1,
        tables: 0,
        textBoxes: 0,
        contactInHeaderFooter: false,
        imageCount: 0,
        bodyFontSize: q.bodyFontSize > 0 ? Math.max(10, q.bodyFontSize) : 0,
        minFontSize: q.minFontSize > 0 ? Math.max(9, q.minFontSize) : 0,
      },
    },
    cv: v.cv,
  };
}

/**
 * Fills placeholders as a candidate would, for re-scoring only: a percentage, an amount or a
 * count. The filled text is never shown.
 */
export function fillPlaceholders(text: string): string {
  return text.replace(/\[[^\][]*\]/g, (p) => (p.includes('%') ? '10%' : p.includes('$') ? '$10,000' : '10'));
}
