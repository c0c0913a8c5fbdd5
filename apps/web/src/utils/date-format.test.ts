import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatRecentDate } from './date-format';

// A Wednesday afternoon in local time.
const NOW = new Date(2025, 5, 18, 15, 30, 0);
const at = (days: number, hours: number, minutes = 0) =>
  new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() - days, hours, minutes, 0);

describe('formatRecentDate', () => {
  const en = { language: 'en' as const, yesterday: 'Yesterday', now: NOW };

  it('shows only the time for a message from earlier today', () => {
    expect(formatRecentDate(at(0, 9, 5), en)).toBe('09:05');
    expect(formatRecentDate(at(0, 0, 0), en)).toBe('00:00');
  });

  it('says yesterday for any time on the previous calendar day, even less than 24 hours ago', () => {
    expect(formatRecentDate(at(1, 23, 59), en)).toBe('Yesterday');
    expect(formatRecentDate(at(1, 0, 1), en)).toBe('Yesterday');
  });

  it('shows the weekday for two to six days ago, in the interface language', () => {
    expect(formatRecentDate(at(2, 10), en)).toBe('Monday');
    expect(formatRecentDate(at(6, 10), en)).toBe('Thursday');
    expect(formatRecentDate(at(2, 10), { ...en, language: 'zh-HK', yesterday: '昨天' })).toBe('星期一');
    expect(formatRecentDate(at(3, 10), { ...en, language: 'zh-CN', yesterday: '昨天' })).toBe('星期日');
  });

  it('shows the full date from seven days ago on, so a weekday never means two different days', () => {
    expect(formatRecentDate(at(7, 10), en)).toBe('2025-06-11');
    expect(formatRecentDate(at(400, 10), en)).toBe('2024-05-14');
  });

  it('shows the date for a future timestamp and nothing for a missing or invalid one', () => {
    expect(formatRecentDate(at(-1, 10), en)).toBe('2025-06-19');
    expect(formatRecentDate(null, en)).toBe('');
    expect(formatRecentDate('not a date', en)).toBe('');
  });

  it('passes the translated word for yesterday through unchanged', () => {
    expect(formatRecentDate(at(1, 8), { ...en, language: 'zh-HK', yesterday: '昨天' })).toBe('昨天');
  });
});

describe('formatDisplayDate', () => {
  it('uses the spec display format YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDisplayDate(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
    expect(formatDisplayDate(undefined)).toBe('');
  });
});
