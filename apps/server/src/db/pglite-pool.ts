import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type TCommand = PostgresQueryResult<unknown>['command'];

/**
 * Presents one PGlite instance as a pg-style pool of one connection to Kysely. PGlite has a single
 * session, so a transaction must hold it exclusively: connect() waits for the previous holder to
 * release, which keeps concurrent requests from running inside each other's transactions.
 */
export class PglitePool implements PostgresPool {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.closed) throw new Error('The database is closed');
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => turn);
    await previous;
    const pglite = this.pglite;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  /** Waits for the current holder, then refuses new connections. */
  async end(): Promise<void> {
    this.closed = true;
    await this.tail;
  }
}

function commandOf(sql: string): TCommand {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  switch (word) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return word;
    default:
      return 'SELECT';
  }
}
