/**
 * Exact fractions over BigInt for ownership maths: shares multiply through many layers, and a
 * threshold test like "over 25 %" must not flip on a floating-point rounding error.
 * Every value is kept reduced with a positive denominator.
 */
import type { TShare } from './ownership.types.js';

export interface TRational {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: TRational = { n: 0n, d: 1n };
export const ONE: TRational = { n: 1n, d: 1n };

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Greatest common divisor of the absolute values. Once both fit a double it continues in doubles, and
 * once both fit 31 bits in integers: a link's share has at most 9 digits, so most of the steps of a
 * product's cross-reduction are integer steps, many times faster than BigInt or float remainders.
 */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    if (a <= SAFE && b <= SAFE) return BigInt(gcdOfDoubles(Number(a), Number(b)));
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

const INT31 = 0x7fffffff;
const INT31_BIG = BigInt(INT31);

/** gcd(x, y) where y is usually small (a link's share): one BigInt remainder, then integers. */
function gcdWith(x: bigint, y: bigint): bigint {
  if (y <= 0n || y > INT31_BIG) return gcd(x, y);
  const g = gcdOfInts(Number(y), Number((x < 0n ? -x : x) % y));
  return g === 1 ? 1n : BigInt(g);
}

function gcdOfDoubles(x: number, y: number): number {
  while (y !== 0) {
    if (x <= INT31 && y <= INT31) return gcdOfInts(x | 0, y | 0);
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function gcdOfInts(x: number, y: number): number {
  while (y !== 0) {
    const r = (x % y) | 0;
    x = y;
    y = r;
  }
  return x;
}

/** n/d reduced; a zero denominator gives zero (callers guard against it, this only avoids a throw). */
export function fraction(n: bigint, d: bigint): TRational {
  if (d === 0n || n === 0n) return ZERO;
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
}

/**
 * Reduces many numerators over one denominator. Euclid on numbers of 40+ digits (six layers of
 * six-decimal percentages) takes ~90 steps; here the denominator's factors 2 and 5, which is where
 * those digits come from, are split off once, and each numerator costs a few operations.
 */
export function reducerOver(d: bigint): (n: bigint) => TRational {
  let rest = d;
  let twos = 0n;
  const fives: bigint[] = [1n];
  while (rest > 0n && rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1n];
  while (rest > 0n && rest % 5n === 0n) {
    rest /= 5n;
    fives.push((fives.at(-1) ?? 1n) * 5n);
  }
  const twoPart = 1n << twos;
  return (n) => {
    if (n === 0n || d <= 0n) return fraction(n, d);
    const abs = n < 0n ? -n : n;
    const lowBit = abs & -abs;
    let g = lowBit < twoPart ? lowBit : twoPart;
    // The largest power of five dividing both, by binary search over the exponent.
    let low = 0;
    let high = fives.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (abs % (fives[mid] ?? 1n) === 0n) low = mid;
      else high = mid - 1;
    }
    g *= (fives[low] ?? 1n) * gcd(abs % rest, rest);
    return { n: n / g, d: d / g };
  };
}

/** Least common multiple of two positive integers. */
export function lcm(a: bigint, b: bigint): bigint {
  return a === b ? a : (a / gcd(a, b)) * b;
}

/** Sum of two fractions. */
export function add(a: TRational, b: TRational): TRational {
  if (a.n === 0n) return b;
  if (b.n === 0n) return a;
  if (a.d === b.d) return fraction(a.n + b.n, a.d);
  const g = gcd(a.d, b.d);
  return fraction(a.n * (b.d / g) + b.n * (a.d / g), (a.d / g) * b.d);
}

/** Product of two fractions, cross-reduced first so the numbers stay small. */
export function mul(a: TRational, b: TRational): TRational {
  if (a.n === 0n || b.n === 0n) return ZERO;
  const g1 = gcdWith(a.n, b.d);
  const g2 = gcdWith(a.d, b.n);
  if (g1 === 1n && g2 === 1n) return { n: a.n * b.n, d: a.d * b.d };
  return { n: (a.n / g1) * (b.n / g2), d: (a.d / g2) * (b.d / g1) };
}

/** Sign of a − b. */
export function compare(a: TRational, b: TRational): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left === right ? 0 : left < right ? -1 : 1;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;
const SIMPLE_DECIMAL = /^\d{1,9}(?:\.\d{1,6})?$/;

/**
 * A decimal as the portal stores it ('12.345678', 50: up to 9 digits, a dot and up to 6 decimals) as
 * the integer n / 10^places, exact in doubles; null for anything else (parseDecimal reads that).
 */
export function smallDecimal(value: string | number): { n: number; places: number } | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9) {
    return { n: value, places: 0 };
  }
  const text = String(value);
  if (!SIMPLE_DECIMAL.test(text)) return null;
  let n = 0;
  let places = -1;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 46) places = 0;
    else {
      n = n * 10 + (code - 48);
      if (places >= 0) places += 1;
    }
  }
  return { n, places: Math.max(places, 0) };
}

