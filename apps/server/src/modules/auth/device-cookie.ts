import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * "This browser has signed in to this account before" (ADR 0028, issue 24 point 10): a cookie the
 * server signs at each successful sign-in, naming the user and a random device id. A browser that
 * shows one for the account it signs in to is judged on its own failures only, so nobody else at
 * the same address (an office behind one NAT) can lock its owner out by guessing wrongly.
 * The cookie grants nothing by itself: the password is still checked.
 */
export const DEVICE_COOKIE = 'portal_device';

/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_DAYS = 180;

const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface TKnownDevice {
  userId: string;
  deviceId: string;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createDeviceCookies(secret: string, options: { secure: boolean }) {
  // A key of its own, derived from the signing secret, so a device cookie is never a valid token.
  const key = createHmac('sha256', secret).update('portal device cookie').digest();
  const mac = (userId: string, deviceId: string) =>
    createHmac('sha256', key).update(`${VERSION}|${userId}|${deviceId}`).digest('base64url');

  return {
    /** The known device in a Cookie header, when its signature holds; otherwise null. */
    read(cookieHeader: string | undefined): TKnownDevice | null {
      const value = cookieValue(cookieHeader, DEVICE_COOKIE);
      const [version, userId, deviceId, signature, extra] = value?.split('.') ?? [];
      if (version !== VERSION || extra !== undefined || !userId || !deviceId || !signature) return null;
      if (!UUID.test(userId) || !DEVICE_ID.test(deviceId)) return null;
      const expected = Buffer.from(mac(userId, deviceId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, deviceId };
    },

    /** A Set-Cookie value naming this browser for the user: the same device id when it had one. */
    setCookie(userId: string, deviceId: string = randomBytes(16).toString('base64url')): string {
      const value = [VERSION, userId, deviceId, mac(userId, deviceId)].join('.');
      return [
        `${DEVICE_COOKIE}=${value}`,
        'Path=/api/auth/login',
        `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

export type TDeviceCookies = ReturnType<typeof createDeviceCookies>;
