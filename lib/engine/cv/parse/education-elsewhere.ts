import type { EducationEntry } from '../types';
import { parseEducation } from './education';
import { INSTITUTION } from './education-words';
import type { SectionSpan } from './sections';
import { fold } from './text-shape';

/** A university degree by name: "Bachelor of Science", "Masters in Business Administration", "Ph.D.", "MBA". */
const ACADEMIC_DEGREE = /\b(?:bachelor\w*|masters?|master's|doctor(?:ate| of)|ph\.?\s?d|mba|associate of|associate degree)\b/i;

/** An entry of schooling, not a training: a school named by a school word, or a university degree. */
const isSchooling = (entry: EducationEntry) => Boolean(entry.institution && INSTITUTION.test(fold(entry.institution))) || ACADEMIC_DEGREE.test(entry.degree ?? '');

/**
 * "PROFESSIONAL DEVELOPMENT" / "University of Texas at Dallas" / "Masters in Business
 * Administration": a CV may list its degrees under a heading of courses and certifications,
 * with no education heading or one of trainings only ("TRAINING:"). Read there, only the entries
 * naming a school by a school word and a university degree are its education; the courses and
 * licences stay certifications.
 */
export function degreesUnderCertifications(spans: SectionSpan[], education: EducationEntry[]): EducationEntry[] {
  if (education.some(isSchooling)) return [];
  return spans
    .filter((span) => span.section.type === 'certifications')
    .flatMap((span) => parseEducation(span.lines))
    .filter((entry) => entry.institution && INSTITUTION.test(fold(entry.institution)) && ACADEMIC_DEGREE.test(entry.degree ?? ''));
}
