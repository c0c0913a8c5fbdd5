import { describe, expect, it } from 'vitest';
import { pinyinSpellings, pinyinToWadeGiles } from './pinyin-to-wade-giles.js';

// Research §3's examples (UChicago's table): 张 Chang, 徐 Hsü, 谢 Hsieh, 郭 Kuo, 蒋 Chiang, 蔡 Ts'ai.
describe('pinyinToWadeGiles', () => {
  it.each([
    ['zhang', 'chang'],
    ['xu', 'hsu'],
    ['xie', 'hsieh'],
    ['guo', 'kuo'],
    ['jiang', 'chiang'],
    ['cai', 'tsai'],
    ['chen', 'chen'],
    ['zhou', 'chou'],
    ['zi', 'tzu'],
    ['si', 'ssu'],
    ['shi', 'shih'],
    ['ri', 'jih'],
    ['ren', 'jen'],
    ['dong', 'tung'],
    ['xiong', 'hsiung'],
    ['lian', 'lien'],
    ['yi', 'i'],
    ['you', 'yu'],
    ['yan', 'yen'],
    ['yue', 'yueh'],
    ['xue', 'hsueh'],
    ['quan', 'chuan'],
    ['ge', 'ko'],
    ['he', 'ho'],
    ['luo', 'lo'],
    ['gui', 'kuei'],
    ['lv', 'lu'],
    ['er', 'erh'],
  ])('%s → %s', (pinyin, wadeGiles) => {
    expect(pinyinToWadeGiles(pinyin)).toBe(wadeGiles);
  });

  it('writes ü as u, yu and v in pinyin', () => {
    expect(pinyinSpellings('lv')).toEqual(['lu', 'lyu', 'lv']);
    expect(pinyinSpellings('zhang')).toEqual(['zhang']);
  });
});
