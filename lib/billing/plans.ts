import { z } from 'zod';
import type { Plan } from '../../db/types';

export const PLANS = ['free', 'starter', 'professional', 'business'] as const;
export const PlanSchema = z.enum(PLANS);

export interface PlanTerms {
  monthlyApiCalls: number;
  monthlyCredits: number;
  defaultSpendCap: number;
  docx: boolean;
  overageMultiplier: number;
}

/** DESIGN §4 */
export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  free: { monthlyApiCalls: 50, monthlyCredits: 10, defaultSpendCap: 20, docx: false, overageMultiplier: 2.0 },
  starter: { monthlyApiCalls: 1_000, monthlyCredits: 250, defaultSpendCap: 500, docx: false, overageMultiplier: 1.5 },
  professional: { monthlyApiCalls: 5_000, monthlyCredits: 1_500, defaultSpendCap: 3_000, docx: false, overageMultiplier: 1.25 },
  business: { monthlyApiCalls: 15_000, monthlyCredits: 5_000, defaultSpendCap: 10_000, docx: true, overageMultiplier: 1.0 },
};

export type CreditOperation = 'analysis' | 'interview_prep' | 'skill_gap' | 'generation';

/** Base credit cost of each create. */
export const BASE_COST: Record<CreditOperation, number> = {
  analysis: 1,
  interview_prep: 1,
  skill_gap: 1,
  generation: 2,
};

/** Past the plan's monthly calls a create costs base × multiplier (never blocked for that). */
export function costOf(op: CreditOperation, plan: Plan, monthlyApiCalls: number): { cost: number; isOverage: boolean } {
  const terms = PLAN_TERMS[plan];
  const isOverage = monthlyApiCalls > terms.monthlyApiCalls;
  const cost = isOverage ? Math.round(BASE_COST[op] * terms.overageMultiplier * 100) / 100 : BASE_COST[op];
  return { cost, isOverage };
}

export const spendCapOf = (plan: Plan, cap: number | null) => cap ?? PLAN_TERMS[plan].defaultSpendCap;
