import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './badge-format';

describe('formatUnreadBadge', () => {
  it('hides the badge when nothing is unread', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(-3)).toBeNull();
    expect(formatUnreadBadge(Number.NaN)).toBeNull();
  });

  it('shows the exact total up to and including 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(42)).toBe('42');
    expect(formatUnreadBadge(99)).toBe('99');
  });

  it('caps the text at 99+ above 99', () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12_345)).toBe('99+');
  });
});
