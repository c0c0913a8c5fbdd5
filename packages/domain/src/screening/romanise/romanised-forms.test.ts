import { describe, expect, it } from 'vitest';
import { foldHan, romanisedForms, type TRomanisationSystem } from './index.js';

// The domain compiles without Node's or the DOM's types; the timing below needs these two.
declare const performance: { now(): number };
declare const console: { info(message: string): void };

/** The forms of one system, tokens joined by spaces. */
function spelled(han: string, system: TRomanisationSystem): string[] {
  return romanisedForms(han)
    .filter((form) => form.system === system)
    .map((form) => form.tokens.join(' '));
}

// Gold spellings written from the research notes, HKID and press usage, not from the converter.
describe('romanisedForms', () => {
  it('romanises 陳大文 in the four systems, the usual spelling first', () => {
    expect(spelled('陳大文', 'HK_GOV')[0]).toBe('chan tai man');
    expect(spelled('陳大文', 'JYUTPING')[0]).toBe('can daai man');
    expect(spelled('陳大文', 'PINYIN')[0]).toBe('chen da wen');
    expect(spelled('陳大文', 'WADE_GILES')[0]).toBe('chen ta wen');
  });

  it('gives Lee Ka Chiu with Li and Lei, and Li Jiachao in pinyin (OFAC lists him as both)', () => {
    const hk = spelled('李家超', 'HK_GOV');
    expect(hk[0]).toBe('lee ka chiu');
    expect(hk).toEqual(expect.arrayContaining(['li ka chiu', 'lei ka chiu']));
    expect(spelled('李家超', 'PINYIN')[0]).toBe('li jia chao');
    expect(spelled('李家超', 'JYUTPING')).toContain('lei gaa ciu');
    expect(spelled('李家超', 'WADE_GILES')).toContain('li chia chao');
  });

  it('reads a surname as a surname: 曾 Tsang/Zeng, 區 Au/Ou, 單 Sin/Shan, 仇 Kau/Qiu', () => {
    expect(spelled('曾', 'HK_GOV')).toContain('tsang');
    expect(spelled('曾', 'PINYIN')).toEqual(['zeng']);
    expect(spelled('曾', 'WADE_GILES')).toEqual(['tseng']);
    expect(spelled('區', 'HK_GOV')[0]).toBe('au');
    expect(spelled('區', 'PINYIN')).toEqual(['ou']);
    expect(spelled('區', 'JYUTPING')).toEqual(['au']);
    expect(spelled('單', 'HK_GOV')).toContain('sin');
    expect(spelled('單', 'PINYIN')).toEqual(['shan']);
    expect(spelled('仇', 'PINYIN')).toEqual(['qiu']);
    // The same characters inside a given name keep their common readings.
    expect(spelled('陳曾', 'PINYIN')).toContain('chen ceng');
    expect(spelled('陳區', 'JYUTPING')).toContain('can keoi');
  });

  it('gives the common surnames their Hong Kong spellings', () => {
    expect(spelled('張', 'HK_GOV')[0]).toBe('cheung');
    expect(spelled('張', 'PINYIN')).toEqual(['zhang']);
    expect(spelled('張', 'WADE_GILES')).toEqual(['chang']);
    expect(spelled('吳', 'HK_GOV')).toEqual(['ng']);
    expect(spelled('吳', 'PINYIN')).toEqual(['wu']);
    expect(spelled('王', 'HK_GOV')).toEqual(['wong']);
    expect(spelled('黃', 'HK_GOV')).toEqual(['wong']);
    expect(spelled('黃', 'PINYIN')).toEqual(['huang']);
    expect(spelled('周', 'HK_GOV')).toEqual(expect.arrayContaining(['chau', 'chow']));
    expect(spelled('羅', 'HK_GOV')).toEqual(expect.arrayContaining(['lo', 'law']));
    expect(spelled('葉', 'HK_GOV')[0]).toBe('yip');
    expect(spelled('石', 'HK_GOV')).toContain('shek');
  });

  it('reads a double surname as one: 歐陽 Au Yeung, 司徒 Sze To', () => {
    expect(spelled('歐陽振華', 'HK_GOV')).toContain('au yeung chun wah');
    expect(spelled('歐陽振華', 'PINYIN')[0]).toBe('ou yang zhen hua');
    expect(spelled('司徒', 'HK_GOV')[0]).toBe('sze to');
  });

  it("finds public figures' names as the press writes them", () => {
    expect(spelled('曾蔭權', 'HK_GOV')).toContain('tsang yam kuen');
    expect(spelled('梁振英', 'HK_GOV')).toContain('leung chun ying');
    expect(spelled('李嘉誠', 'HK_GOV')).toContain('li ka shing');
    expect(spelled('周潤發', 'HK_GOV')).toContain('chow yun fat');
    expect(spelled('林鄭月娥', 'HK_GOV')).toContain('lam cheng yuet ngor');
    expect(spelled('何鴻燊', 'HK_GOV')).toContain('ho hung sun');
    expect(spelled('毛澤東', 'WADE_GILES')).toContain('mao tse tung');
    expect(spelled('鄧小平', 'WADE_GILES')).toContain('teng hsiao ping');
    expect(spelled('习近平', 'PINYIN')[0]).toBe('xi jin ping');
  });

  it('spells gazetted place names as the Hong Kong Government does', () => {
    const places: [string, string][] = [
      ['尖沙咀', 'tsim sha tsui'],
      ['上環', 'sheung wan'],
      ['荃灣', 'tsuen wan'],
      ['深水埗', 'sham shui po'],
      ['將軍澳', 'tseung kwan o'],
      ['沙田', 'sha tin'],
      ['大埔', 'tai po'],
      ['油麻地', 'yau ma tei'],
      ['觀塘', 'kwun tong'],
      ['長洲', 'cheung chau'],
      ['黃竹坑', 'wong chuk hang'],
    ];
    for (const [han, gazetted] of places) expect(spelled(han, 'HK_GOV'), han).toContain(gazetted);
  });

  it('romanises simplified writing as the traditional', () => {
    expect(foldHan('张磊')).toBe(foldHan('張磊'));
    expect(romanisedForms('张磊')).toEqual(romanisedForms('張磊'));
    expect(spelled('陈大文', 'HK_GOV')[0]).toBe('chan tai man');
  });

  it('keeps to the limit, dropping the rare spellings and readings first', () => {
    const all = romanisedForms('李家超');
    const few = romanisedForms('李家超', 6);
    expect(few).toHaveLength(6);
    expect(few).toEqual(all.slice(0, 6));
    expect(few.map((f) => f.system)).toEqual(
      expect.arrayContaining(['HK_GOV', 'JYUTPING', 'PINYIN', 'WADE_GILES']),
    );
    expect(romanisedForms('歐陽振華', 64).length).toBeLessThanOrEqual(64);
    expect(romanisedForms('李家超', 0)).toEqual([]);
    // A company written in characters has millions of combinations; the cheapest come out at once.
    const company = romanisedForms('長江實業集團有限公司長江實業集團有限公司');
    expect(company).toHaveLength(64);
    expect(company[0]?.tokens).toHaveLength(20);
  });

  it('reads Hong Kong characters outside the BMP (HKSCS 𨋢, lift: lip)', () => {
    expect(spelled('𨋢', 'JYUTPING')).toEqual(['lip']);
  });

  it('gives nothing for text without characters and ignores what is not a character', () => {
    expect(romanisedForms('Chan Tai Man')).toEqual([]);
    expect(romanisedForms('陳 大文')).toEqual(romanisedForms('陳大文'));
  });

  it('writes lower-case ASCII tokens, one per character', () => {
    for (const form of romanisedForms('呂綠女')) {
      expect(form.tokens).toHaveLength(3);
      for (const token of form.tokens) expect(token).toMatch(/^[a-z]+$/);
    }
    expect(spelled('呂', 'PINYIN')).toEqual(['lu', 'lyu', 'lv']);
  });

  it('answers a three-character name fast enough to run per query, the same each time (time measured, not asserted)', () => {
    const names = ['陳大文', '李家超', '黃志明', '張學友', '歐陽振華', '林鄭月娥'];
    const first = names.map((name) => romanisedForms(name));
    const runs = 3000;
    let differing = 0;
    const start = performance.now();
    for (let i = 0; i < runs; i++) {
      const forms = romanisedForms(names[i % names.length] ?? '');
      if (forms.length !== first[i % names.length]?.length) differing++;
    }
    const perCall = (performance.now() - start) / runs;
    console.info(`romanisedForms: ${(perCall * 1000).toFixed(0)} µs a name, warm`);
    expect(differing).toBe(0);
    expect(romanisedForms('陳大文')).toEqual(first[0]);
  });
});
