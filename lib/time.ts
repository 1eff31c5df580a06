/** Calendar helpers in UTC: billing months and usage days never depend on the server's zone. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
export const utcMonth = (d: Date) => d.toISOString().slice(0, 7);
const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The UTC month as people read it: "November 2026". */
export const utcMonthName = (d: Date) => MONTH_NAME.format(d);
export const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
export const startOfNextUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
export const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** ISO 8601 with milliseconds, as every timestamp on the wire */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A lifetime in words, the one way pages, mails and the API's descriptions state one: "7 days",
 * "24 hours", "an hour", "15 minutes", "90 seconds". A single day is said in hours, as a link's
 * deadline is read against the clock.
 */
export function lifetimeText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s % 86_400 === 0 && s > 86_400) return `${s / 86_400} days`;
  if (s === 3600) return 'an hour';
  if (s === 60) return 'a minute';
  if (s % 3600 === 0) return `${s / 3600} hours`;
  if (s % 60 === 0) return `${s / 60} minutes`;
  return `${s} seconds`;
}

/** A wait as the API's descriptions state it: "2 s", "1500 ms". */
export const waitText = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
/** Whole seconds from then until now (0 for a time not yet reached). */
export const secondsSince = (then: Date, now = new Date()) => Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
