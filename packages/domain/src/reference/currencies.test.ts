import { describe, expect, it } from 'vitest';
import { CURRENCIES, normaliseCurrency } from './currencies.js';

describe('normaliseCurrency', () => {
  it('knows the three currencies of spec §9', () => {
    expect([...CURRENCIES].sort()).toEqual(['HKD', 'RMB', 'USD']);
  });

  it.each([
    [
      'HKD',
      [
        'HK$',
        'HKD',
        'hkd',
        'HKD$',
        'hk dollars',
        'HK Dollar',
        'Hong Kong Dollar',
        'Hong Kong Dollars',
        'Hong Kong Dollar(s)',
        '港元',
        '港幣',
        '港币',
        '港紙',
        'ＨＫ＄',
      ],
    ],
    ['USD', ['US$', 'USD', 'usd', 'US dollars', 'U.S. Dollar', 'United States Dollars', '美元', '美金']],
    [
      'RMB',
      [
        'RMB',
        'CNY',
        'cny',
        'Renminbi',
        'yuan',
        'Chinese Yuan',
        'RMB¥',
        'CN¥',
        '人民幣',
        '人民币',
        '人民币元',
        ' rmb ',
      ],
    ],
  ] as const)('maps the written forms of %s', (code, forms) => {
    for (const form of forms) expect(normaliseCurrency(form), form).toBe(code);
  });

  it('leaves ambiguous and unknown forms undefined', () => {
    for (const form of ['$', 'dollar', 'dollars', '元', '圓', '¥', '￥', 'EUR', 'JPY', 'yen', '', '  '])
      expect(normaliseCurrency(form), form).toBeUndefined();
    expect(normaliseCurrency(undefined)).toBeUndefined();
    expect(normaliseCurrency(null)).toBeUndefined();
  });
});
