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

type ReportShape = z.ZodRawShape & { target_role: z.ZodType; target_industry: z.ZodType };

/**
 * The wire shapes of a report derived from an analysis (interview prep, skill gap), from what its
 * job writes (`content`): the record as read (`{name}`), the create's answer (`{name}Created`:
 * meta.credits, what the create cost, and no created_at), and the list (`{name}List`: the record's
 * identity, role and `listFigure`).
 */
export function derivedReportSchemas<S extends ReportShape, F extends keyof S & string>(name: string, content: z.ZodObject<S>, listFigure: F) {
  const identity = { id: Uuid, analysis_id: Uuid };
  const record = z.object({ ...identity, ...content.shape, created_at: Timestamp }).meta({ id: name });
  const created = z.object({ ...identity, ...content.shape, meta: CreateMeta }).meta({ id: `${name}Created` });
  const { target_role, target_industry } = content.shape;
  const figure = { [listFigure]: content.shape[listFigure] } as { [K in F]: S[F] };
  const listItem = z.object({ ...identity, target_role, target_industry, ...figure, created_at: Timestamp }).meta({ id: `${name}ListItem` });
  return { content, listFigure, record, created, listItem, list: listOf(listItem).meta({ id: `${name}List` }) };
}

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
