import { describe, expect, it } from 'vitest';
import { partialIdNumber } from './protected-data.js';

describe('partialIdNumber', () => {
  it('gives the Registry’s partial identification number (NNC1 note 20)', () => {
    // The note's own examples: half of the letters and digits, up to the middle one when odd.
    expect(partialIdNumber('A123456(7)')).toBe('A123');
    expect(partialIdNumber('AA123456(7)')).toBe('AA123');
    expect(partialIdNumber('ABCD1234567')).toBe('ABCD12');
    expect(partialIdNumber('ABC-123-4')).toBe('ABC1');
    // Spaces, brackets (full-width too) and case of writing do not count.
    expect(partialIdNumber('AB 987654 (A)')).toBe('AB987');
    expect(partialIdNumber('A123456（3）')).toBe('A123');
    expect(partialIdNumber('E12345678')).toBe('E1234');
  });

  it('never gives a number away whole, and nothing of an empty one', () => {
    expect(partialIdNumber('X123')).toBe('X1');
    expect(partialIdNumber('X1')).toBe('X');
    expect(partialIdNumber('7')).toBeNull();
    expect(partialIdNumber('')).toBeNull();
    expect(partialIdNumber('  ')).toBeNull();
    expect(partialIdNumber('(-)')).toBeNull();
    expect(partialIdNumber(undefined)).toBeNull();
  });
});
