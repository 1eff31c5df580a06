/**
 * The plan and credit-pack names as zod schemas, apart from lib/billing/plans.ts, whose prices
 * and costs the browser shows: zod in the browser bundle is refused by the dashboard's CSP
 * (lib/layering.test.ts keeps it out).
 */
import { z } from 'zod';
import { CREDIT_PACK_IDS, PLANS, type CreditPackId } from './plans';

export const PlanSchema = z.enum(PLANS);
export const CreditPackSchema = z.enum(CREDIT_PACK_IDS as [CreditPackId, ...CreditPackId[]]);
