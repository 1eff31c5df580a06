import type { Db } from '../../db/index';
import { callsBetween, callsPerDay } from '../../db/queries/usage';
import { creditStatus } from '../billing/credits';
import { addDays, iso, startOfNextUtcMonth, startOfUtcMonth, utcDay } from '../time';

/** GET /usage: the calendar month in UTC, the last 7 days (today included) and all credit figures. */
export async function usageStats(db: Db, organizationId: string, now = new Date()) {
  const today = utcDay(now);
  const weekStart = utcDay(addDays(now, -6));
  const monthStart = startOfUtcMonth(now);
  const [todayCalls, monthCalls, allCalls, perDay, credits] = await Promise.all([
    callsBetween(db, organizationId, today),
    callsBetween(db, organizationId, utcDay(monthStart)),
    callsBetween(db, organizationId, '1970-01-01'),
    callsPerDay(db, organizationId, weekStart),
    db.transaction().execute((tx) => creditStatus(tx, organizationId, now)),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.n)]));
  const daily_breakdown: Record<string, string> = {};
  for (let i = 6; i >= 0; i--) {
    const day = utcDay(addDays(now, -i));
    daily_breakdown[day] = String(byDay.get(day) ?? 0);
  }
  return {
    period: { start: iso(monthStart), end: iso(new Date(startOfNextUtcMonth(now).getTime() - 1)) },
    usage: { today: todayCalls, this_month: monthCalls, all_time: allCalls },
    daily_breakdown,
    credits: {
      balance: credits.balance,
      monthly_spend: credits.monthly_spend,
      monthly_cap: credits.monthly_cap,
      monthly_api_calls: credits.monthly_api_calls,
      monthly_api_call_cap: credits.monthly_api_call_cap,
      estimated_remaining_calls: credits.estimated_remaining_calls,
    },
  };
}
