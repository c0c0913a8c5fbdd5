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
  })
  .meta({ id: 'FirmSubscription' });
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
