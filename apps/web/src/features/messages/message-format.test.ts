import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime, initialsOf, previewOf } from './message-format';

// A Wednesday afternoon, local time.
const NOW = new Date(2026, 10, 25, 15, 30);
const at = (daysAgo: number, hour: number, minute = 0) =>
  new Date(2026, 10, 25 - daysAgo, hour, minute).toISOString();
const en = { language: 'en' as const, yesterday: 'Yesterday', now: NOW };

describe('formatListTime (spec §9)', () => {
  it('shows today as HH:mm, then yesterday, a weekday within the week, and older as YYYY-MM-DD', () => {
    expect(formatListTime(at(0, 8, 5), en)).toBe('08:05');
    expect(formatListTime(at(1, 23, 59), en)).toBe('Yesterday');
    expect(formatListTime(at(3, 9), en)).toBe('Sunday');
    expect(formatListTime(at(8, 9), en)).toBe('2026-11-17');
  });

  it('names weekdays in the interface language', () => {
    expect(formatListTime(at(3, 9), { ...en, language: 'zh-HK', yesterday: '昨天' })).toBe('星期日');
    expect(formatListTime(at(1, 9), { ...en, language: 'zh-CN', yesterday: '昨天' })).toBe('昨天');
  });
});

describe('formatMessageTime', () => {
  it('adds the time to the day of anything before today', () => {
    expect(formatMessageTime(at(0, 14, 2), en)).toBe('14:02');
    expect(formatMessageTime(at(1, 9, 41), en)).toBe('Yesterday 09:41');
    expect(formatMessageTime(at(30, 10), en)).toBe('2026-10-26 10:00');
  });
});

describe('people and previews', () => {
  it('takes initials from the first and last names, or from a full name', () => {
    expect(initialsOf({ engFirstName: 'alice', engLastName: 'Leung' })).toBe('AL');
    expect(initialsOf({ name: 'Mary Anne Chan' })).toBe('MC');
    expect(initialsOf({ name: '' })).toBe('?');
  });

  it('shows a multi-line message on one line in the list', () => {
    expect(previewOf('Dear Ken,\n\n  the return is ready.')).toBe('Dear Ken, the return is ready.');
  });
});
