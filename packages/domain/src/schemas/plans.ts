import { z } from 'zod';
import { PLAN_CODES } from '../roles.js';
import { PLAN_FEATURES, PLAN_LIMIT_KEYS } from '../billing/plans.js';
import { ZPlainText } from './common.js';

/** Subscription plans, usage and SMOOOTH's management of firms (issue 21). */

const limitShape = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, value])) as Record<
      (typeof PLAN_LIMIT_KEYS)[number],
      T
    >,
  );

export const ZPlanUsage = limitShape(z.number().int().nonnegative()).meta({
  id: 'PlanUsage',
  description:
    'What the firm uses now: staff seats (active staff and open staff invitations), active companies, open cases, stored bytes; name searches and recognitions this Hong Kong calendar month',
});

export const ZPlanInfo = z
  .strictObject({
    planCode: z.enum(PLAN_CODES),
    planName: z.string(),
    monthlyPriceCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'HKD cents a month; null: agreed with SMOOOTH (Enterprise)' }),
    limits: limitShape(z.number().int().nullable()).meta({ description: 'null: no limit' }),
    features: z.array(z.enum(PLAN_FEATURES)),
  })
  .meta({ id: 'PlanInfo' });
export type TPlanInfo = z.infer<typeof ZPlanInfo>;

/**
 * Where the firm's own subscription stands with Stripe Billing: NONE (no subscription: Free, or a plan
 * SMOOOTH set by hand), ACTIVE (paid up), PAST_DUE (a renewal failed; Stripe retries), INCOMPLETE (the
 * first payment is not through), CANCELED (ended; the firm is back on Free).
 */
export const SUBSCRIPTION_STATES = ['NONE', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE', 'CANCELED'] as const;
export type TSubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The plans a firm subscribes to itself (Free needs no subscription; Enterprise is agreed with SMOOOTH). */
export const SELF_SERVE_PLANS = ['SOLO', 'TEAM'] as const;

export const ZFirmBilling = z
  .strictObject({
    status: z.enum(SUBSCRIPTION_STATES),
    periodEnd: z.string().nullable().meta({
      description: 'ISO 8601: when the paid period ends (the next renewal, or the end after cancelling)',
    }),
    hasCustomer: z.boolean().meta({ description: 'Stripe knows the firm: its billing portal can be opened' }),
  })
  .meta({ id: 'FirmBilling' });
export type TFirmBilling = z.infer<typeof ZFirmBilling>;

export const ZFirmSubscription = z
  .strictObject({
    firmID: z.uuid(),
    firmName: z.string(),
    planCode: z.enum(PLAN_CODES),
    suspended: z.boolean(),
    usage: ZPlanUsage,
    monthStart: z
      .string()
      .meta({ description: 'ISO 8601: when the monthly counts started (Hong Kong time)' }),
    plans: z.array(ZPlanInfo).meta({ description: 'Every plan, from Free to Enterprise' }),
    changeBy: z
      .enum(['SMOOOTH', 'STRIPE'])
      .meta({ description: 'How the firm changes plan: through SMOOOTH, or itself through Stripe Billing' }),
    billing: ZFirmBilling,
  })
  .meta({ id: 'FirmSubscription' });

/** POST /api/firm/subscription/checkout (the firm's SYSTEM_ADMIN): subscribe to, or move to, a paid plan. */
export const ZPlanCheckoutRequest = z
  .strictObject({ planCode: z.enum(SELF_SERVE_PLANS) })
  .meta({ id: 'PlanCheckoutRequest' });

/** Where to send the administrator: Stripe Checkout or the billing portal; null when done in place. */
export const ZStripeRedirect = z
  .strictObject({
    url: z.url().nullable().meta({ description: 'Stripe’s hosted page; null: the plan changed at once' }),
  })
  .meta({ id: 'StripeRedirect' });
export type TStripeRedirect = z.infer<typeof ZStripeRedirect>;
export type TFirmSubscription = z.infer<typeof ZFirmSubscription>;

export const ZFirmIdParams = z.strictObject({ firmID: z.uuid() });

export const ZSetFirmPlanRequest = z
  .strictObject({ planCode: z.enum(PLAN_CODES) })
  .meta({ id: 'SetFirmPlanRequest' });

export const ZSuspendFirmRequest = z
  .strictObject({
    reason: ZPlainText.trim()
      .min(1)
      .max(500)
      .meta({ description: 'Why (kept in the audit log and shown to SMOOOTH only)' }),
  })
  .meta({ id: 'SuspendFirmRequest' });
