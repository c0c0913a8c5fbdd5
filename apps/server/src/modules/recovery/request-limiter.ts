import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** A limit on how often something may happen per key: `max` times per `windowSeconds`. */
export interface TRequestLimit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts recent events for the key; when the limit is reached returns the seconds until the oldest
 * counted event leaves the window, else records this one and returns 0. Kept in the database so
 * every server copy shares the counts.
 */
export async function takeRequestSlot(db: TDb, limit: TRequestLimit, key: string): Promise<number> {
  const row = await db
    .selectFrom('request_events')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('scope', '=', limit.scope)
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= limit.max) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - Date.now()) / 1000));
  }
  await db.insertInto('request_events').values({ scope: limit.scope, key }).execute();
  return 0;
}

/** Forgets events older than a day (no limit looks further back). */
export async function pruneRequestEvents(db: TDb): Promise<void> {
  await db
    .deleteFrom('request_events')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
