import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make them:
 * HMAC-SHA1, 6 digits, 30-second steps from the Unix epoch. Written here on node:crypto rather than
 * taken from a package: it is forty lines, and the sign-in's safety rests on every one of them.
 */
export const TOTP = { digits: 6, periodSeconds: 30, secretBytes: 20, window: 1 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (any case; spaces, hyphens and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** The time step a moment falls in. */
export function totpStep(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000 / TOTP.periodSeconds);
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA1 of the 8-byte counter, dynamic truncation, `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for a base32 secret at a moment (or at a given step). */
export function totpCode(secret: string, at: { nowMs?: number; step?: number } = {}): string {
  return hotp(base32Decode(secret), at.step ?? totpStep(at.nowMs));
}

/**
 * The step whose code `code` is, looking one step either side of now (clocks drift, people type
 * slowly); null when none. The caller refuses a step at or before the last one used (replay).
 */
export function matchTotpStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every candidate is compared (no early exit), in constant time.
  for (let step = now - TOTP.window; step <= now + TOTP.window; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (Key URI Format): issuer and account in the label. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // encodeURIComponent, not URLSearchParams: some apps read '+' literally rather than as a space.
  const query = [
    `secret=${secret}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP.digits}`,
    `period=${TOTP.periodSeconds}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