/** n / d reduced, from non-negative integers that doubles hold exactly. */
export function fractionOfIntegers(n: number, d: number): TRational {
  if (n === 0 || d === 0) return ZERO;
  const g = gcdOfDoubles(n, d);
  return { n: BigInt(n / g), d: BigInt(d / g) };
}

/**
 * A decimal string or number read exactly ('33.333333', 12.5, '1e-7'). A number is read through its
 * shortest round-trip decimal string, so 33.333333 is 33333333/1000000, not the nearest double.
 * Anything else (NaN, '', 'abc') gives null.
 */
export function parseDecimal(value: string | number): TRational | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isSafeInteger(value)) return value === 0 ? ZERO : { n: BigInt(value), d: 1n };
  }
  const text = String(value);
  // The form the portal stores ('12.345678', '50'): read with doubles, which hold 15 digits exactly.
  const small = smallDecimal(text);
  if (small) return fractionOfIntegers(small.n, 10 ** small.places);
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', decimals = '', exponentText = '0'] = match;
  if (whole === '' && decimals === '') return null;
  const exponent = Number(exponentText) - decimals.length;
  let n = BigInt(`${whole}${decimals}`);
  if (sign === '-') n = -n;
  let d = 1n;
  if (exponent >= 0) n *= 10n ** BigInt(exponent);
  else d = 10n ** BigInt(-exponent);
  return fraction(n, d);
}

/** Exact decimal text when the denominator divides a power of ten ('99.99', '100', '0'), else 10 places. */
export function toDecimalString(r: TRational): string {
  let rest = r.d;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  if (rest !== 1n) return formatScaled(roundHalfUp(r.n, r.d, 10), 10);
  const places = Math.max(twos, fives);
  const text = formatScaled((r.n * 10n ** BigInt(places)) / r.d, places);
  return places === 0 ? text : text.replace(/0+$/, '').replace(/\.$/, '');
}

/** n/d × 10^places rounded half away from zero to an integer (d > 0). */
function roundHalfUp(n: bigint, d: bigint, places: number): bigint {
  const scaled = n * 10n ** BigInt(places);
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  let q = abs / d;
  if (2n * (abs % d) >= d) q += 1n;
  return negative ? -q : q;
}

/** An integer that counts units of 10^-places, written as a decimal with exactly that many places. */
function formatScaled(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const decimals = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${decimals}` : ''}`;
}

/** The JSON form of a fraction of 1: exact numerator and denominator, and a percentage to 4 places. */
export function toShare(r: TRational): TShare {
  return { numerator: r.n.toString(), denominator: r.d.toString(), percent: percentOf(r) };
}

/**
 * toShare for many fractions: the shares of one group have few distinct denominators (419 among the
 * 10,286 persons of the large test group), and writing a 45-digit number costs four times a look-up.
 */
export function shareWriter(): (r: TRational) => TShare {
  const denominators = new Map<bigint, string>();
  return (r) => {
    // Most persons hold nothing under Schedule 5A: ZERO is written often.
    if (r.n === 0n && r.d === 1n) return { numerator: '0', denominator: '1', percent: '0.0000' };
    let denominator = denominators.get(r.d);
    if (denominator === undefined) {
      denominator = r.d.toString();
      denominators.set(r.d, denominator);
    }
    return { numerator: r.n.toString(), denominator, percent: percentOf(r) };
  };
}

const SMALL = 2 ** 53 / 1_000_000;
const MILLION = 1_000_000n;

/** The percentage to 4 places, rounded half away from zero (d > 0). */
function percentOf({ n, d }: TRational): string {
  if (n >= 0n && n <= SMALL && d <= SAFE) {
    // n × 10^6 stays under 2^53, so the division and its remainder are exact in doubles.
    const scaled = Number(n) * 1_000_000;
    const den = Number(d);
    const rest = scaled % den;
    return formatPercent((scaled - rest) / den + (2 * rest >= den ? 1 : 0));
  }
  if (n < 0n) return formatScaled(roundHalfUp(n * 100n, d, 4), 4);
  // In doubles the units are off by less than 1e-6 (each of n, d and n / d rounds by 2^-53 of itself),
  // so they decide unless the value lies that close to a half unit, where the rounding turns.
  const den = Number(d);
  const units = (Number(n) / den) * 1_000_000;
  const half = units - Math.floor(units) - 0.5;
  if (den < Infinity && units < 1e9 && (half > 1e-6 || half < -1e-6))
    return formatPercent(Math.floor(units + 0.5));
  const scaled = n * MILLION;
  let q = scaled / d;
  if (2n * (scaled - q * d) >= d) q += 1n;
  return q <= SMALL ? formatPercent(Number(q)) : formatScaled(q, 4);
}

/** A count of 1/10,000 % written with 4 places (non-negative, exact in doubles). */
function formatPercent(units: number): string {
  const fraction = units % 10_000;
  return `${(units - fraction) / 10_000}.${String(fraction).padStart(4, '0')}`;
}
