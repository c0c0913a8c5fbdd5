import { describe, expect, it } from 'vitest';
import { mayResetSecondFactor, secondFactorRequired } from './two-factor.policy.js';

describe('secondFactorRequired', () => {
  it('always for SMOOOTH, for staff when the firm asks, never for clients', () => {
    expect(secondFactorRequired('SMOOOTH', false)).toBe(true);
    expect(secondFactorRequired('SYSTEM_ADMIN', false)).toBe(false);
    expect(secondFactorRequired('COM_SEC', true)).toBe(true);
    expect(secondFactorRequired('GU', true)).toBe(false);
  });
});

describe('mayResetSecondFactor', () => {
  const admin = { userType: 'SYSTEM_ADMIN' as const, firmId: 'a' };
  it('lets an administrator reset staff of their own firm only', () => {
    expect(mayResetSecondFactor(admin, { userType: 'COM_SEC', firmId: 'a' })).toBe(true);
    expect(mayResetSecondFactor(admin, { userType: 'COM_SEC', firmId: 'b' })).toBe(false);
    expect(mayResetSecondFactor(admin, { userType: 'GU', firmId: null })).toBe(false);
    expect(
      mayResetSecondFactor({ userType: 'COM_SEC', firmId: 'a' }, { userType: 'COM_SEC', firmId: 'a' }),
    ).toBe(false);
  });
  it('lets SMOOOTH reset anyone', () => {
    expect(
      mayResetSecondFactor({ userType: 'SMOOOTH', firmId: null }, { userType: 'GU', firmId: null }),
    ).toBe(true);
  });
});
