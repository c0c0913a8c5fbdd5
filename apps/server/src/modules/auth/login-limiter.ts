import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * Sign-in limits (DESIGN §6), kept in the database so every server copy sees the same counts.
 * - per account and address: 5 failures in 15 minutes block that pair;
 * - per address: 30 failures in 15 minutes block the address (password spraying);
 * - per account from every address: 20 failures in 15 minutes block the account, except from
 *   addresses that signed in to it successfully in the last 30 days, so an attacker elsewhere cannot
 *   lock the owner out.
 * A success clears the pair's and the account's failure counts.
 *
 * A browser that signed in to the account before (a known device, device-cookie.ts; ADR 0028) is
 * judged on its own failures only: 5 since its last success block that device, and nothing that
 * others do from the same address or elsewhere blocks it. Its failures do not count against the
 * address or the account either, so the rules above are about browsers the account has not seen.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccount: 20,
  trustedAddressDays: 30,
} as const;

export interface TLimitVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Normalises what was typed as username so 'Alice' and 'alice ' count as one account. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function checkLoginAllowed(
  db: TDb,
  key: string,
  ip: string,
  now = new Date(),
  deviceId: string | null = null,
): Promise<TLimitVerdict> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowSeconds * 1000);
  if (deviceId) return checkKnownDevice(db, deviceId, since, now);
  const row = await db
    .selectFrom('login_attempts')
    .select([
      // Failures after the last success for the same pair / account count.
      sql<number>`count(*) filter (where device_id is null and ip = ${ip} and username_key = ${key} and not succeeded and created_at > coalesce((select max(created_at) from login_attempts s where s.username_key = ${key} and s.ip = ${ip} and s.succeeded), 'epoch'))`.as(
        'pair',
      ),
      sql<number>`count(*) filter (where device_id is null and ip = ${ip} and not succeeded)`.as('address'),
      sql<number>`count(*) filter (where device_id is null and username_key = ${key} and not succeeded and created_at > coalesce((select max(created_at) from login_attempts s where s.username_key = ${key} and s.succeeded), 'epoch'))`.as(
        'account',
      ),
      sql<Date | null>`min(created_at) filter (where device_id is null and not succeeded)`.as('oldest'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('ip', '=', ip), eb('username_key', '=', key)]))
    .executeTakeFirstOrThrow();

  let blocked =
    Number(row.pair) >= LOGIN_LIMITS.perAccountAndAddress || Number(row.address) >= LOGIN_LIMITS.perAddress;
  if (!blocked && Number(row.account) >= LOGIN_LIMITS.perAccount) {
    const trustedSince = new Date(now.getTime() - LOGIN_LIMITS.trustedAddressDays * 86_400_000);
    const trusted = await db
      .selectFrom('login_attempts')
      .select('id')
      .where('username_key', '=', key)
      .where('ip', '=', ip)
      .where('succeeded', '=', true)
      .where('created_at', '>', trustedSince)
      .limit(1)
      .executeTakeFirst();
    blocked = !trusted;
  }
  if (!blocked) return { blocked: false, retryAfterSeconds: 0 };
  return { blocked: true, retryAfterSeconds: retryAfter(row.oldest, now) };
}

/** Seconds until the oldest failure in the window leaves it. */
function retryAfter(oldest: Date | string | null, now: Date): number {
  const from = oldest ? new Date(oldest).getTime() : now.getTime();
  return Math.max(1, Math.ceil((from + LOGIN_LIMITS.windowSeconds * 1000 - now.getTime()) / 1000));
}

/** A known browser: blocked by its own failures since its last success, and nothing else. */
async function checkKnownDevice(db: TDb, deviceId: string, since: Date, now: Date): Promise<TLimitVerdict> {
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where not succeeded and created_at > coalesce((select max(created_at) from login_attempts s where s.device_id = ${deviceId} and s.succeeded), 'epoch'))`.as(
        'failures',
      ),
      sql<Date | null>`min(created_at) filter (where not succeeded)`.as('oldest'),
    ])
    .where('device_id', '=', deviceId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.failures) < LOGIN_LIMITS.perAccountAndAddress)
    return { blocked: false, retryAfterSeconds: 0 };
  return { blocked: true, retryAfterSeconds: retryAfter(row.oldest, now) };
}

export async function recordLoginAttempt(
  db: TDb,
  key: string,
  ip: string,
  succeeded: boolean,
  deviceId: string | null = null,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ username_key: key, ip, succeeded, device_id: deviceId })
    .execute();
}

/** Forgets attempts older than the longest period any rule looks at. */
export async function pruneLoginAttempts(db: TDb, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - (LOGIN_LIMITS.trustedAddressDays + 1) * 86_400_000);
  const failureCutoff = new Date(now.getTime() - 86_400_000);
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', cutoff),
        eb.and([eb('succeeded', '=', false), eb('created_at', '<', failureCutoff)]),
      ]),
    )
    .execute();
}
