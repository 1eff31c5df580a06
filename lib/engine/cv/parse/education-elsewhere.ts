import type { EducationEntry } from '../types';
import { parseEducation } from './education';
import { INSTITUTION } from './education-words';
import type { SectionSpan } from './sections';
import { fold } from './text-shape';

/** A university degree by name: "Bachelor of Science", "Masters in Business Administration", "Ph.D.", "MBA". */
const ACADEMIC_DEGREE = /\b(?:bachelor\w*|masters?|master's|doctor(?:ate| of)|ph\.?\s?d|mba|associate of|associate degree)\b/i;

/**
 * "PROFESSIONAL DEVELOPMENT" / "University of Texas at Dallas" / "Masters in Business
 * Administration": a CV with no education heading may list its degrees under a heading of
 * courses and certifications. Read there, only the entries naming a school by a school word and
 * a university degree are its education; the courses and licences stay certifications.
 */
export function degreesUnderCertifications(spans: SectionSpan[]): EducationEntry[] {
  if (spans.some((span) => span.section.type === 'education')) return [];
  return spans
    .filter((span) => span.section.type === 'certifications')
    .flatMap((span) => parseEducation(span.lines))
    .filter((entry) => entry.institution && INSTITUTION.test(fold(entry.institution)) && ACADEMIC_DEGREE.test(entry.degree ?? ''));
}
