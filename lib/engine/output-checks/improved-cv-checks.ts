/**
 * Whether the improved CV can be sent as it is: no placeholder, fill-in, lorem ipsum or icon
 * glyph; no figure the CV does not state; nothing of the CV dropped (every entry, every
 * bullet as a bullet, every section with content, language levels, certification dates).
 */
import { isSignatureBlock, isWishesSection } from '../cv/facts/sections';
import type { ParsedCv, SectionType } from '../cv/types';
import type { JsonResume } from '../render/json-resume-schema';
import { CUT_SHORT_LIST, isTemplateFiller } from '../render/sendable-text';
import { norm } from './cv-truth';
import { finding, type Finding } from './finding';

/** "[X%]", "[N]-person", "XX%", "May 20XX", "TBD", lorem ipsum */
const PLACEHOLDER = /\[[^\]\n]{0,40}\]|\bX{1,3}%|\b(?:19|20)XX\b|\b(?:TBD|TODO|lorem ipsum|dolor sit amet|consectetur adipiscing)\b/i;
/** private-use icon fonts, replacement and control characters, pictographs, pdf.js's "(cid:12)" */
const GLYPH = /[\uE000-\uF8FF\u{F0000}-\u{10FFFD}\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|(?![©®™])\p{Extended_Pictographic}|\(cid:\d+\)/u;

/** The figures of a text, normalised so that "1,200" and "1200" are one figure and "1.5" is not "15". */
export function figuresIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}(?!\d))/g, '').replace(/,/g, '.').replace(/^0+(?=\d)/, ''));
}

/** The strings of a value, dates left out (they are structured, not prose). */
function textOf(value: unknown, key = ''): string {
  if (typeof value === 'string') return /date$/i.test(key) ? '' : value;
  if (Array.isArray(value)) return value.map((v) => textOf(v)).join(' ');
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => textOf(v, k)).join(' ');
  return '';
}

/** The text fields of an improved CV a reader sees, with where each sits. */
function visibleTexts(cv: JsonResume): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const add = (where: string, text: string | undefined) => text && out.push([where, text]);
  const b = cv.basics;
  add('basics.name', b.name);
  add('basics.label', b.label);
  add('basics.summary', b.summary);
  cv.work.forEach((w, i) => {
    add(`work[${i}].name`, w.name);
    add(`work[${i}].position`, w.position);
    add(`work[${i}].summary`, w.summary);
    w.highlights.forEach((h, j) => add(`work[${i}].highlights[${j}]`, h));
  });
  cv.education.forEach((e, i) => [e.institution, e.area, e.studyType, e.score, ...(e.details ?? [])].forEach((text) => add(`education[${i}]`, text)));
  cv.projects.forEach((p, i) => {
    add(`projects[${i}].name`, p.name);
    add(`projects[${i}].description`, p.description);
    p.highlights.forEach((h, j) => add(`projects[${i}].highlights[${j}]`, h));
  });
  cv.skills.forEach((g, i) => g.keywords.forEach((k) => add(`skills[${i}]`, k)));
  cv.certificates.forEach((c, i) => add(`certificates[${i}]`, Object.values(c as Record<string, string>).join(' ')));
  cv.languages.forEach((l, i) => add(`languages[${i}]`, `${l.language} ${l.fluency ?? ''}`));
  for (const [key, list] of Object.entries(cv)) {
    if (['basics', 'work', 'education', 'projects', 'skills', 'certificates', 'languages'].includes(key) || !Array.isArray(list)) continue;
    (list as unknown[]).forEach((item, i) => add(`${key}[${i}]`, textOf(item)));
  }
  return out;
}

/** Sections whose content the improved CV must keep, with the JSON Resume key that holds it. */
const KEPT_SECTIONS: Partial<Record<SectionType, string>> = {
  awards: 'awards',
  publications: 'publications',
  volunteer: 'volunteer',
  interests: 'interests',
  projects: 'projects',
  certifications: 'certificates',
  languages: 'languages',
  other: 'additionalSections',
};

