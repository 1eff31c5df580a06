/**
 * Every setting of the service, read and validated in one place. Which database, limiter,
 * executor and model are in use follows from here and is logged once at start.
 */
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  INNGEST_EVENT_KEY: optionalString,
  INNGEST_SIGNING_KEY: optionalString,
  INNGEST_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  AUTH_SECRET: optionalString,
  SIGNING_SECRET: optionalString,
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
  /** how long POST /analyses waits for the run before answering `processing` */
  ANALYSIS_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** how long interview-prep, skill-gap and generation creates wait for their run */
  JOB_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(7 * 86_400).default(3_600),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** how long a process may serve an API key from memory (changes are pushed by NOTIFY); 0: no cache */
  API_KEY_CACHE_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3_600).optional()),
  /** memory for the JSON of completed analyses (they never change); 0: no cache */
  ANALYSIS_CACHE_MB: z.coerce.number().min(0).max(4_096).default(64),
  VERCEL: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Off on Vercel unless set: a frozen serverless instance cannot keep listening for key changes. */
export const apiKeyCacheSeconds = (e: Env = env()) => e.API_KEY_CACHE_SECONDS ?? (e.VERCEL ? 0 : 60);

export const usesInngestCloud = (e: Env = env()) => Boolean(e.INNGEST_EVENT_KEY || e.INNGEST_BASE_URL);

export function describeModes(e: Env = env()): Record<string, string> {
  return {
    database: e.DATABASE_URL ? `PostgreSQL at ${new URL(e.DATABASE_URL).host}` : 'none',
    rateLimiter: e.UPSTASH_REDIS_REST_URL
      ? 'Upstash Redis (REST)'
      : e.REDIS_URL
        ? `Redis at ${new URL(e.REDIS_URL).host}`
        : 'in-process (single server only)',
    executor: usesInngestCloud(e) ? `Inngest at ${e.INNGEST_BASE_URL ?? 'Inngest Cloud'}` : 'embedded (PostgreSQL run table)',
    model: e.OPENAI_API_KEY ? `${e.OPENAI_MODEL}${e.OPENAI_BASE_URL ? ` via ${e.OPENAI_BASE_URL}` : ''}` : 'none (deterministic engine)',
  };
}
