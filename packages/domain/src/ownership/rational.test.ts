import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  fraction,
  gcd,
  mul,
  parseDecimal,
  reducerOver,
  shareWriter,
  toDecimalString,
  toShare,
} from './rational.js';

describe('rational', () => {
  it('reads decimal strings and numbers exactly', () => {
    expect(parseDecimal('33.333333')).toEqual({ n: 33333333n, d: 1000000n });
    expect(parseDecimal(33.333333)).toEqual({ n: 33333333n, d: 1000000n });
    expect(parseDecimal(12.5)).toEqual({ n: 25n, d: 2n });
    expect(parseDecimal('050.000')).toEqual({ n: 50n, d: 1n });
    expect(parseDecimal(' .5 ')).toEqual({ n: 1n, d: 2n });
    expect(parseDecimal('1e-7')).toEqual({ n: 1n, d: 10000000n });
    expect(parseDecimal(1e21)).toEqual({ n: 10n ** 21n, d: 1n });
    expect(parseDecimal('-2.50')).toEqual({ n: -5n, d: 2n });
    // The double nearest 0.1 + 0.2 is read through its shortest decimal, 0.30000000000000004, reduced.
    expect(parseDecimal(0.1 + 0.2)).toEqual({ n: 7500000000000001n, d: 25000000000000000n });
    for (const bad of ['', '.', 'abc', '1.2.3', '1e', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it('adds, multiplies and compares without rounding', () => {
    const third = fraction(1n, 3n);
    expect(add(add(third, third), third)).toEqual({ n: 1n, d: 1n });
    expect(mul(fraction(51n, 100n), fraction(51n, 100n))).toEqual({ n: 2601n, d: 10000n });
    expect(fraction(6n, -4n)).toEqual({ n: -3n, d: 2n });
    expect(fraction(5n, 0n)).toEqual({ n: 0n, d: 1n });
    expect(compare(fraction(1n, 4n), fraction(25n, 100n))).toBe(0);
    expect(compare(fraction(250001n, 1000000n), fraction(1n, 4n))).toBe(1);
    expect(gcd(10n ** 30n, 2n ** 40n * 3n)).toBe(2n ** 30n);
  });

  it('writes exact decimals and half-up percentages', () => {
    expect(toDecimalString(fraction(9999n, 100n))).toBe('99.99');
    expect(toDecimalString(fraction(100n, 1n))).toBe('100');
    expect(toDecimalString(fraction(0n, 1n))).toBe('0');
    expect(toDecimalString(fraction(-1n, 8n))).toBe('-0.125');
    expect(toDecimalString(fraction(1n, 3n))).toBe('0.3333333333');
    expect(toShare(fraction(2n, 3n))).toEqual({ numerator: '2', denominator: '3', percent: '66.6667' });
    expect(toShare(fraction(1n, 2000000n)).percent).toBe('0.0001');
    expect(toShare(fraction(1n, 2000001n)).percent).toBe('0.0000');
    expect(toShare(fraction(-1n, 2000000n)).percent).toBe('-0.0001');
    expect(toShare(fraction(1n, 1n)).percent).toBe('100.0000');
  });

  it('reduces over a shared denominator exactly as gcd does', () => {
    const big = fc.bigInt({ min: -(10n ** 50n), max: 10n ** 50n });
    const factor = fc.constantFrom(1n, 2n, 5n, 10n, 3n, 7n, 1_000_000n, 2n ** 60n, 10n ** 24n * 3n);
    fc.assert(
      fc.property(big, fc.array(factor, { minLength: 1, maxLength: 6 }), (n, factors) => {
        const d = factors.reduce((a, b) => a * b, 1n);
        expect(reducerOver(d)(n)).toEqual(fraction(n, d));
      }),
    );
  });

  it('rounds the percentage half-up exactly, however long the numbers, and multiplies as gcd reduces', () => {
    /** n/d × 10^6 rounded half-up, in BigInt only, written with 4 places. */
    const exactPercent = (n: bigint, d: bigint): string => {
      const scaled = n * 1_000_000n;
      const q = scaled / d + (2n * (scaled % d) >= d ? 1n : 0n);
      const digits = q.toString().padStart(5, '0');
      return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
    };
    const write = shareWriter();
    const positive = fc.bigInt({ min: 1n, max: 10n ** 60n });
    fc.assert(
      fc.property(positive, positive, positive, (a, b, c) => {
        const share = fraction(a % (b + 1n), b);
        expect(toShare(share).percent).toBe(exactPercent(share.n, share.d));
        expect(write(share)).toEqual(toShare(share));
        // A link's share has small terms; the product stays reduced.
        const link = fraction(c % 100_000_000n, 100_000_000n);
        const product = mul(share, link);
        expect(product).toEqual(fraction(share.n * link.n, share.d * link.d));
      }),
    );
    // Exactly on a half unit, and past what a double holds.
    for (const d of [2_000_000n, 2n * 10n ** 40n, 8n * 10n ** 45n, 10n ** 400n]) {
      expect(toShare(fraction(1n, d)).percent).toBe(exactPercent(1n, d));
      expect(toShare(fraction(d / 2n - 1n, d)).percent).toBe(exactPercent(d / 2n - 1n, d));
    }
    expect(toShare({ n: 10n ** 307n, d: 10n ** 309n }).percent).toBe('1.0000');
  });
});
