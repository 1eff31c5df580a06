import type { ExtractedLine, SectionType } from '../types';
import { sectionTypeOf } from './heading-type';
import type { SectionSpan } from './sections';
import { labelledLine } from './text-shape';

/** Sections that gather short lists, where a line may label a list of another kind. */
const HOSTS = new Set<SectionType>(['certifications', 'awards', 'interests', 'other']);
/** The kinds a labelled line may open: lists, never entries with headers of their own. */
const INLINE = new Set<SectionType>(['awards', 'certifications', 'volunteer', 'interests', 'languages', 'publications']);

/** a labelled list is a line or two; a long paragraph that opens with a label is prose */
const MAX_LABELLED_LIST = 400;

function labelOf(line: ExtractedLine): { type: SectionType; label: string; content: string } | null {
  const labelled = line.text.length <= MAX_LABELLED_LIST ? labelledLine(line.text) : null;
  const type = labelled ? sectionTypeOf(labelled.label) : null;
  return labelled && type && INLINE.has(type) ? { type, label: labelled.label, content: labelled.value.trim() } : null;
}

const spanOf = (section: SectionSpan['section'], lines: ExtractedLine[]): SectionSpan => ({ section: { ...section, lines: lines.map((l) => l.text) }, lines });

/**
 * "Certifications & Activities" over "Certifications: AWS Certified Cloud Practitioner",
 * "Achievements: Graduated B.E. with Distinction; mentored 3 interns", "Leadership: Led CSR
 * initiatives": a section that gathers several lists labels each one. A label naming another
 * kind of section opens that section (the lines after it go on with it); a label naming the
 * section's own kind is only a label. Two labelled lines at least show the form: one alone
 * ("Awards: …" under certifications) may be a certificate's own wording.
 */
export function withInlineSections(spans: SectionSpan[]): SectionSpan[] {
  return spans.flatMap((span) => {
    if (!HOSTS.has(span.section.type) || span.lines.filter((l) => labelOf(l) !== null).length < 2) return [span];
    const out: SectionSpan[] = [];
    let section = span.section;
    let lines: ExtractedLine[] = [];
    for (const line of span.lines) {
      const labelled = labelOf(line);
      if (!labelled) {
        lines.push(line);
        continue;
      }
      const content = { ...line, text: labelled.content };
      if (labelled.type === section.type) {
        lines.push(content);
        continue;
      }
      if (lines.length || section === span.section) out.push(spanOf(section, lines));
      section = { ...span.section, type: labelled.type, heading: labelled.label };
      lines = [content];
    }
    out.push(spanOf(section, lines));
    // the host keeps its place and heading, though every line it had went to sections of their own
    return out.filter((s, i) => i === 0 || s.lines.length > 0);
  });
}
