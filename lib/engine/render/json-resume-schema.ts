/**
 * The JSON Resume shape (jsonresume.org, schema v1) used for `structured_cv` and `improved_cv`.
 * Only the fields cvlens fills are modelled; optional fields are left out rather than set to ''
 * so the JSON stays close to what other JSON Resume tools produce.
 */
import { z } from 'zod';

/** JSON Resume's partial ISO 8601 date: "2020-01" or "2020". A missing work endDate means "current". */
export const ResumeDate = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'expected YYYY-MM or YYYY');

const text = z.string().min(1);

export const JsonResumeSchema = z.object({
  basics: z.object({
    name: z.string(),
    label: text.optional(),
    email: text.optional(),
    phone: text.optional(),
    url: text.optional(),
    summary: text.optional(),
    location: z
      .object({ city: text.optional(), countryCode: z.string().length(2).optional(), region: text.optional() })
      .optional(),
    profiles: z.array(z.object({ network: text, username: text.optional(), url: text.optional() })),
  }),
  work: z.array(
    z.object({
      name: text.optional(),
      position: text.optional(),
      location: text.optional(),
      startDate: ResumeDate.optional(),
      endDate: ResumeDate.optional(),
      /**
       * not in JSON Resume: a current job whose start the CV does not give ("January 20XX – Current").
       * Beside a startDate a missing endDate already says current; without one only this does.
       */
      current: z.literal(true).optional(),
      summary: text.optional(),
      highlights: z.array(text),
    }),
  ),
  education: z.array(
    z.object({
      institution: text.optional(),
      area: text.optional(),
      studyType: text.optional(),
      startDate: ResumeDate.optional(),
      endDate: ResumeDate.optional(),
      score: text.optional(),
      /** what the entry names that no field above holds (its thesis), one line each */
      details: z.array(text).optional(),
    }),
  ),
  skills: z.array(z.object({ name: text, keywords: z.array(text) })),
  languages: z.array(z.object({ language: text, fluency: text.optional() })),
  certificates: z.array(z.object({ name: text })),
  projects: z.array(z.object({ name: text, description: text.optional(), highlights: z.array(text) })),
  // Sections no parsed field holds, kept as the CV writes them. Optional: generations stored before they existed lack them.
  awards: z.array(z.object({ title: text })).optional(),
  publications: z.array(z.object({ name: text })).optional(),
  volunteer: z
    .array(
      z.object({
        organization: text.optional(),
        position: text.optional(),
        startDate: ResumeDate.optional(),
        endDate: ResumeDate.optional(),
        summary: text.optional(),
        highlights: z.array(text),
      }),
    )
    .optional(),
  interests: z.array(z.object({ name: text })).optional(),
  /** not in JSON Resume: a section under a heading of the CV's own ("Coursework", "Leadership"), its lines as written */
  additionalSections: z.array(z.object({ heading: text, lines: z.array(text) })).optional(),
});

export type JsonResume = z.infer<typeof JsonResumeSchema>;
export type JsonResumeWork = JsonResume['work'][number];
export type JsonResumeSkillGroup = JsonResume['skills'][number];
