/**
 * The one builder of hand-made parsed CVs for tests: whatever a test leaves out is empty, and
 * the bullets are those of the jobs unless the test gives its own. The CV engine's tests describe
 * CVs through buildTestCv (build-test-cv.ts), which builds its ParsedCv here too.
 */
import type { ExperienceEntry, ParsedCv } from '../types';

const NO_CONTACT: ParsedCv['contact'] = {
  name: null,
  email: null,
  phone: null,
  phoneCountry: null,
  location: null,
  country: null,
  linkedin: null,
  github: null,
  website: null,
};

/** A job with no place, dates or description unless given. */
export const experienceEntry = (entry: Partial<ExperienceEntry> & Pick<ExperienceEntry, 'title' | 'employer' | 'bullets'>): ExperienceEntry => ({
  location: null,
  start: null,
  end: null,
  current: false,
  rawDates: null,
  description: [],
  ...entry,
});

export function parsedCv(parts: Partial<ParsedCv> & Pick<ParsedCv, 'experience'>): ParsedCv {
  return {
    contact: NO_CONTACT,
    summary: null,
    sections: [],
    education: [],
    listedSkills: [],
    certifications: [],
    languages: [],
    projects: [],
    bullets: parts.experience.flatMap((e, i) => e.bullets.map((text) => ({ text, section: 'experience' as const, experienceIndex: i }))),
    language: 'en',
    ...parts,
  };
}
