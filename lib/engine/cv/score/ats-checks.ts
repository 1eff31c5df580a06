/**
 * Deterministic ATS checks over the extracted document and the parsed CV. Each failed check
 * carries its severity, whether it is only a warning, and a fix; ATS compatibility turns them
 * into a penalty score and the report lists them as `ats_issues`.
 */
import type { ScoringContext } from './context';
import { plural } from './numbers';

export type CheckSeverity = 'critical' | 'high' | 'medium' | 'low';

export interface AtsFinding {
  code: string;
  severity: CheckSeverity;
  /** a warning is a softer failure and costs half */
  warning: boolean;
  issue: string;
  fix: string;
}

/** Penalty per failed check: what an ATS loses when it trips on it. */
export const CHECK_COST: Record<CheckSeverity, number> = { critical: 50, high: 30, medium: 12, low: 4 };

export function findingCost(f: AtsFinding): number {
  return CHECK_COST[f.severity] / (f.warning ? 2 : 1);
}

/** Pages read by OCR: this service could, an applicant tracking system usually cannot. */
function scanFinding(ctx: ScoringContext): AtsFinding | null {
  const ocr = ctx.doc.quality.ocr;
  if (!ocr) return null;
  const whole = ocr.pages.length === ctx.doc.quality.pageCount;
  const what = whole ? 'This CV is a scan or a photo' : `${plural(ocr.pages.length, 'page')} of this CV ${ocr.pages.length === 1 ? 'is a scan' : 'are scans'}`;
  return {
    code: 'SCANNED_CV',
    severity: 'high',
    warning: false,
    issue: `${what}: it was read here by OCR (mean confidence ${Math.round(ocr.meanConfidence)}%), but an ATS may not run OCR and would then see ${whole ? 'an empty document' : 'nothing on those pages'}`,
    fix: 'Upload a text PDF exported from your word processor or CV builder (or a DOCX) instead of a scan or photo',
  };
}

function textLayerChecks(ctx: ScoringContext): AtsFinding[] {
  const q = ctx.doc.quality;
  const out: AtsFinding[] = [];
  const scan = scanFinding(ctx);
  // a scan read by OCR has its own finding; "no text" and "looks scanned" would repeat it
  if (scan) out.push(scan);
  else if (q.textChars < 50) {
    out.push({
      code: 'NO_TEXT_LAYER',
      severity: 'critical',
      warning: false,
      issue: `Only ${q.textChars} characters of text could be read: an ATS sees an almost empty document`,
      fix: 'Export the CV from a word processor as a text-based PDF or DOCX instead of a scan or image',
    });
  } else if (q.imageCount > 0 && q.textChars / Math.max(1, q.pageCount) < 200) {
    out.push({
      code: 'SCANNED_PAGES',
      severity: 'high',
      warning: false,
      issue: `${plural(q.pageCount, 'page')} with images but only ${q.textChars} characters of text: it looks scanned`,
      fix: 'Recreate the CV as a text document; ATS software does not run OCR reliably',
    });
  }
  const garbled = Math.round(q.garbledRatio * 1000) / 10;
  if (q.garbledRatio > 0.05) {
    out.push({
      code: 'GARBLED_TEXT',
      severity: 'high',
      warning: false,
      issue: `${garbled}% of the characters are unreadable glyphs, so words reach the ATS scrambled`,
      fix: 'Embed standard fonts (Arial, Calibri, Georgia) when exporting the PDF, or upload a DOCX',
    });
  } else if (q.garbledRatio > 0.005) {
    out.push({
      code: 'GARBLED_TEXT',
      severity: 'high',
      warning: true,
      issue: `${garbled}% of the characters are unreadable glyphs (symbols or icon fonts)`,
      fix: 'Replace icon fonts and special symbols with plain text labels',
    });
  }
  return out;
}

function layoutChecks(ctx: ScoringContext): AtsFinding[] {
  const q = ctx.doc.quality;
  const out: AtsFinding[] = [];
  if (q.columns >= 2) {
    out.push({
      code: 'MULTI_COLUMN',
      severity: 'medium',
      warning: false,
      issue: `${q.columns}-column layout: many ATS read across columns and mix sections together`,
      fix: 'Use a single-column layout; keep skills and contact details in the main flow',
    });
  }
  if (q.tables > 0) {
    out.push({
      code: 'DOCX_TABLES',
      severity: 'medium',
      warning: false,
      issue: `${plural(q.tables, 'table')} in the document: table cells are often skipped or merged`,
      fix: 'Replace tables with plain paragraphs and tab stops',
    });
  }
  if (q.textBoxes > 0) {
    out.push({
      code: 'TEXT_BOXES',
      severity: 'medium',
      warning: false,
      issue: `${plural(q.textBoxes, 'text box', 'text boxes')}: their content is frequently ignored by ATS parsers`,
      fix: 'Move the text out of text boxes into the body of the document',
    });
  }
  if (q.contactInHeaderFooter) {
    out.push({
      code: 'CONTACT_IN_HEADER_FOOTER',
      severity: 'high',
      warning: false,
      issue: 'Contact details sit only in the page header or footer, which many ATS do not read',
      fix: 'Put your name, email and phone in the first lines of the body',
    });
  }
  // a scan's images are its pages, already the subject of SCANNED_CV
  if (q.imageCount > 0 && q.textChars >= 50 && !q.ocr) {
    out.push({
      code: 'IMAGES',
      severity: 'low',
      warning: false,
      issue: `${plural(q.imageCount, 'image')} (photo, logo or chart) that an ATS cannot read`,
      fix: 'Remove images or make sure nothing important is only shown in them',
    });
  }
  if (q.pageCount > 2) {
    out.push({
      code: 'TOO_MANY_PAGES',
      severity: 'low',
      warning: false,
      issue: `${q.pageCount} pages: recruiters and some ATS rank long CVs lower`,
      fix: 'Trim to two pages by cutting older roles to one line each',
    });
  }
  if (q.bodyFontSize > 0 && q.bodyFontSize < 9) {
    out.push({
      code: 'SMALL_FONT',
      severity: 'medium',
      warning: false,
      issue: `Body text is set in ${q.bodyFontSize} pt, below the 9 pt minimum ATS and readers cope with`,
      fix: 'Use 10–12 pt for body text',
    });
  } else if (q.minFontSize > 0 && q.minFontSize < 7) {
    out.push({
      code: 'SMALL_FONT',
      severity: 'low',
      warning: true,
      issue: `Some text is set in ${q.minFontSize} pt, which may be dropped or misread`,
      fix: 'Keep every line at 9 pt or larger',
    });
  }
  return out;
}

