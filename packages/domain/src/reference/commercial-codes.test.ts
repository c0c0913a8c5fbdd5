import { describe, expect, it } from 'vitest';
import { charactersOfCode, checkNameAgainstCodes, commercialCodesOf } from './commercial-codes.js';

describe('Chinese commercial codes', () => {
  it('knows the codes printed under common surnames and given names', () => {
    expect(commercialCodesOf('陳')).toEqual(['7115']);
    expect(commercialCodesOf('黃')).toEqual(['7806']);
    expect(commercialCodesOf('大')).toEqual(['1129']);
    expect(charactersOfCode('2621')).toContain('李');
  });

  it('confirms a name whose characters have the codes read under them', () => {
    expect(checkNameAgainstCodes('陳大文', ['7115', '1129', '2429']).map((c) => c.state)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
  });

  it('takes the character a code names when OCR misread it, and leaves unconfirmed what it cannot tell', () => {
    // 陳 misread as 陣; the code 7115 names 陳 (and its simplified form, which a card never prints).
    const [first, second, third] = checkNameAgainstCodes('陣大文', ['7115', '1129']);
    expect(first).toEqual({ character: '陳', code: '7115', state: 'mended' });
    expect(second).toEqual({ character: '大', code: '1129', state: 'confirmed' });
    expect(third).toEqual({ character: '文', state: 'unconfirmed' });
  });
});
