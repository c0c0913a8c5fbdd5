import { describe, expect, it } from 'vitest';
import { isChineseText, isDigitsOnly, isEnglishOnly, isIdentifier, isPhoneLike } from './patterns.js';

describe('text patterns (spec §5)', () => {
  it('English-only refuses Chinese characters', () => {
    expect(isEnglishOnly('Chan Tai Man')).toBe(true);
    expect(isEnglishOnly("O'Brien-Smith Jr.")).toBe(true);
    expect(isEnglishOnly('陳 Tai Man')).toBe(false);
  });

  it('Chinese text needs at least one Chinese character and allows the listed extras', () => {
    expect(isChineseText('陳大文')).toBe(true);
    expect(isChineseText('李（Lee）小明')).toBe(true);
    // HKSCS characters of the supplementary planes are Chinese too.
    expect(isChineseText('陳𨋢明')).toBe(true);
    expect(isEnglishOnly('Chan 𨋢')).toBe(false);
    expect(isChineseText('歐陽-娜娜 2')).toBe(true);
    expect(isChineseText('Chan Tai Man')).toBe(false);
    expect(isChineseText('陳大文!')).toBe(false);
  });

  it('phone-like accepts HK and international forms and refuses letters', () => {
    expect(isPhoneLike('9123 4567')).toBe(true);
    expect(isPhoneLike('+852 9123-4567')).toBe(true);
    expect(isPhoneLike('(852) 21234567')).toBe(true);
    expect(isPhoneLike('call me')).toBe(false);
    expect(isPhoneLike('12')).toBe(false);
  });

  it('identifier and digits-only', () => {
    expect(isIdentifier('case_2026-01')).toBe(true);
    expect(isIdentifier('case 1')).toBe(false);
    expect(isDigitsOnly('12345678')).toBe(true);
    expect(isDigitsOnly('1234a')).toBe(false);
  });
});
