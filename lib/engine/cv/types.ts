/**
 * The engine's internal shapes, shared by extract/, parse/, score/ and report.ts, and by
 * the interview, skill-gap and generation services that build on a parsed CV.
 * The wire shapes (what clients see) are the zod schemas in lib/schemas/.
 */
import type { Result, SectionReport } from '../../schemas/analysis';
import type { SectionType } from '../../schemas/common';

export type { SectionType };

/** 'image': a photo or scan uploaded as PNG, JPEG, WebP or TIFF, read by OCR */
export type DocumentKind = 'pdf' | 'docx' | 'text' | 'markdown' | 'image';

/** One visual line of the document, in reading order, with the layout hints the parser uses. */
export interface ExtractedLine {
  text: string;
  page: number; // 1-based
  /** 0 for single-column pages; 0,1,2 left to right when columns were detected */
  column: number;
  /** left edge and top (PDF user units from the top of the page; 0 for DOCX/text) */
  x: number;
  y: number;
  /**
   * PDF lines whose pieces a wide gap set apart (joined in `text` by two spaces): the left edge
   * of each piece, so a reader can tell where a date gutter ends and the entry's own text begins
   */
  cellX?: number[];
  /**
   * how far the line's text stops short of the rightmost text of its column (PDF only): a line
   * that runs to the edge was wrapped there, so the line below goes on with its sentence
   */
  shortOfEdge?: number;
  fontSize: number; // 0 when unknown
  bold: boolean;
  /** the line came from a Word heading style, markdown '#', or a PDF line markedly larger than body text */
  headingHint: boolean;
  /** vertical gap to the previous line on the same page/column, in multiples of the typical line gap (0 when unknown) */
  gapBefore: number;
}

/** How a document's scanned pages were read: present only when OCR read some of it. */
export interface OcrQuality {
  /** 1-based numbers of the pages whose text came from OCR */
  pages: number[];
  /** mean confidence of the OCR'd words, 0..100, weighted by their characters */
  meanConfidence: number;
  /** tesseract language models the pages were read with */
  languages: string[];
}

export interface ExtractionQuality {
  /** share of characters that are garbled glyphs ((cid:N), U+FFFD, private-use), 0..1 */
  garbledRatio: number;
  textChars: number;
  pageCount: number;
  /** most columns found on any page */
  columns: number;
  imageCount: number;
  /** DOCX tables / text boxes: ATS parsers often skip or scramble them */
  tables: number;
  textBoxes: number;
  /** contact details only in page headers/footers (DOCX) */
  contactInHeaderFooter: boolean;
  /** smallest body font size seen, in points (0 when unknown) */
  minFontSize: number;
  /** median body font size in points (0 when unknown) */
  bodyFontSize: number;
  /** distinct font families / sizes used for body text: a consistency signal */
  fontFamilies: number;
  fontSizes: number;
  /** scanned pages read by OCR (absent when every page had a text layer) */
  ocr?: OcrQuality;
}

export interface ExtractedDocument {
  kind: DocumentKind;
  /** the whole text in reading order, one line per ExtractedLine, joined by '\n' */
  text: string;
  lines: ExtractedLine[];
  quality: ExtractionQuality;
  /** human-readable notes about the extraction (e.g. "two-column layout read column by column") */
  warnings: string[];
  /** web addresses the file links to (PDF link annotations, Word hyperlinks), which its text may not print */
  links?: string[];
}

export interface YearMonth {
  year: number;
  /** 1-12, null when only the year is given */
  month: number | null;
}

export interface Contact {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** ISO 3166-1 alpha-2 from the phone's country code, or the CV's country for a national number its numbering plan allows */
  phoneCountry: string | null;
  location: string | null;
  /** ISO 3166-1 alpha-2 inferred from location or phone */
  country: string | null;
  linkedin: string | null;
  github: string | null;
  website: string | null;
}

export interface Section {
  type: SectionType;
  /** the heading as written ("Berufserfahrung"); '' for the text before the first heading */
  heading: string;
  /** the lines of the section, heading excluded */
  lines: string[];
  /** index of the heading in ExtractedDocument.lines (-1 for the header block) */
  startLine: number;
}

export interface ExperienceEntry {
  title: string | null;
  employer: string | null;
  location: string | null;
  start: YearMonth | null;
  end: YearMonth | null;
  /** "Present", "current", "heute", "actualidad" … */
  current: boolean;
  /** the date text as written, e.g. "Jan 2019 – Present" */
  rawDates: string | null;
  bullets: string[];
  /** free text lines of the entry that are not bullets */
  description: string[];
}

export interface EducationEntry {
  institution: string | null;
  degree: string | null;
  field: string | null;
  start: YearMonth | null;
  end: YearMonth | null;
  grade: string | null;
  /** what the entry names beside its degree that no field holds: its thesis ("Masterarbeit: …"), whole */
  details?: string[];
}

export interface LanguageSkill {
  language: string;
  proficiency: string | null;
}

export interface ProjectEntry {
  name: string;
  description: string | null;
  bullets: string[];
}

export interface Bullet {
  text: string;
  section: SectionType;
  /** index into ParsedCv.experience when the bullet belongs to a job */
  experienceIndex: number | null;
}

export interface ParsedCv {
  contact: Contact;
  summary: string | null;
  sections: Section[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** skills as listed in skills sections, split on separators, in order, not yet normalised */
  listedSkills: string[];
  certifications: string[];
  languages: LanguageSkill[];
  projects: ProjectEntry[];
  /** every bullet of the CV in order */
  bullets: Bullet[];
  /** the language the CV is written in (ISO 639-1), guessed from headings and stop words */
  language: string;
}

export interface AnalysisOptions {
  targetRole: string;
  targetIndustry?: string | null;
  jobDescription?: string | null;
  /** ISO 639-1 preference for generated text; the engine writes English today */
  language?: string | null;
  fileName?: string | null;
  /** the reference date for "Present" and gaps; fixed in tests so output is deterministic */
  now?: Date;
}

export interface AnalysisOutput {
  scores: { overall: number; ats: number; keyword: number; formatting: number; impact: number };
  result: Result;
  sections: SectionReport[];
}
