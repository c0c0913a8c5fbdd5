import type { RawData, WebSocket } from 'ws';
import { LIVE_CLOSE, ZLiveClientFrame, type TLiveServerFrame } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { authenticate, type TAuthDeps } from '../auth/auth.service.js';
import type { TLiveBus, TLiveEvent } from './live-bus.js';
import { loadLiveMessage } from './message-sending.js';

interface TLog {
  warn: (obj: object, msg: string) => void;
}

export interface TLiveHubOptions {
  auth: TAuthDeps;
  bus: TLiveBus;
  log?: TLog;
  /** How long a new socket has to send its `auth` frame. */
  authTimeoutMs?: number;
  /** How often every socket's session is checked again (sign-outs and deactivations on other copies). */
  recheckMs?: number;
  /** How often the server pings; a socket that did not answer the last ping is dropped. */
  heartbeatMs?: number;
}

interface TConnection {
  socket: WebSocket;
  /** Which slice of the sockets it is pinged and checked with. */
  slice: number;
  userId: string;
  sessionId: string;
  tokenVersion: number;
  expiryTimer?: NodeJS.Timeout;
  alive: boolean;
}

const MAX_TIMER_MS = 2_147_483_647;
/** Sockets are pinged and checked in this many turns over each period. */
const SLICES = 20;

/** A text frame's content, whichever form ws hands it over in. */
export const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

/**
 * This copy's websockets and what reaches them (issue 7). A socket belongs to a person once its first
 * frame carried a valid access token; from then on it gets every message of that person's topics as
 * the bus announces them, in the order they were stored (events are handled one after another), and
 * it is closed when the token expires or the session ends.
 */
