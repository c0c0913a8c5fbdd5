import { describe, expect, it } from 'vitest';
import { hanToTelegraph, telegraphToHan } from './index.js';

// OFAC's two Chinese Commercial Code entries of research §3, decoded by hand from the code book.
describe('telegraph codes', () => {
  it('decodes mainland codes to characters', () => {
    expect(telegraphToHan(['1728', '4320'])).toBe('张磊');
    expect(telegraphToHan(['3769', '0948', '5391'])).toBe('王国英');
  });

  it('encodes a name in traditional or simplified characters', () => {
    expect(hanToTelegraph('張磊')).toEqual(['1728', '4320']);
    expect(hanToTelegraph('王國英')).toEqual(['3769', '0948', '5391']);
    expect(hanToTelegraph('王 国英')).toEqual(['3769', '0948', '5391']);
  });

  it('says null for an unknown code, a malformed one or a character without a code', () => {
    expect(telegraphToHan(['1728', 'abcd'])).toBeNull();
    expect(telegraphToHan(['17280'])).toBeNull();
    expect(telegraphToHan([])).toBeNull();
    expect(hanToTelegraph('張x')).toBeNull();
    expect(hanToTelegraph('')).toBeNull();
  });
});
