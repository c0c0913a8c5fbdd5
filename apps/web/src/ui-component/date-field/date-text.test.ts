import { describe, expect, it } from 'vitest';
import { isDateText, normaliseDateText } from './date-text';

describe('date text', () => {
  it('accepts real days only', () => {
    expect(isDateText('2026-01-05')).toBe(true);
    expect(isDateText('2028-02-29')).toBe(true);
    expect(isDateText('2026-02-29')).toBe(false);
    expect(isDateText('2026-13-01')).toBe(false);
    expect(isDateText('2026-1-5')).toBe(false);
    expect(isDateText('')).toBe(false);
  });

  it('writes the common ways of typing a day as YYYY-MM-DD', () => {
    expect(normaliseDateText('20260105')).toBe('2026-01-05');
    expect(normaliseDateText('2026/1/5')).toBe('2026-01-05');
    expect(normaliseDateText(' 2026.01.05 ')).toBe('2026-01-05');
    expect(normaliseDateText('２０２６－０１－０５')).toBe('2026-01-05');
  });

  it('leaves what does not name one day as typed, for validation to name', () => {
    expect(normaliseDateText('05/01/2026')).toBe('05/01/2026');
    expect(normaliseDateText('2026-02-30')).toBe('2026-02-30');
    expect(normaliseDateText('soon')).toBe('soon');
    expect(normaliseDateText('')).toBe('');
  });
});
