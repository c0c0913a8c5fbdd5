import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC test vector at T = %i s', (seconds, code) => {
    expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(code);
    // Six digits are the last six of the same number.
    expect(totpCode(base32Encode(RFC_SEED), { nowMs: seconds * 1000 })).toBe(code.slice(2));
  });

  it('gives RFC 4226 appendix D values for HOTP', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq').toString()).toBe('12345678901234567890');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts one step either side of now and nothing further', () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotpStep(secret, totpCode(secret, { step: step + offset }), now)).toBe(step + offset);
    for (const offset of [-2, 2])
      expect(matchTotpStep(secret, totpCode(secret, { step: step + offset }), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth link authenticator apps read', () => {
    expect(otpauthUri('GEZDGNBV', 'harbour.ken', 'CoSec Portal')).toBe(
      'otpauth://totp/CoSec%20Portal:harbour.ken?secret=GEZDGNBV&issuer=CoSec%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
