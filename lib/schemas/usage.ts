import { z } from 'zod';
import { Timestamp } from './common';

export const UsageStats = z
  .object({
    period: z.object({ start: Timestamp, end: Timestamp }),
    usage: z.object({ today: z.number(), this_month: z.number(), all_time: z.number() }),
    daily_breakdown: z.record(z.string().meta({ example: '2026-11-22' }), z.string()).meta({
      description: 'The last 7 days (UTC, today included): YYYY-MM-DD → number of API calls as a string',
    }),
    credits: z.object({
      balance: z.number(),
      monthly_spend: z.number(),
      monthly_cap: z.number(),
      monthly_api_calls: z.number(),
      monthly_api_call_cap: z.number(),
      estimated_remaining_calls: z.number(),
    }),
  })
  .meta({ id: 'UsageStats' });
