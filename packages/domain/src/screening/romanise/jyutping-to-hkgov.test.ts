import { describe, expect, it } from 'vitest';
import { jyutpingToHkGov } from './jyutping-to-hkgov.js';

const spellings = (jyutping: string): string[] => jyutpingToHkGov(jyutping).map((s) => s.text);

// Examples of research §3 (HK-Gov tables and real names).
describe('jyutpingToHkGov', () => {
  it('writes the initials b/d/g as p/t/k, gw as kw, j as y', () => {
    expect(spellings('baak')[0]).toBe('pak');
    expect(spellings('dang')[0]).toBe('tang');
    expect(spellings('gou')[0]).toBe('ko');
    expect(spellings('gwok')[0]).toBe('kwok');
    expect(spellings('joeng')[0]).toBe('yeung');
    expect(spellings('jip')[0]).toBe('yip');
  });

  it('writes z and c as ch or ts, s as s or sh', () => {
    expect(spellings('zoeng')).toEqual(['cheung', 'tseung']);
    expect(spellings('zang')).toEqual(expect.arrayContaining(['tsang', 'chang']));
    expect(spellings('ceoi')).toEqual(expect.arrayContaining(['tsui', 'chui']));
    expect(spellings('soeng')).toEqual(expect.arrayContaining(['sheung', 'seung']));
    expect(spellings('sek')).toContain('shek');
  });

  it('writes the finals as the government does', () => {
    expect(spellings('heoi')).toEqual(['hui']);
    expect(spellings('leoi')).toEqual(['lui']);
    expect(spellings('zeon')[0]).toBe('chun');
    expect(spellings('zyu')[0]).toBe('chu');
    expect(spellings('jyu')).toEqual(['yu', 'yue']);
    expect(spellings('jyun')).toEqual(['yuen']);
    expect(spellings('syun')[0]).toBe('suen');
    expect(spellings('lou')[0]).toBe('lo');
    expect(spellings('lo')).toEqual(expect.arrayContaining(['lo', 'law']));
    expect(spellings('coi')).toEqual(expect.arrayContaining(['choi', 'choy', 'tsoi']));
    expect(spellings('lei')).toEqual(['lee', 'li', 'lei']);
    expect(spellings('si')[0]).toBe('sze');
    expect(spellings('pun')).toEqual(['pun', 'poon']);
    expect(spellings('waa')[0]).toBe('wa');
    expect(spellings('ng')).toEqual(['ng']);
  });

  it('gives nothing for what is not a Jyutping syllable', () => {
    expect(spellings('peter')).toEqual([]);
    expect(spellings('xyz')).toEqual([]);
  });
});
