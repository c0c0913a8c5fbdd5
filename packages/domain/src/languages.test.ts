import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it('maps Traditional Chinese regions and scripts to zh-HK and the rest of Chinese to zh-CN', () => {
    expect(pickLanguage('zh-HK')).toBe('zh-HK');
    expect(pickLanguage('zh-TW,zh;q=0.8')).toBe('zh-HK');
    expect(pickLanguage('zh-Hant-HK')).toBe('zh-HK');
    expect(pickLanguage('zh-CN')).toBe('zh-CN');
    expect(pickLanguage('zh')).toBe('zh-CN');
    expect(pickLanguage('zh-Hans-CN')).toBe('zh-CN');
  });

  it('honours quality values and falls back to English', () => {
    expect(pickLanguage('fr;q=1, zh-CN;q=0.5, en;q=0.4')).toBe('zh-CN');
    expect(pickLanguage('de, fr')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('zh-HK;q=0')).toBe('en');
  });
});
