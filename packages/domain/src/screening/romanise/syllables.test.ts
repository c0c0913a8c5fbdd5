import { describe, expect, it } from 'vitest';
import { splitSyllables, syllableCharacters } from './index.js';

const shared = (a: string, b: string): string[] =>
  [...syllableCharacters(a)].filter((c) => syllableCharacters(b).has(c));

describe('syllableCharacters', () => {
  it('lets two systems meet on a character: Lee Ka Chiu and Li Jiachao', () => {
    expect(shared('chiu', 'chao')).toContain('超');
    expect(shared('lee', 'li')).toContain('李');
    expect(shared('ka', 'jia')).toContain('家');
    expect(shared('cheung', 'zhang')).toContain('张');
    expect(shared('zoeng', 'chang')).toContain('张');
  });

  it('keeps Wade–Giles apostrophes and umlauts out of the way', () => {
    expect(syllableCharacters("ch'en")).toEqual(syllableCharacters('chen'));
    expect(syllableCharacters('hsü').has('徐')).toBe(true);
  });

  it('is empty for a word that is no Chinese syllable', () => {
    expect(syllableCharacters('peter').size).toBe(0);
    expect(syllableCharacters('').size).toBe(0);
  });
});

describe('splitSyllables', () => {
  it('splits joined given names', () => {
    expect(splitSyllables('taiman')).toEqual(['tai', 'man']);
    expect(splitSyllables('kachiu')).toEqual(['ka', 'chiu']);
    expect(splitSyllables('jiachao')).toEqual(['jia', 'chao']);
    expect(splitSyllables('szeto')).toEqual(['sze', 'to']);
    expect(splitSyllables('chan')).toEqual(['chan']);
  });

  it('prefers later syllables that start with a consonant, as pinyin would (yanan is ya-nan)', () => {
    expect(splitSyllables('yanan')).toEqual(['ya', 'nan']);
  });

  it('says null for a word not made of Chinese syllables', () => {
    expect(splitSyllables('peter')).toBeNull();
    expect(splitSyllables('muhammad')).toBeNull();
    // One-letter and vowelless syllables do not join: not A-lan, not Jo-ng (Kim Jong Un).
    expect(splitSyllables('alan')).toBeNull();
    expect(splitSyllables('jong')).toBeNull();
    expect(splitSyllables('tai-man')).toEqual(['tai', 'man']);
    expect(splitSyllables('')).toBeNull();
  });
});