export function createLiveHub(options: TLiveHubOptions) {
  const { auth, bus } = options;
  const db: TDb = auth.db;
  const byUser = new Map<string, Set<TConnection>>();
  let queue: Promise<void> = Promise.resolve();

  const send = (socket: WebSocket, frame: TLiveServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  /** One frame to every socket of these people, encoded once whatever their number of tabs. */
  const sendToPeople = (userIds: readonly string[], frame: TLiveServerFrame) => {
    let encoded: Buffer | undefined;
    for (const userId of userIds)
      for (const c of connectionsOf(userId)) {
        if (c.socket.readyState !== c.socket.OPEN) continue;
        encoded ??= Buffer.from(JSON.stringify(frame));
        c.socket.send(encoded, { binary: false });
      }
  };
  const connectionsOf = (userId: string) => byUser.get(userId) ?? new Set<TConnection>();

  const handle = async (event: TLiveEvent): Promise<void> => {
    if (event.kind === 'message') {
      // Only the topic's two members: the event names them as the sending transaction read them.
      const live = event.live ?? (await loadLiveMessage(db, event.messageId));
      if (live) sendToPeople(live.members, { type: 'message', message: live.message });
      return;
    }
    if (event.kind === 'read') {
      const { topicName, readSeq, unreadMsgs } = event;
      sendToPeople([event.userId], { type: 'read', topicName, readSeq, unreadMsgs });
      return;
    }
    if (event.kind === 'firm' || event.kind === 'tables') return;
    await recheck([...connectionsOf(event.userId)]);
  };

  const unsubscribe = bus.subscribe({
    onEvent: (event) => {
      // A copy with nobody connected does nothing; the chain keeps the events in their order.
      if (byUser.size === 0 || event.kind === 'tables' || event.kind === 'firm') return;
      queue = queue
        .then(() => handle(event))
        .catch((error: unknown) => options.log?.warn({ err: error }, 'live messages: event failed'));
    },
    onGap: () => {
      for (const set of byUser.values()) for (const c of set) send(c.socket, { type: 'resync' });
    },
  });

  /** Closes the sockets whose session is no longer good (signed out, deactivated, password changed). */
  const recheck = async (connections: TConnection[]): Promise<void> => {
    if (connections.length === 0) return;
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.revoked_at',
        'sessions.expires_at',
        'users.status',
        'users.token_version',
      ])
      .where('sessions.id', 'in', [...new Set(connections.map((c) => c.sessionId))])
      .execute();
    const sessions = new Map(rows.map((r) => [r.id, r]));
    for (const c of connections) {
      const s = sessions.get(c.sessionId);
      const good =
        s &&
        s.status === 'ACTIVE' &&
        s.revoked_at === null &&
        s.token_version === c.tokenVersion &&
        new Date(s.expires_at).getTime() > Date.now();
      if (!good) c.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
    }
  };

  const all = () => [...byUser.values()].flatMap((set) => [...set]);
  /**
   * Runs `work` over every socket once a `periodMs`, a slice of them at a time: a thousand pings (or
   * one session check of a thousand sockets) at once hold the event loop for a few hundred
   * milliseconds, and every message arriving meanwhile waits (issue 23).
   */
  const inSlices = (periodMs: number, work: (connections: TConnection[]) => void) => {
    let slice = 0;
    const timer = setInterval(() => {
      const current = slice;
      slice = (slice + 1) % SLICES;
      const connections = all().filter((c) => c.slice === current);
      if (connections.length > 0) work(connections);
    }, periodMs / SLICES);
    timer.unref();
    return timer;
  };
  const recheckTimer = inSlices(options.recheckMs ?? 15_000, (connections) => {
    recheck(connections).catch((error: unknown) =>
      options.log?.warn({ err: error }, 'live messages: session check failed'),
    );
  });
  const heartbeat = inSlices(options.heartbeatMs ?? 30_000, (connections) => {
    for (const c of connections) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  });
  let nextSlice = 0;

  const register = (c: TConnection) => {
    const set = byUser.get(c.userId) ?? new Set<TConnection>();
    set.add(c);
    byUser.set(c.userId, set);
  };
  const unregister = (c: TConnection) => {
    if (c.expiryTimer) clearTimeout(c.expiryTimer);
    const set = byUser.get(c.userId);
    set?.delete(c);
    if (set?.size === 0) byUser.delete(c.userId);
  };

  /** Takes a new websocket: waits for its `auth` frame, then serves it. */
  const accept = (socket: WebSocket): void => {
    let connection: TConnection | undefined;
    let pending = false;
    const authTimer = setTimeout(() => {
      if (!connection) socket.close(LIVE_CLOSE.authTimeout, 'auth expected');
    }, options.authTimeoutMs ?? 10_000);

    const authorise = async (token: string) => {
      const check = auth.tokens.verifyAccess(token);
      if (!check.ok) return socket.close(LIVE_CLOSE.tokenExpired, 'token not valid');
      let ctx;
      try {
        ctx = await authenticate(auth, token);
      } catch (error) {
        if (error instanceof AppError) return socket.close(LIVE_CLOSE.tokenExpired, 'not signed in');
        throw error;
      }
      if (connection && connection.userId !== ctx.userId)
        return socket.close(LIVE_CLOSE.badFrame, 'another person');
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      const c: TConnection = connection ?? {
        socket,
        slice: (nextSlice = (nextSlice + 1) % SLICES),
        userId: ctx.userId,
        sessionId: ctx.sessionId,
        tokenVersion: check.claims.tv,
        alive: true,
      };
      // A later `auth` frame with a fresh token moves the expiry instead of reconnecting.
      c.sessionId = ctx.sessionId;
      c.tokenVersion = check.claims.tv;
      if (c.expiryTimer) clearTimeout(c.expiryTimer);
      c.expiryTimer = setTimeout(
        () => socket.close(LIVE_CLOSE.tokenExpired, 'token expired'),
        Math.min(Math.max(check.expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS),
      );
      c.expiryTimer.unref();
      if (!connection) {
        connection = c;
        register(c);
        send(socket, { type: 'ready', userID: ctx.userId });
      }
    };

    socket.on('pong', () => {
      if (connection) connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(LIVE_CLOSE.badFrame, 'text frames only');
      let frame;
      try {
        frame = ZLiveClientFrame.safeParse(JSON.parse(textOf(data)));
      } catch {
        return socket.close(LIVE_CLOSE.badFrame, 'not JSON');
      }
      if (!frame.success) return socket.close(LIVE_CLOSE.badFrame, 'unknown frame');
      if (frame.data.type === 'ping') {
        if (connection) send(socket, { type: 'pong' });
        return;
      }
      if (pending) return;
      pending = true;
      authorise(frame.data.token)
        .catch((error: unknown) => {
          options.log?.warn({ err: error }, 'live messages: authentication failed');
          socket.close(1011, 'server error');
        })
        .finally(() => {
          pending = false;
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (connection) unregister(connection);
    });
    socket.on('error', () => socket.terminate());
  };

  return {
    accept,
    /** Sockets of a person on this copy (tests and diagnostics). */
    connectedCount: (userId?: string) => (userId ? connectionsOf(userId).size : all().length),
    close: async () => {
      clearInterval(recheckTimer);
      clearInterval(heartbeat);
      unsubscribe();
      for (const c of all()) c.socket.close(LIVE_CLOSE.goingAway, 'server stopping');
      await queue;
    },
  };
}
export type TLiveHub = ReturnType<typeof createLiveHub>;
