import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { PREPARE_MARK } from './prepared.js';

/**
 * When each table last changed, as far as this copy knows (issue 23 point 1: answers kept by
 * plugins/answer-cache.ts). Every statement of this process passes through the pool `wrap` gives: a
 * write moves the clock of the tables it names when it starts and again when it is over — at its
 * commit or rollback when it ran in a transaction, since until then other sessions still see the rows
 * as they were, and a reader that took its snapshot meanwhile must not be kept. A delete (it may
 * cascade), a truncate or a change of a table's shape moves every clock. Other copies' writes arrive
 * as `changed` from the live bus (each table NOTIFYs at commit: migration 20261205090000).
 *
 * A request whose reads run inside `reads.run(scope, …)` has the tables its statements name gathered
 * in `scope`; what it read is unchanged since its `mark` while none of those clocks moved past it.
 */
export interface TReadScope {
  readonly tables: Set<string>;
  /** Set when the request wrote: what it answers is not kept. */
  wrote: boolean;
}

/** The reads of the request under way (only requests whose answer may be kept have a scope). */
const readScope = new AsyncLocalStorage<TReadScope>();

/** `from x`, `join "x"`, and a list `from "a" as "p", b`: the tables named after each. */
const READ_FROM = /\b(?:from|join)\s+((?:"?\w+"?(?:\s+(?:as\s+)?"?\w+"?)?\s*,\s*)*"?\w+"?)/gi;

/** The tables a statement reads, as its text names them (`from x`, `join "x"`, `from a, b`). */
export function tablesRead(statement: string): string[] {
  const tables = new Set<string>();
  for (const match of statement.matchAll(READ_FROM))
    for (const part of match[1]!.split(',')) tables.add(/\w+/.exec(part)![0].toLowerCase());
  return [...tables];
}

/** Counts a read the caller answered from memory (a kept count) as a read of its tables. */
export function noteRead(tables: Iterable<string>): void {
  const scope = readScope.getStore();
  if (scope) for (const table of tables) scope.tables.add(table);
}

/** Every table. */
export const ALL_TABLES = '*';

const MAYBE_WRITE = /\b(?:insert|update|delete|merge|truncate|alter|drop|create|copy)\b/i;
/** Statements that may change any table: a delete cascades, the others change shape or everything. */
const CHANGES_ANY = /\bdelete\s+from\b|^\s*(?:truncate|merge|copy|alter\s+table|drop\s+table)\b/i;
/** `insert into t`, `update t [as a] set` (not `for update`, nor an upsert's `do update set`). */
const WRITE_TARGET =
  /\binsert\s+into\s+(?:only\s+)?"?(\w+)"?|\bupdate\s+(?:only\s+)?"?(\w+)"?(?:\s+(?:as\s+)?"?\w+"?)?\s+set\b/gi;

/** The tables a statement writes, every table (`ALL_TABLES`), or none for a read. */
export function tablesWritten(statement: string): string[] {
  if (!MAYBE_WRITE.test(statement)) return [];
  if (CHANGES_ANY.test(statement)) return [ALL_TABLES];
  const tables = new Set<string>();
  for (const match of statement.matchAll(WRITE_TARGET)) tables.add((match[1] ?? match[2])!.toLowerCase());
  return [...tables];
}

type TBoundary = 'begin' | 'end' | null;
function boundaryOf(statement: string): TBoundary {
  if (/^\s*(?:begin|start\s+transaction)\b/i.test(statement)) return 'begin';
  if (/^\s*(?:commit|end|rollback(?!\s+to\b)|abort)\b/i.test(statement)) return 'end';
  return null;
}

export class TableClock {
  #now = 0;
  readonly #changedAt = new Map<string, number>();
  #allChangedAt = 0;

  /** The clock's reading now: pass it to `unchangedSince` after reading. */
  mark(): number {
    return this.#now;
  }

  /** True when none of `tables` changed after `mark`. */
  unchangedSince(mark: number, tables: Iterable<string>): boolean {
    if (this.#allChangedAt > mark) return false;
    for (const table of tables) if ((this.#changedAt.get(table) ?? 0) > mark) return false;
    return true;
  }

  /** Moves the clocks of `tables` (`ALL_TABLES` for every one). */
  changed(tables: Iterable<string>): void {
    this.#now += 1;
    for (const table of tables) {
      if (table === ALL_TABLES) this.#allChangedAt = this.#now;
      else this.#changedAt.set(table, this.#now);
    }
  }

  /** Runs `work` with its statements' tables gathered in `scope`. */
  gatherReads<T>(scope: TReadScope, work: () => T): T {
    return readScope.run(scope, work);
  }

  /** The pool, with each of its statements telling this clock what it writes. */
  wrap(pool: PostgresPool): PostgresPool {
    return {
      connect: async (): Promise<PostgresPoolClient> => this.#watch(await pool.connect()),
      end: () => pool.end(),
    };
  }

  #watch(client: PostgresPoolClient): PostgresPoolClient {
    // The tables written by the transaction open on this connection; null outside one.
    let open: Set<string> | null = null;
    const endTransaction = () => {
      if (open && open.size > 0) this.changed(open);
      open = null;
    };
    const query = async (text: unknown, values?: readonly unknown[]) => {
      if (typeof text !== 'string') return client.query(text as never);
      const statement = text.startsWith(PREPARE_MARK) ? text.slice(PREPARE_MARK.length) : text;
      const boundary = boundaryOf(statement);
      if (boundary === 'begin') {
        const result = await client.query(text, values ?? []);
        open = new Set();
        return result;
      }
      if (boundary === 'end') {
        try {
          return await client.query(text, values ?? []);
        } finally {
          endTransaction();
        }
      }
      const written = tablesWritten(statement);
      const scope = readScope.getStore();
      if (scope) {
        if (written.length > 0) scope.wrote = true;
        for (const table of tablesRead(statement)) scope.tables.add(table);
      }
      if (written.length === 0) return client.query(text, values ?? []);
      this.changed(written);
      if (open) {
        for (const table of written) open.add(table);
        return client.query(text, values ?? []);
      }
      try {
        return await client.query(text, values ?? []);
      } finally {
        this.changed(written);
      }
    };
    return {
      query: query as PostgresPoolClient['query'],
      release: () => {
        // A connection given back mid-transaction (it should not be) counts its writes as done.
        endTransaction();
        client.release();
      },
    };
  }
}