function contactChecks(ctx: ScoringContext): AtsFinding[] {
  const email = ctx.cv.contact.email;
  if (!email) {
    // an address the parser missed may still be on the page: only a confident absence is an issue
    if (ctx.facts.contact.email.presence !== 'absent') return [];
    return [
      {
        code: 'MISSING_EMAIL',
        severity: 'high',
        warning: false,
        issue: 'No email address was found, so an ATS cannot create a candidate record',
        fix: 'Add a professional email address at the top of the CV',
      },
    ];
  }
  const at = ctx.lowerText.indexOf(email.toLowerCase());
  if (at > ctx.lowerText.length / 4) {
    return [
      {
        code: 'EMAIL_NOT_AT_TOP',
        severity: 'low',
        warning: false,
        issue: `The email address appears ${Math.round((at / ctx.lowerText.length) * 100)}% of the way into the text, not in the header`,
        fix: 'Move the contact line directly under your name',
      },
    ];
  }
  return [];
}

function sectionChecks(ctx: ScoringContext): AtsFinding[] {
  const out: AtsFinding[] = [];
  const nonStandard = ctx.cv.sections.filter((s) => s.type === 'other' && s.heading.trim());
  if (nonStandard.length > 0) {
    out.push({
      code: 'NON_STANDARD_SECTION_TITLE',
      severity: 'low',
      warning: false,
      issue: `Heading${nonStandard.length > 1 ? 's' : ''} ${nonStandard.map((s) => `"${s.heading}"`).join(', ')} not recognised as a standard section`,
      fix: 'Use conventional headings such as Experience, Education, Skills, Projects',
    });
  }
  const absent = ctx.facts.sections.presence;
  if (absent.experience === 'absent') {
    out.push({
      code: 'MISSING_EXPERIENCE_SECTION',
      severity: 'high',
      warning: false,
      issue: 'No work experience section was found',
      fix: 'Add an "Experience" section with job title, employer, dates and results for each role',
    });
  }
  if (absent.skills === 'absent') {
    out.push({
      code: 'MISSING_SKILLS_SECTION',
      severity: 'medium',
      warning: false,
      issue: 'No skills section was found, so keyword filters have only the prose to go on',
      fix: 'Add a "Skills" section listing your tools and technologies',
    });
  }
  if (absent.education === 'absent') {
    out.push({
      code: 'MISSING_EDUCATION_SECTION',
      severity: 'low',
      warning: false,
      issue: 'No education section was found',
      fix: 'Add an "Education" section, even a single line with degree and institution',
    });
  }
  return out;
}

function dateChecks(ctx: ScoringContext): AtsFinding[] {
  const out: AtsFinding[] = [];
  const undated = ctx.timeline.undated.map((i) => ctx.timeline.roles[i]);
  const unparseable = undated.filter((j) => j.hasDateText);
  // "without dates" only when the layout was read with confidence (the dates may sit where the parser did not look)
  const missing = ctx.facts.readable ? undated.filter((j) => !j.hasDateText) : [];
  const name = (j: { title: string | null; employer: string | null }) => j.title ?? j.employer ?? 'a role';
  if (unparseable.length > 0) {
    out.push({
      code: 'UNPARSEABLE_PERIOD',
      severity: 'medium',
      warning: false,
      issue: `Dates of ${unparseable.map(name).join(', ')} could not be read ("${ctx.cv.experience[unparseable[0].index].rawDates}")`,
      fix: 'Write dates as "Mar 2021 – Present" or "03/2021 – 06/2023", the same way for every role',
    });
  }
  if (missing.length > 0) {
    out.push({
      code: 'MISSING_PERIOD',
      severity: 'medium',
      warning: true,
      issue: `${plural(missing.length, 'role')} without dates: ${missing.map(name).join(', ')}`,
      fix: 'Give every role a start and end month and year',
    });
  }
  for (const job of ctx.timeline.reversed.map((i) => ctx.timeline.roles[i])) {
    out.push({
      code: 'REVERSED_PERIOD',
      severity: 'medium',
      warning: false,
      issue: `${name(job)} ends before it starts ("${ctx.cv.experience[job.index].rawDates}")`,
      fix: 'Correct the start and end dates of that role',
    });
  }
  return out;
}

export function runAtsChecks(ctx: ScoringContext): AtsFinding[] {
  return [...textLayerChecks(ctx), ...contactChecks(ctx), ...layoutChecks(ctx), ...sectionChecks(ctx), ...dateChecks(ctx)];
}
