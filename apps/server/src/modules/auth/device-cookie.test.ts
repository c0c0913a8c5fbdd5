import { describe, expect, it } from 'vitest';
import { cookieValue, createDeviceCookies, DEVICE_COOKIE } from './device-cookie.js';

const USER = '6f1d5c1e-8a38-4f4e-9b0f-3f2a8f0c9d11';
const OTHER = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';
const cookies = createDeviceCookies('a-test-secret-of-at-least-thirty-two-chars', { secure: true });
const asHeader = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookie', () => {
  it('names the user and a device, signed, HttpOnly, only for the sign-in request', () => {
    const set = cookies.setCookie(USER);
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE}=v1\\.${USER}\\.[A-Za-z0-9_-]{22}\\.`));
    expect(set).toContain('Path=/api/auth/login');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Secure');
    expect(set).toContain(`Max-Age=${180 * 86_400}`);
    const known = cookies.read(`theme=dark; ${asHeader(set)}`);
    expect(known?.userId).toBe(USER);
    expect(cookies.read(asHeader(cookies.setCookie(USER, known!.deviceId)))).toEqual(known);
  });

  it('refuses a cookie whose user or device was changed, or signed with another key', () => {
    const value = asHeader(cookies.setCookie(USER));
    expect(cookies.read(value.replace(USER, OTHER))).toBeNull();
    const [name, rest] = value.split('=');
    const parts = rest!.split('.');
    parts[2] = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(cookies.read(`${name}=${parts.join('.')}`)).toBeNull();
    const elsewhere = createDeviceCookies('another-secret-of-at-least-thirty-two-chars', { secure: false });
    expect(elsewhere.read(value)).toBeNull();
    expect(elsewhere.setCookie(USER)).not.toContain('Secure');
    expect(cookies.read(undefined)).toBeNull();
    expect(cookies.read(`${DEVICE_COOKIE}=v1.not-a-user.x.y`)).toBeNull();
  });

  it('reads one cookie out of a header', () => {
    expect(cookieValue('a=1; b=2;c=3', 'b')).toBe('2');
    expect(cookieValue('a=1', 'b')).toBeUndefined();
    expect(cookieValue(undefined, 'b')).toBeUndefined();
  });
});
