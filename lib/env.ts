/**
 * Every setting of the service, read and validated in one place. Which database, limiter,
 * executor and model are in use follows from here and is logged once at start.
 */
import { z } from 'zod';
import { OCR_LANGUAGE_CODES } from './engine/cv/extract/ocr/ocr-settings';

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
  /** SMTP server for mail (smtp://user:pass@host:587, smtps://…); unset: mail goes to the outbox table (staff: /staff/outbox) and the log */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().min(3).default('cvlens <no-reply@localhost>'),
  /** the public origin of the dashboard, for links in mail (never taken from a request's Host header) */
  APP_URL: optionalUrl,
  AUTH_URL: optionalUrl,
  /** multiplies the per-IP limits of sign-in, sign-up, password resets and invitations (many users behind one address) */
  AUTH_IP_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
  /** uploaded CVs older than this many days are deleted by a sweep (records and generated files stay); unset: kept */
  FILE_RETENTION_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(36_500).optional()),
  /** engine worker processes; default: one fewer than the cores, at least one */
  ENGINE_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  /**
   * V8 old-space cap of the server process (next-server): with none, V8 sizes its heap growth
   * for the machine's whole memory and keeps twice what it needs (bench: 423 MB uncapped, 238 MB
   * at 400, same throughput); the engine's memory is in its workers, not here
   */
  SERVER_HEAP_MB: z.coerce.number().int().min(128).max(16_384).default(512),
  /** V8 heap cap of each engine worker */
  ENGINE_HEAP_MB: z.coerce.number().int().min(64).max(8_192).default(256),
  /** an engine worker above this resident size is killed with its task */
  ENGINE_RSS_MB: z.coerce.number().int().min(128).max(16_384).default(640),
  /**
   * an engine worker left above this resident size after a task is replaced before its next one
   * (a worker holds about 190 MB after warm-up, 220-260 MB reading ordinary CVs; a large or hostile file leaves it at 330-400 MB)
   */
  ENGINE_RECYCLE_MB: z.coerce.number().int().min(128).max(16_384).default(300),
  /** niceness of the engine and OCR workers above the server's (0 = the same priority, 19 = only idle CPU) */
  ENGINE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** engine tasks that may wait for a worker; more are answered 503 */
  ENGINE_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(256),
  /** deadline of one engine task (reading, analysing, generating); rendering gets twice this */
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(8_000),
  /** scanned pages (of a PDF or an image) read by OCR at most; more is refused with a 422 */
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(20).default(4),
  /** the language models scans are read with, '+'-separated (each one adds time) */
  OCR_LANGUAGES: z
    .string()
    .default(OCR_LANGUAGE_CODES.join('+'))
    .transform((v) => [...new Set(v.split('+').map((code) => code.trim()))])
    .pipe(z.array(z.enum(OCR_LANGUAGE_CODES)).min(1)),
  /** mean OCR confidence (0-100) under which a scan is refused as too poor to read */
  OCR_MIN_CONFIDENCE: z.coerce.number().min(0).max(100).default(60),
  /** worker processes that read scans by OCR, apart from the engine workers */
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** deadline of reading one scan by OCR (all its pages) */
  OCR_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
  /** an OCR worker above this resident size is killed with its scan */
  OCR_RSS_MB: z.coerce.number().int().min(256).max(16_384).default(1_024),
  /**
   * an OCR worker left above this resident size after a scan is replaced before its next one
   * (tesseract's WebAssembly memory only grows: ordinary one- and two-page scans leave a worker at
   * 360-540 MB, a larger scan at 600-770 MB, and it would stay there for every scan after it)
   */
  OCR_RECYCLE_MB: z.coerce.number().int().min(256).max(16_384).default(640),
  /** Stripe Checkout for plan upgrades and credit packs; unset: the embedded test mode (staff approve requests) */
  STRIPE_SECRET_KEY: optionalString,
  /** the signing secret (whsec_…) of the Stripe webhook endpoint /api/billing/stripe-webhook; required with STRIPE_SECRET_KEY */
  STRIPE_WEBHOOK_SECRET: optionalString,
  VERCEL: optionalString,
}).refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
  path: ['STRIPE_WEBHOOK_SECRET'],
  message: 'set it with STRIPE_SECRET_KEY: without it no payment could be confirmed',
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

/** Where links in mail point: APP_URL, else AUTH_URL, else this machine. */
export const appOrigin = (e: Env = env()) => new URL(e.APP_URL ?? e.AUTH_URL ?? `http://localhost:${e.PORT}`).origin;

/** How the engine reads scans, as this deployment configures it. */
export const ocrSettings = (e: Env = env()) => ({ languages: e.OCR_LANGUAGES, maxPages: e.OCR_MAX_PAGES, minConfidence: e.OCR_MIN_CONFIDENCE });

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
    ocr: `${e.OCR_LANGUAGES.join('+')}, up to ${e.OCR_MAX_PAGES} pages, refused under ${e.OCR_MIN_CONFIDENCE}% confidence`,
    model: e.OPENAI_API_KEY ? `${e.OPENAI_MODEL}${e.OPENAI_BASE_URL ? ` via ${e.OPENAI_BASE_URL}` : ''}` : 'none (deterministic engine)',
    payments: e.STRIPE_SECRET_KEY ? 'Stripe Checkout (webhook /api/billing/stripe-webhook)' : 'test mode (no STRIPE_SECRET_KEY): staff approve upgrades and credit packs',
    mail: e.SMTP_URL ? `SMTP at ${new URL(e.SMTP_URL).host}` : 'outbox table and log (no SMTP_URL)',
  };
}
