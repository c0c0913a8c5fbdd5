import { describe, expect, it } from 'vitest';
import { PLAN_CODES } from '../roles.js';
import {
  checkLimit,
  excessesOn,
  PLAN_FEATURES,
  PLAN_LIMIT_KEYS,
  planAllows,
  PLANS,
  smallestPlanWith,
  type TPlanUsage,
} from './plans.js';

const usage = (over: Partial<TPlanUsage> = {}): TPlanUsage => ({
  staffSeats: 1,
  activeEntities: 0,
  openCases: 0,
  storageBytes: 0,
  nameSearchesPerMonth: 0,
  recognitionsPerMonth: 0,
  ...over,
});

describe('subscription plans', () => {
  it('grow from Free to Enterprise: each limit at least the cheaper plan’s, each feature kept', () => {
    for (let i = 1; i < PLAN_CODES.length; i += 1) {
      const [smaller, larger] = [PLANS[PLAN_CODES[i - 1]!], PLANS[PLAN_CODES[i]!]];
      for (const key of PLAN_LIMIT_KEYS) {
        const [a, b] = [smaller.limits[key], larger.limits[key]];
        expect(b === null || (a !== null && b >= a), `${larger.code} ${key}`).toBe(true);
      }
      for (const feature of smaller.features) expect(larger.features).toContain(feature);
    }
    expect(PLANS.ENTERPRISE.features).toEqual(PLAN_FEATURES);
  });

  it('refuses the 4th colleague on Solo, naming the limit and the plan that allows it', () => {
    expect(checkLimit('SOLO', 'staffSeats', 2)).toBeNull();
    expect(checkLimit('SOLO', 'staffSeats', 3)).toEqual({
      key: 'staffSeats',
      limit: 3,
      usage: 4,
      raiseTo: 'TEAM',
    });
    expect(checkLimit('ENTERPRISE', 'staffSeats', 10_000)).toBeNull();
    // Past Team's limit only Enterprise allows it.
    expect(checkLimit('TEAM', 'openCases', 300)?.raiseTo).toBe('ENTERPRISE');
  });

  it('lists everything a downgrade would be over', () => {
    const team = usage({ staffSeats: 4, openCases: 12, activeEntities: 40 });
    expect(excessesOn('TEAM', team)).toEqual([]);
    expect(excessesOn('FREE', team).map((e) => [e.key, e.limit, e.usage])).toEqual([
      ['staffSeats', 1, 4],
      ['activeEntities', 5, 40],
      ['openCases', 3, 12],
    ]);
  });

  it('unlocks card payments from Solo and analytics from Team', () => {
    expect(planAllows('FREE', 'CARD_PAYMENTS')).toBe(false);
    expect(smallestPlanWith('CARD_PAYMENTS')).toBe('SOLO');
    expect(smallestPlanWith('ANALYTICS')).toBe('TEAM');
  });
});
