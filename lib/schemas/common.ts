import { z } from 'zod';

/** ISO 8601 UTC with milliseconds, e.g. 2026-11-22T10:15:30.123Z */
export const Timestamp = z.string().meta({ format: 'date-time', example: '2026-11-22T10:15:30.123Z' });
export const Uuid = z.uuid();

export const ErrorBody = z.object({ error: z.string() }).meta({ id: 'Error' });

/** A list page holds at most this many records (20 unless asked). */
const MAX_PAGE_LIMIT = 100;
const DEFAULT_PAGE_LIMIT = 20;

export const PaginationMeta = z
  .object({
    page: z.int().min(1),
    limit: z.int().min(1).max(MAX_PAGE_LIMIT),
    total: z.int().min(0),
    total_pages: z.int().min(0),
    has_more: z.boolean(),
  })
  .meta({ id: 'PaginationMeta' });

export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});

export const CreditsMeta = z
  .object({
    charged: z.number(),
    balance: z.number(),
    monthly_spend: z.number(),
    monthly_cap: z.number(),
    monthly_api_calls: z.number(),
    is_overage: z.boolean(),
  })
  .meta({ id: 'CreditsMeta' });

export const CreateMeta = z.object({ credits: CreditsMeta });

/** The 202 of an interview prep or skill gap whose job has not finished within the wait: poll the record. */
export const DerivedReportProcessing = z
  .object({ id: Uuid, analysis_id: Uuid, status: z.literal('processing'), meta: CreateMeta })
  .meta({ id: 'DerivedReportProcessing' });

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: PaginationMeta });

export const Severity = z.enum(['critical', 'high', 'medium', 'low']);
export const SectionType = z.enum([
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'languages',
  'contact',
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
  'other',
]);
export type SectionType = z.infer<typeof SectionType>;

export const Suggestion = z
  .object({ title: z.string(), description: z.string(), severity: Severity, section: z.string() })
  .meta({ id: 'Suggestion' });
