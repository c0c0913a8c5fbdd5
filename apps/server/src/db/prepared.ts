import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Prepared statements for the long lists (issue 23). PostgreSQL plans an unnamed statement anew on
 * every call, weighing each index of the table: for a page of a million tasks that planning took
 * 1–10 ms, several times the 0.3 ms the page itself costs. A statement marked as prepared is sent
 * under a name (its text's hash) the first time a connection runs it, and later calls on that
 * connection only bind and execute; after five calls PostgreSQL settles on a generic plan when it is
 * no dearer than planning each call, so planning stops.
 *
 * Only statements whose text comes from a bounded set are marked (the lists' pages and counts: one
 * text per screen, filter and order), since each connection keeps what it has prepared. A generic plan
 * does not know its parameters' values, so what decides the plan — the statuses a partial index is
 * built for, the page's LIMIT — is written into the text instead (sql.lit), never a caller's own value.
 *
 * PGlite runs every statement unnamed: it plans in the same thread anyway, and has one session.
 */
export const PREPARE_MARK = '/* prepared */ ';

/** The statement's name on a connection: its text's hash (the same text, the same name). */
function nameOf(text: string): string {
  return `p_${createHash('sha1').update(text).digest('base64url')}`;
}

type TQuery = PostgresPoolClient['query'];

/**
 * PostgreSQL refuses to run a prepared statement whose columns changed under it ("cached plan must not
 * change result type", 0A000): another copy's migration added a column to a table read with `*`.
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '0A000';
}

/** A pg pool whose clients send marked statements as named, prepared ones. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // Per connection, the statements prepared again under a new name after a stale plan (the old name
  // stays taken on that connection).
  const renamed = new WeakMap<pg.PoolClient, Map<string, string>>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const run = async (text: string, values: unknown[]) => {
        const name = renamed.get(client)?.get(text) ?? nameOf(text);
        try {
          return await client.query({ name, text, values });
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          const names = renamed.get(client) ?? new Map<string, string>();
          renamed.set(client, names);
          const fresh = `${nameOf(text)}_${Date.now().toString(36)}`;
          names.set(text, fresh);
          return client.query({ name: fresh, text, values });
        }
      };
      const query = ((text: unknown, values?: unknown[]) =>
        typeof text === 'string' && text.startsWith(PREPARE_MARK)
          ? run(text, values ?? [])
          : client.query(text as string, values)) as unknown as TQuery;
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
