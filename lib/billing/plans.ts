import type { RecordKind } from '../../db/record-kinds';
import type { Plan } from '../../db/types';

export const PLANS = ['free', 'starter', 'professional', 'business'] as const;

export interface PlanTerms {
  /** the monthly price in the currency's minor unit (cents) */
  monthlyPrice: number;
  monthlyApiCalls: number;
  monthlyCredits: number;
  defaultSpendCap: number;
  docx: boolean;
  overageMultiplier: number;
}

/** Prices are in this currency (ISO 4217), in its minor unit. */
export const CURRENCY = 'usd';

/** The prices are the product's list prices, stated once here for every page and payment. */
export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  free: { monthlyPrice: 0, monthlyApiCalls: 50, monthlyCredits: 10, defaultSpendCap: 20, docx: false, overageMultiplier: 2.0 },
  starter: { monthlyPrice: 29_00, monthlyApiCalls: 1_000, monthlyCredits: 250, defaultSpendCap: 500, docx: false, overageMultiplier: 1.5 },
  professional: { monthlyPrice: 129_00, monthlyApiCalls: 5_000, monthlyCredits: 1_500, defaultSpendCap: 3_000, docx: false, overageMultiplier: 1.25 },
  business: { monthlyPrice: 399_00, monthlyApiCalls: 15_000, monthlyCredits: 5_000, defaultSpendCap: 10_000, docx: true, overageMultiplier: 1.0 },
};

/** What the Free plan gives, as the landing and sign-up pages say it. */
export const FREE_ALLOWANCE = `${PLAN_TERMS.free.monthlyApiCalls} API calls and ${PLAN_TERMS.free.monthlyCredits} credits a month`;

/** Creating a record of any kind costs credits. */
export type CreditOperation = RecordKind;

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

/** A plan's name as people read it: "Professional". */
export const planName = (plan: Plan) => plan[0].toUpperCase() + plan.slice(1);

export const spendCapOf = (plan: Plan, cap: number | null) => cap ?? PLAN_TERMS[plan].defaultSpendCap;

/** Credits bought outright, on any plan; they never expire and are spent like granted ones. */
export const CREDIT_PACKS = {
  'pack-100': { credits: 100, price: 15_00 },
  'pack-500': { credits: 500, price: 65_00 },
  'pack-2000': { credits: 2_000, price: 220_00 },
} as const satisfies Record<string, { credits: number; price: number }>;
export type CreditPackId = keyof typeof CREDIT_PACKS;
export const CREDIT_PACK_IDS = Object.keys(CREDIT_PACKS) as CreditPackId[];

/**
 * What a plan change does to the credits, staff's changes and paid upgrades alike
 * (lib/billing/change-plan.ts); the billing page shows this sentence.
 */
export const PLAN_CHANGE_RULE =
  'A plan change brings this month’s plan credits up to the new plan’s: you get its monthly credits minus the plan credits already granted this month (nothing on a downgrade), at once; from the 1st of each month (UTC) the plan’s full monthly credits.';

/** A price for people: $29, $12.50. */
export const formatPrice = (minor: number, currency = CURRENCY) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: minor % 100 ? 2 : 0 }).format(minor / 100);
