import { describe, expect, it } from 'vitest';
import { currentUntil, isStillCurrent, refreshMonths } from './refresh.js';

const settings = { months: 12, monthsHighRisk: 6 };

describe('the refresh period of due diligence', () => {
  it('is the firm’s period, shortened for a company rated high risk', () => {
    expect(refreshMonths(settings, 'LOW')).toBe(12);
    expect(refreshMonths(settings, null)).toBe(12);
    expect(refreshMonths(settings, 'HIGH')).toBe(6);
    // A high-risk period set longer than the normal one never lengthens it.
    expect(refreshMonths({ months: 6, monthsHighRisk: 12 }, 'HIGH')).toBe(6);
  });

  it('keeps a record current up to the same day that many months later', () => {
    expect(currentUntil('2025-11-25', 12)).toBe('2026-11-25');
    expect(isStillCurrent('2025-11-25', 12, '2026-11-25')).toBe(true);
    expect(isStillCurrent('2025-11-24', 12, '2026-11-25')).toBe(false);
  });

  it('counts from month ends and 29 February', () => {
    expect(currentUntil('2024-02-29', 12)).toBe('2025-02-28');
    expect(currentUntil('2026-08-31', 6)).toBe('2027-02-28');
    expect(isStillCurrent('2026-08-31', 6, '2027-03-01')).toBe(false);
  });
});
