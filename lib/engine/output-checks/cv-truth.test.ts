/**
 * The yardstick itself: what the output checks take the page and its labels to show. A wrong
 * yardstick counts true statements as defects (or hides false ones), so its rules are tested
 * in both polarities.
 */
import { describe, expect, it } from 'vitest';
import { hasExperience, hasPhone, isLabelledRole, readTruth } from './cv-truth';
import { improvedCvChecks } from './improved-cv-checks';
import { buildTestCv } from '../cv/testing/build-test-cv';
import { toJsonResume } from '../render/json-resume';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('the page as the checks read it', () => {
  it('glued or bracketed years are no phone number; a number is', () => {
    expect(hasPhone(readTruth('Experience  20072013    Systems Designer  (2005-2007)', null, NOW))).toBe(false);
    expect(hasPhone(readTruth('Jane Doe  +44 7700 900123', null, NOW))).toBe(true);
  });

  it('a dotin designation without any employer is no job (it may be the position sought)', () => {
    const sought = readTruth('Seeking assignments as Software Development', { designations: ['Software Development'], companies: [] }, NOW);
    expect(hasExperience(sought)).toBe(false);
    const held = readTruth('Analyst at Acme', { designations: ['Analyst'], companies: ['Acme'] }, NOW);
    expect(hasExperience(held)).toBe(true);
  });

  it('labels that name no job at all are no verdict on a role', () => {
    const none = readTruth('Lab Assistant, DePaul University', { companies: [], designations: [] }, NOW);
    expect(isLabelledRole(none, 'Lab Assistant', 'DePaul University')).toBeNull();
    const some = readTruth('Lab Assistant, DePaul University', { companies: ['Acme'], designations: ['Analyst'] }, NOW);
    expect(isLabelledRole(some, 'Lab Assistant', 'DePaul University')).toBe(false);
  });
});

describe('content lost in the improved CV', () => {
  const cvWith = (type: 'languages' | 'interests', heading: string, lines: string[]) =>
    buildTestCv({ name: 'Jane Doe', email: 'jane@example.com', extraSections: [{ type, heading, lines }] }).cv;

  it('a section kept under its own heading is not lost; one dropped is', () => {
    const cv = cvWith('languages', 'Programming Languages', ['Java, C++, Python']);
    const kept = { ...toJsonResume(cv), additionalSections: [{ heading: 'Programming Languages', lines: ['Java, C++, Python'] }] };
    expect(improvedCvChecks(cv, 'Programming Languages Java, C++, Python', kept).filter((f) => f.check === 'improved_cv_lost_content')).toEqual([]);
    const dropped = { ...toJsonResume(cv), additionalSections: [] };
    expect(improvedCvChecks(cv, 'Programming Languages Java, C++, Python', dropped).map((f) => f.check)).toContain('improved_cv_lost_content');
  });

  it('a section of bullet glyphs alone holds nothing to keep', () => {
    const cv = cvWith('interests', 'Interests', ['•', '•']);
    expect(improvedCvChecks(cv, 'Interests • •', toJsonResume(cv)).filter((f) => f.check === 'improved_cv_lost_content')).toEqual([]);
  });
});

describe('placeholders in the improved CV', () => {
  const cv = buildTestCv({ name: 'Jane Doe', email: 'jane@example.com', skills: ['Go', 'SQL'] }).cv;
  const withSummary = (summary: string) => ({ ...toJsonResume(cv), basics: { ...toJsonResume(cv).basics, summary } });
  const placeholders = (source: string, summary: string) =>
    improvedCvChecks(cv, source, withSummary(summary)).filter((f) => f.check === 'improved_cv_placeholders');

  it('counts a list cut short ("and 2 more") the CV does not print, and not one it prints', () => {
    expect(placeholders('Jane Doe Go SQL', 'Engineer skilled in Go, SQL and 2 more.')).toHaveLength(1);
    expect(placeholders('Won 3 awards and 2 more nominations', 'Won 3 awards and 2 more nominations.')).toHaveLength(0);
  });
});
