import { PLAN_CODES, type TPlanCode } from '../roles.js';

/**
 * What each subscription plan allows (issue 21 point 3; spec §1 plan names, §6 "permissions per
 * subscription plan"): one table, read by the server when an action would pass a limit and by the
 * subscription page to show a firm its usage against each. `null` is "no limit". Monthly counts run by
 * Hong Kong calendar month. Prices are HKD cents a month; Enterprise is agreed with SMOOOTH.
 */

/** Limits counted against what the firm has now (seats, entities, cases, bytes) or did this month. */
export const PLAN_LIMIT_KEYS = [
  'staffSeats',
  'activeEntities',
  'openCases',
  'storageBytes',
  'nameSearchesPerMonth',
  'recognitionsPerMonth',
] as const;
export type TPlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

/** What a plan unlocks beyond the counts. */
export const PLAN_FEATURES = [
  /** Clients pay invoices by card through the firm's connected Stripe account. */
  'CARD_PAYMENTS',
  /** NNC1 / NAR1 read into the entity-migration form. */
  'FORM_RECOGNITION',
  /** Identity cards and passports read into the forms. */
  'ID_RECOGNITION',
  /** Charts of the firm's work over time (`/dashboard/analytics`). */
  'ANALYTICS',
] as const;
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

export interface TPlan {
  code: TPlanCode;
  /** HKD cents a month; null where the price is agreed (Enterprise). */
  monthlyPriceCents: number | null;
  limits: Record<TPlanLimitKey, number | null>;
  features: readonly TPlanFeature[];
}

const GIB = 1024 ** 3;

export const PLANS: Record<TPlanCode, TPlan> = {
  FREE: {
    code: 'FREE',
    monthlyPriceCents: 0,
    limits: {
      staffSeats: 1,
      activeEntities: 5,
      openCases: 3,
      storageBytes: 1 * GIB,
      nameSearchesPerMonth: 20,
      recognitionsPerMonth: 10,
    },
    features: ['ID_RECOGNITION'],
  },
  SOLO: {
    code: 'SOLO',
    monthlyPriceCents: 48_000,
    limits: {
      staffSeats: 3,
      activeEntities: 60,
      openCases: 30,
      storageBytes: 20 * GIB,
      nameSearchesPerMonth: 300,
      recognitionsPerMonth: 200,
    },
    features: ['CARD_PAYMENTS', 'FORM_RECOGNITION', 'ID_RECOGNITION'],
  },
  TEAM: {
    code: 'TEAM',
    monthlyPriceCents: 188_000,
    limits: {
      staffSeats: 15,
      activeEntities: 600,
      openCases: 300,
      storageBytes: 200 * GIB,
      nameSearchesPerMonth: 3_000,
      recognitionsPerMonth: 2_000,
    },
    features: ['CARD_PAYMENTS', 'FORM_RECOGNITION', 'ID_RECOGNITION', 'ANALYTICS'],
  },
  ENTERPRISE: {
    code: 'ENTERPRISE',
    monthlyPriceCents: null,
    limits: {
      staffSeats: null,
      activeEntities: null,
      openCases: null,
      storageBytes: null,
      nameSearchesPerMonth: null,
      recognitionsPerMonth: null,
    },
    features: PLAN_FEATURES,
  },
};

/** The firm's usage of each limit (what it has now, or did this month). */
export type TPlanUsage = Record<TPlanLimitKey, number>;

export interface TLimitExcess {
  key: TPlanLimitKey;
  limit: number;
  /** What the firm would have with the action (or has, for a plan change). */
  usage: number;
  /** The smallest plan that allows it; null when none does. */
  raiseTo: TPlanCode | null;
}

/** The first plan from the cheapest whose limit allows `usage`, or null. */
export function smallestPlanAllowing(key: TPlanLimitKey, usage: number): TPlanCode | null {
  return (
    PLAN_CODES.find((code) => {
      const limit = PLANS[code].limits[key];
      return limit === null || usage <= limit;
    }) ?? null
  );
}

/**
 * Whether adding `adding` to a limit's usage stays within the plan: null when it does, else what is
 * exceeded and the plan that would allow it (for the refusal's message).
 */
export function checkLimit(
  plan: TPlanCode,
  key: TPlanLimitKey,
  usageNow: number,
  adding = 1,
): TLimitExcess | null {
  const limit = PLANS[plan].limits[key];
  const usage = usageNow + adding;
  if (limit === null || usage <= limit) return null;
  return { key, limit, usage, raiseTo: smallestPlanAllowing(key, usage) };
}

/** Every limit the firm's usage is over on `plan`: a change to it is refused while any is. */
export function excessesOn(plan: TPlanCode, usage: TPlanUsage): TLimitExcess[] {
  return PLAN_LIMIT_KEYS.flatMap((key) => {
    const excess = checkLimit(plan, key, usage[key], 0);
    return excess ? [excess] : [];
  });
}

export const planAllows = (plan: TPlanCode, feature: TPlanFeature): boolean =>
  PLANS[plan].features.includes(feature);

/** The first plan from the cheapest that unlocks `feature`. */
export function smallestPlanWith(feature: TPlanFeature): TPlanCode {
  return PLAN_CODES.find((code) => planAllows(code, feature)) ?? 'ENTERPRISE';
}
