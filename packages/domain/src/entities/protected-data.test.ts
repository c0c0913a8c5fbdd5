import { describe, expect, it } from 'vitest';
import { partialIdNumber } from './protected-data.js';

describe('partialIdNumber', () => {
  it('keeps the first four characters of an identity number (the Registry’s partial form)', () => {
    expect(partialIdNumber('A123456(3)')).toBe('A123');
    expect(partialIdNumber('AB 987654 (A)')).toBe('AB98');
    expect(partialIdNumber('E12345678')).toBe('E123');
    expect(partialIdNumber('A123456（3）')).toBe('A123');
  });

  it('never shows more than half of a short number, and nothing of an empty one', () => {
    expect(partialIdNumber('X123')).toBe('X1');
    expect(partialIdNumber('7')).toBeNull();
    expect(partialIdNumber('')).toBeNull();
    expect(partialIdNumber('  ')).toBeNull();
    expect(partialIdNumber(undefined)).toBeNull();
  });
});
