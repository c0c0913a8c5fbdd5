import { PLAN_CODES, PLAN_NAMES, PLANS, type TFirmOverview, type TPlanCode } from '@portal/domain';

/** A plan's name, or its code when the code is not one of the plans (set by hand long ago). */
export const planName = (code: string) =>
  (PLAN_CODES as readonly string[]).includes(code) ? PLAN_NAMES[code as TPlanCode] : code;

export type TCountedLimit = 'staffSeats' | 'activeEntities' | 'openCases';

/** A firm's use of one limit against its plan: the limit is null where the plan sets none. */
export function firmUsage(firm: TFirmOverview, limitKey: TCountedLimit) {
  const plan = (PLAN_CODES as readonly string[]).includes(firm.planCode)
    ? PLANS[firm.planCode as TPlanCode]
    : null;
  const limit = plan?.limits[limitKey] ?? null;
  const usage = firm.usage[limitKey];
  return { usage, limit, over: limit !== null && usage >= limit };
}