function lostContent(parsed: ParsedCv, cv: JsonResume): Finding[] {
  const out: Finding[] = [];
  const lost = (where: string, detail: string) => out.push(finding('improved_cv_lost_content', `improved.${where}`, detail));
  const jobs = parsed.experience.filter((e) => e.title || e.employer || e.bullets.length);
  if (cv.work.length < jobs.length) lost('work', `${jobs.length} jobs in the CV, ${cv.work.length} in the improved CV`);
  parsed.experience.forEach((e, i) => {
    const kept = cv.work[i]?.highlights.length ?? 0;
    // a template's instructions to its writer are no content to keep
    if (e.bullets.filter((b) => b.trim() && !isTemplateFiller(b)).length > kept) lost(`work[${i}]`, `${e.bullets.length} bullets in the CV, ${kept} in the improved CV`);
  });
  // a line of bullet glyphs alone ("•") holds nothing to keep
  // the candidate's name closing the page over "Applicant" is its signature, and a profile's "Ich suche" a note to
  // the platform's members: no sections to keep (facts/sections.ts)
  const withContent = parsed.sections.filter((s) => s.lines.some((l) => /[\p{L}\p{N}]/u.test(l)) && !isSignatureBlock(s.heading, parsed.contact.name) && !isWishesSection(s.heading));
  // a section may be kept under its own heading ("Programming Languages" names no spoken language)
  const keptHeadings = new Set((cv.additionalSections ?? []).filter((s) => s.lines.length).map((s) => norm(s.heading)));
  for (const [type, key] of Object.entries(KEPT_SECTIONS)) {
    const list = (cv as unknown as Record<string, unknown[]>)[key];
    if (Array.isArray(list) && list.length) continue;
    const unkept = withContent.filter((s) => s.type === type && !keptHeadings.has(norm(s.heading)));
    if (unkept.length) lost(key, `the CV has a ${type} section ("${unkept[0].heading}"), the improved CV has none`);
  }
  const levels = new Map(cv.languages.map((l) => [l.language.toLowerCase(), l.fluency]));
  for (const l of parsed.languages) {
    if (l.proficiency && !levels.get(l.language.toLowerCase())) lost('languages', `${l.language} loses its level "${l.proficiency}"`);
  }
  const certText = cv.certificates.map((c) => Object.values(c as Record<string, string>).join(' ')).join('\n');
  for (const cert of parsed.certifications) {
    for (const year of cert.match(/\b(?:19|20)\d\d\b/g) ?? []) {
      if (!certText.includes(year)) lost('certificates', `"${cert}" loses its year ${year}`);
    }
  }
  return out;
}

export function improvedCvChecks(parsed: ParsedCv, sourceText: string, cv: JsonResume): Finding[] {
  const out: Finding[] = [];
  const known = new Set(figuresIn(sourceText));
  for (const [where, text] of visibleTexts(cv)) {
    const placeholder = text.match(PLACEHOLDER);
    if (placeholder) out.push(finding('improved_cv_placeholders', `improved.${where}`, `"${placeholder[0]}" in "${text.slice(0, 100)}"`));
    else if (isTemplateFiller(text)) out.push(finding('improved_cv_placeholders', `improved.${where}`, `template text "${text.slice(0, 100)}"`));
    else {
      // a list cut short for a report ("Python, SQL and 3 more") names what it leaves out nowhere
      const cut = text.match(CUT_SHORT_LIST);
      if (cut && !sourceText.toLowerCase().includes(cut[0].toLowerCase())) {
        out.push(finding('improved_cv_placeholders', `improved.${where}`, `list cut short, "${cut[0]}" in "${text.slice(0, 100)}"`));
      }
    }
    const glyph = text.match(GLYPH);
    if (glyph) out.push(finding('improved_cv_placeholders', `improved.${where}`, `glyph U+${glyph[0].codePointAt(0)!.toString(16).toUpperCase()} in "${text.slice(0, 100)}"`));
    const unsupported = figuresIn(text.replace(/\[[^\]]*\]/g, '')).filter((n) => !known.has(n));
    if (unsupported.length) out.push(finding('improved_cv_unsupported_figures', `improved.${where}`, `${unsupported.join(', ')} not in the CV: "${text.slice(0, 100)}"`));
  }
  return [...out, ...lostContent(parsed, cv)];
}
