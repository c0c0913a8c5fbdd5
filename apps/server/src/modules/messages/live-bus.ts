import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { ZChatMessage } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { ALL_TABLES, type TableClock } from '../../db/table-clock.js';

/** A stored message with its topic's two members: everything a copy needs to push it. */
export const ZLiveMessage = z.object({
  message: ZChatMessage,
  members: z.tuple([z.uuid(), z.uuid()]),
});

/**
 * What the copies of the server tell each other about messaging (DESIGN §2): one server copy stores a
 * message, every copy with a websocket of one of its two members pushes it. A message event carries
 * the message and its two members (as the sending transaction stored them), so no copy reads the
 * database to push it; one too long for a notification (NOTIFY takes 8,000 bytes) goes as its id alone,
 * and the receiving copy reads it (issue 23).
 */
export const ZLiveEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), messageId: z.uuid(), live: ZLiveMessage.optional() }),
  z.object({
    kind: z.literal('read'),
    userId: z.uuid(),
    topicName: z.string(),
    readSeq: z.number().int(),
    unreadMsgs: z.number().int(),
  }),
  /** The person's account or sessions changed (deactivated, signed out): check their sockets now. */
  z.object({ kind: z.literal('account'), userId: z.uuid() }),
  /** The firm's name or plan changed (its people's cached sessions carry them). */
  z.object({ kind: z.literal('firm'), firmId: z.uuid() }),
  /** Rows of these tables changed (a statement committed): answers read from them are stale. */
  z.object({ kind: z.literal('tables'), tables: z.array(z.string().max(63)).max(64) }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

export interface TLiveBus {
  /**
   * True when `publish(event, trx)` inside a transaction is delivered at its commit, in commit order
   * (NOTIFY). Otherwise publish after the commit.
   */
  readonly atCommit: boolean;
  /** Tells every copy (this one included). */
  publish(event: TLiveEvent, within?: TDb): Promise<void>;
  /** `onEvent` for every event; `onGap` when events may have been lost (the link dropped). */
  subscribe(handlers: { onEvent: (event: TLiveEvent) => void; onGap: () => void }): () => void;
  /** Settles once the first attempt to listen is over (the server waits for it before it starts). */
  ready(): Promise<void>;
  /** True while every event reaches this copy (false while a dropped listener is reconnecting). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** Notifications of the embedded database (PGlite), delivered in this process at each commit. */
export interface TNotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** An event from a notification's text, or undefined for anything else. */
function parseEvent(payload: string): TLiveEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const event = ZLiveEvent.safeParse(parsed);
  return event.success ? event.data : undefined;
}

/**
 * One process (PGlite, or a single copy): events go straight to this process's subscribers. With the
 * embedded database as `source`, what its triggers NOTIFY (a changed account or firm) arrives too.
 */
export function createMemoryBus(source?: TNotificationSource): TLiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listening = source
    ? source.listen(LIVE_CHANNEL, (payload) => {
        const event = parseEvent(payload);
        if (event) emitter.emit('event', event);
      })
    : Promise.resolve(async () => undefined);
  return {
    atCommit: false,
    publish: async (event) => {
      // Delivered on the next tick, as NOTIFY would be: after the publisher's own work is done.
      queueMicrotask(() => emitter.emit('event', event));
    },
    subscribe: ({ onEvent }) => {
      emitter.on('event', onEvent);
      return () => emitter.off('event', onEvent);
    },
    ready: async () => {
      await listening;
    },
    healthy: () => true,
    close: async () => {
      emitter.removeAllListeners();
      await (await listening)().catch(() => undefined);
    },
  };
}

export const LIVE_CHANNEL = 'portal_live';
/** The listening connection's application_name, so operators (and tests) can find it. */
export const LIVE_LISTENER_NAME = 'portal-live-listener';

/** A little under the 8,000 bytes a notification may carry (PostgreSQL refuses longer payloads). */
export const NOTIFY_MAX_BYTES = 7_900;

/** An event as a notification's text: a message too long for one goes as its id alone. */
export function notificationOf(event: TLiveEvent): string {
  const text = JSON.stringify(event);
  if (event.kind !== 'message' || Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  return JSON.stringify({ kind: event.kind, messageId: event.messageId });
}

interface TPgBusOptions {
  connectionString: string;
  /** The app's pool, which sends the NOTIFYs outside a transaction. */
  db: TDb;
  log?: { warn: (obj: object, msg: string) => void };
  /** First wait before reconnecting the listener; doubles up to 30 s. */
  retryMs?: number;
}

/**
 * Several copies on PostgreSQL: every copy LISTENs on one channel over a connection of its own and
 * publishes with NOTIFY. PostgreSQL delivers notifications in commit order to every listener. When the
 * listening connection drops, it is opened again and subscribers hear `onGap`, so sockets resync.
 */
export function createPgBus(options: TPgBusOptions): TLiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = options.retryMs ?? 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const connect = async (afterGap: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: LIVE_LISTENER_NAME,
    });
    next.on('notification', (note) => {
      if (note.channel !== LIVE_CHANNEL || !note.payload) return;
      const event = parseEvent(note.payload);
      if (event) emitter.emit('event', event);
    });
    next.on('error', (error) => {
      options.log?.warn({ err: error }, 'live messages: listener connection lost');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = options.retryMs ?? 500;
    if (afterGap) emitter.emit('gap');
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    emitter.emit('gap');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connecting = connect(true).catch((error: unknown) => {
        options.log?.warn({ err: error }, 'live messages: listener reconnect failed');
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  connecting = connect(false).catch((error: unknown) => {
    options.log?.warn({ err: error }, 'live messages: listener could not connect');
    scheduleReconnect();
  });

  return {
    atCommit: true,
    publish: async (event, within) => {
      await sql`select pg_notify(${LIVE_CHANNEL}, ${notificationOf(event)})`.execute(within ?? options.db);
    },
    subscribe: ({ onEvent, onGap }) => {
      emitter.on('event', onEvent);
      emitter.on('gap', onGap);
      return () => {
        emitter.off('event', onEvent);
        emitter.off('gap', onGap);
      };
    },
    ready: async () => {
      await connecting;
    },
    healthy: () => client !== undefined,
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      const last = client;
      client = undefined;
      emitter.removeAllListeners();
      if (last) await last.end().catch(() => undefined);
    },
  };
}

/** Keeps `clock` told of other copies' changes; after a gap, every table may have changed. */
export function followTables(clock: TableClock, bus: TLiveBus): () => void {
  return bus.subscribe({
    onEvent: (event) => {
      if (event.kind === 'tables') clock.changed(event.tables);
    },
    onGap: () => clock.changed([ALL_TABLES]),
  });
}
