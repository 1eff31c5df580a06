import type { SectionType } from '../types';

/** A line found to head a section, with what the finders learnt about how it is laid out. */
export interface HeadingCandidate {
  index: number;
  type: SectionType;
  /** a heading in a left label column: the rest of its line is the section's first line */
  content?: string;
  /** a heading wrapped onto the next line, which is no content */
  spansTwoLines?: boolean;
  /** a gutter heading wrapped onto a later row ("Technical" … "Skills"): that row's content, the label cut off */
  wrapped?: { index: number; content: string };
  /** the heading as printed, when it is not the line's text */
  heading?: string;
  /**
   * "Projects included:" over a job's own list: no section, but kept among the candidates until the
   * headings' common style is judged, which the CV's other headings alone decide as before
   */
  listLabel?: boolean;
}
