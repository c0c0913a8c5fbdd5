import type { TListEntry } from '../list-entry.js';
import { normaliseName } from '../name-normalise.js';
import { GOLD_CHINESE_NAMES } from './chinese-gold.js';
import type { TTestQuery } from './query-set.js';
import { seededRandom } from './random.js';

/**
 * Hong Kong names that are not listed (issue 20 point 4's negatives; research §4): a surname drawn by
 * its frequency in Hong Kong (Chan 10 %, Wong 8 %, Lee 6 %…; SCMP 1995, the research's surname
 * table) and two given-name characters from a hand-made list of common ones, written the ways Hong
 * Kong writes them (CHAN Tai Man, Chan Tai-man, Tai Man Chan, Chan Taiman, Peter Chan Tai Man,
 * 陳大文), and Hong Kong company names in English and Chinese. Any that equals a listed name, or a
 * form of a listed gold Chinese name, is dropped: it would be a true hit.
 */

/** Surname character, Hong Kong spelling, rough share of Hong Kong names in per mille. */
const SURNAMES: readonly [string, string, number][] = [
  ['陳', 'Chan', 101],
  ['黃', 'Wong', 50],
  ['王', 'Wong', 28],
  ['李', 'Lee', 60],
  ['張', 'Cheung', 42],
  ['劉', 'Lau', 35],
  ['吳', 'Ng', 25],
  ['伍', 'Ng', 8],
  ['何', 'Ho', 30],
  ['梁', 'Leung', 30],
  ['林', 'Lam', 28],
  ['曾', 'Tsang', 15],
  ['鄭', 'Cheng', 18],
  ['楊', 'Yeung', 17],
  ['周', 'Chow', 16],
  ['郭', 'Kwok', 12],
  ['鄧', 'Tang', 19],
  ['謝', 'Tse', 12],
  ['葉', 'Yip', 11],
  ['蔡', 'Choi', 10],
  ['許', 'Hui', 10],
  ['羅', 'Law', 10],
  ['朱', 'Chu', 9],
  ['麥', 'Mak', 9],
  ['馮', 'Fung', 8],
  ['蕭', 'Siu', 7],
  ['盧', 'Lo', 7],
  ['區', 'Au', 6],
  ['關', 'Kwan', 6],
  ['譚', 'Tam', 8],
  ['潘', 'Poon', 6],
  ['袁', 'Yuen', 6],
  ['馬', 'Ma', 6],
  ['高', 'Ko', 5],
  ['黎', 'Lai', 6],
  ['趙', 'Chiu', 5],
  ['江', 'Kong', 4],
  ['方', 'Fong', 4],
  ['蘇', 'So', 5],
  ['文', 'Man', 4],
];

/** Given-name characters common in Hong Kong, with their Hong Kong spelling. */
const GIVEN: readonly [string, string][] = (
  '家Ka 偉Wai 志Chi 文Man 明Ming 建Kin 永Wing 國Kwok 欣Yan 小Siu 海Hoi 浩Ho 德Tak 俊Chun 麗Lai ' +
  '美Mei 儀Yee 思Sze 成Shing 雄Hung 強Keung 輝Fai 傑Kit 樂Lok 耀Yiu 子Tsz 晴Ching 錦Kam 佩Pui 華Wah ' +
  '峰Fung 琪Kei 軒Hin 宇Yu 恆Hang 朗Long 倫Lun 心Sum 雪Suet 玲Ling 愛Oi 雅Nga 煥Wun 君Kwan 婉Yuen ' +
  '東Tung 卓Cheuk 柏Pak 中Chung 光Kwong 寶Po 秀Sau 曦Hei 毅Ngai 漢Hon 日Yat 泉Chuen 星Sing 發Fat 權Kuen'
)
  .split(' ')
  .map((p) => [p.slice(0, 1), p.slice(1)] as [string, string]);

const ENGLISH = [
  'Peter',
  'Mary',
  'John',
  'Ivy',
  'Kenneth',
  'Winnie',
  'Alan',
  'Grace',
  'Tommy',
  'Stephen',
  'Eddie',
  'Cindy',
];
const PLACES = [
  'Kowloon',
  'Victoria',
  'Peak',
  'Harbourfront',
  'Lantau',
  'Sai Kung',
  'Wan Chai',
  'Tsuen Wan',
  'Sha Tin',
  'Mong Kok',
  'Kwun Tong',
  'Aberdeen',
];
const TRADES = [
  'Trading',
  'Holdings',
  'Properties',
  'Engineering',
  'Garments',
  'Printing',
  'Catering',
  'Logistics',
  'Jewellery',
  'Watch',
  'Consultants',
  'Decoration',
];
const FORMS = ['Limited', 'Co., Ltd.', 'Company Limited', 'Ltd'];
const ZH_WORDS = '富利興隆昌泰豐達盛寶新龍鳳祥'.split('');
const ZH_TRADES = ['貿易', '地產', '工程', '印刷', '飲食', '物流', '珠寶', '鐘錶', '電子', '顧問'];

/** `count` unlisted Hong Kong names and companies, the same for the same seed. */
export function hongKongNegatives(entries: readonly TListEntry[], seed: number, count: number): TTestQuery[] {
  const random = seededRandom(seed);
  const listed = new Set(entries.flatMap((e) => e.names.map((n) => normaliseName(n.name).replace(/ /g, ''))));
  for (const g of GOLD_CHINESE_NAMES)
    for (const form of [g.traditional, g.simplified, g.hk.join(''), g.pinyin.join('')])
      listed.add(form.toLowerCase());
  const total = SURNAMES.reduce((sum, s) => sum + s[2], 0);
  const surname = () => {
    let r = random.int(total);
    for (const s of SURNAMES) if ((r -= s[2]) < 0) return s;
    return SURNAMES[0]!;
  };
  const out: TTestQuery[] = [];
  const seen = new Set<string>();
  while (out.length < count) {
    let text: string;
    let type: 'I' | 'C' = 'I';
    if (random.chance(0.15)) {
      type = 'C';
      text = random.chance(0.6)
        ? `${random.pick(PLACES)} ${random.pick(TRADES)} ${random.pick(FORMS)}`
        : `${random.pick(ZH_WORDS)}${random.pick(ZH_WORDS)}${random.pick(ZH_TRADES)}有限公司`;
    } else {
      const [sc, sn] = surname();
      const g = [random.pick(GIVEN), random.pick(GIVEN)];
      const given = g.map(([, s]) => s);
      const key = `${sc}${g.map(([c]) => c).join('')}`;
      const forms = [
        `${sn.toUpperCase()} ${given.join(' ')}`,
        `${sn} ${given[0]}-${given[1]!.toLowerCase()}`,
        `${given.join(' ')} ${sn}`,
        `${sn} ${given.join('')}`,
        `${random.pick(ENGLISH)} ${sn} ${given.join(' ')}`,
        key,
      ];
      text = random.pick(forms);
      const spelt = `${sn}${given.join('')}`.toLowerCase();
      if (listed.has(spelt) || listed.has(key)) continue;
    }
    if (listed.has(normaliseName(text).replace(/ /g, '')) || seen.has(text)) continue;
    seen.add(text);
    out.push({
      query: { name: text, type },
      rule: type === 'I' ? 'HK_PERSON' : 'HK_COMPANY',
      list: null,
      source: null,
      expected: [],
    });
  }
  return out;
}
