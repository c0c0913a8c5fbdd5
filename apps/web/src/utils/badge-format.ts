import { LIMITS } from '@portal/domain';

/**
 * Text of the unread badge (spec §2): nothing at 0, the count up to the cap, then "99+".
 * Returns null when the badge should be hidden.
 */
export function formatUnreadBadge(count: number, cap: number = LIMITS.unreadBadgeCap): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > cap ? `${cap}+` : String(whole);
}
