/** Conversions between the engine's YearMonth and JSON Resume's "YYYY-MM" / "YYYY" strings. */
import type { YearMonth } from '../cv/types';

export function toResumeDate(value: YearMonth | null): string | undefined {
  if (!value || !Number.isInteger(value.year) || value.year < 1000 || value.year > 9999) return undefined;
  if (value.month === null || value.month < 1 || value.month > 12) return String(value.year);
  return `${value.year}-${String(value.month).padStart(2, '0')}`;
}

export function parseResumeDate(value: string | undefined): YearMonth | null {
  const match = value ? /^(\d{4})(?:-(\d{2}))?$/.exec(value) : null;
  if (!match) return null;
  return { year: Number(match[1]), month: match[2] ? Number(match[2]) : null };
}
