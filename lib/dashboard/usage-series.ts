/**
 * The numbers behind the Usage page, from the same tables as GET /api/v1/usage, with every
 * day of the window present (zero when nothing happened) so charts have no gaps.
 */
import { STATUS_CODES } from 'node:http';
import type { DbOrTx } from '../../db/index';
import { callsPerStatus, latencyPerEndpoint } from '../../db/queries/request-log';
import { callsPerDay, callsPerEndpoint, callsPerKey } from '../../db/queries/usage';
import { addDays, utcDay } from '../time';
import { creditsPerDay } from '../../db/queries/credit-ledger';

export interface DayPoint {
  day: string;
  calls: number;
  credits: number;
}

export function daysEndingToday(days: number, now = new Date()): string[] {
  return Array.from({ length: days }, (_, i) => utcDay(addDays(now, i - days + 1)));
}

/** With apiKeyId, every figure is that key's alone (the usage link of a key). */
export async function usageSeries(db: DbOrTx, organizationId: string, days: number, now = new Date(), apiKeyId?: string) {
  const window = daysEndingToday(days, now);
  const from = window[0];
  const [calls, credits, perKey, perEndpoint, perStatus, latency] = await Promise.all([
    callsPerDay(db, organizationId, from, apiKeyId),
    creditsPerDay(db, organizationId, from, apiKeyId),
    callsPerKey(db, organizationId, from, apiKeyId),
    callsPerEndpoint(db, organizationId, from, apiKeyId),
    callsPerStatus(db, organizationId, from, apiKeyId),
    latencyPerEndpoint(db, organizationId, apiKeyId),
  ]);
  const callsByDay = new Map(calls.map((r) => [r.day, Number(r.n)]));
  const creditsByDay = new Map(credits.map((r) => [r.day, Math.round(Number(r.credits) * 100) / 100]));
  const perDay: DayPoint[] = window.map((day) => ({ day, calls: callsByDay.get(day) ?? 0, credits: creditsByDay.get(day) ?? 0 }));
  return {
    days,
    from,
    to: window[window.length - 1],
    perDay,
    totalCalls: perDay.reduce((s, p) => s + p.calls, 0),
    totalCredits: Math.round(perDay.reduce((s, p) => s + p.credits, 0) * 100) / 100,
    perKey: perKey.map((k) => ({ id: k.id, name: k.name, fragment: k.key_fragment, calls: Number(k.n) })),
    perEndpoint: perEndpoint.map((e) => ({ endpoint: e.endpoint, calls: Number(e.n) })),
    /** every answer to a known key by status, refusals included (perDay counts the calls plans bill) */
    perStatus: perStatus.map((r) => ({ status: r.status, label: `${r.status} ${STATUS_CODES[r.status] ?? ''}`.trim(), calls: r.n })),
    /** over the calls still in the request log (the last 1,000) */
    latency: latency.map((l) => ({ endpoint: l.endpoint, calls: l.calls, p50: Math.round(l.p50), p95: Math.round(l.p95) })),
  };
}
export type UsageSeries = Awaited<ReturnType<typeof usageSeries>>;
