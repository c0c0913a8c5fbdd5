import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAuthContext } from '../modules/auth/auth.service.js';
import type { TableClock, TReadScope } from '../db/table-clock.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers may be kept (answer-cache.ts): a signed-in list that only reads. */
    keepAnswers?: boolean;
  }
}

/**
 * The long lists' answers, kept in this copy's memory until a table they were read from changes
 * (issue 23 points 1 and 2). Staff page through, poll and reopen the same lists far more often than
 * anything in them changes; a kept answer costs its request the session check and the write of its
 * bytes, where building it costs two statements, their rows and their encoding.
 *
 * An answer is kept per caller — their user, kind, firm and language — and per URL with its query,
 * so nobody is ever answered from what another person's request read. It is used only while no table
 * its statements named has changed since they began (table-clock.ts: this copy's writes when they
 * start and when they commit; other copies' at their commit, through the live bus), never when the
 * request wrote, never while the bus may be missing events, and at most `ttlMs` old (the lists show
 * a few things that move with the clock: a company's filing falling overdue).
 */
export interface TAnswerCacheOptions {
  clock: TableClock;
  /** False while other copies' changes may go unheard (the bus reconnecting): nothing is kept or used. */
  healthy: () => boolean;
  /** The most bytes of answers kept; the least recently used go first. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export const ANSWER_TTL_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** Every answer reads the caller's user and firm (the session check), whichever statements ran. */
const CALLER_TABLES = ['users', 'firms'];
/** Tables whose changes other copies do not hear of (migration 20261205090000): never kept. */
export const UNNOTIFIED_TABLES: ReadonlySet<string> = new Set(['jobs', 'schema_migrations']);

interface TEntry {
  body: Buffer;
  contentType: string;
  mark: number;
  tables: readonly string[];
  until: number;
}

interface TPending {
  key: string;
  mark: number;
  scope: TReadScope;
}

function keyOf(auth: TAuthContext, url: string): string {
  return [auth.userId, auth.userType, auth.firmId ?? '', auth.language, url].join('\u0000');
}

export function registerAnswerCache(app: FastifyInstance, options: TAnswerCacheOptions): void {
  const { clock, healthy } = options;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const ttlMs = options.ttlMs ?? ANSWER_TTL_MS;
  const now = options.now ?? Date.now;
  // Insertion order is use order: the first entry is the least recently used.
  const entries = new Map<string, TEntry>();
  let bytes = 0;
  const pending = new WeakMap<FastifyRequest, TPending>();

  const drop = (key: string, entry: TEntry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const lookUp = (key: string): TEntry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now() || !clock.unchangedSince(entry.mark, entry.tables)) {
      drop(key, entry);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  const keep = (key: string, entry: TEntry) => {
    const old = entries.get(key);
    if (old) drop(key, old);
    if (entry.body.length > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, least] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest, least);
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.keepAnswers) return;
    const handler = route.handler;
    route.handler = async function answerOrKept(this: FastifyInstance, request, reply: FastifyReply) {
      const auth = request.auth;
      if (request.method !== 'GET' || !auth || !healthy()) return handler.call(this, request, reply);
      const key = keyOf(auth, request.url);
      const kept = lookUp(key);
      if (kept) return reply.type(kept.contentType).send(kept.body);
      const scope: TReadScope = { tables: new Set(CALLER_TABLES), wrote: false };
      pending.set(request, { key, mark: clock.mark(), scope });
      return clock.gatherReads(scope, () => handler.call(this, request, reply));
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const answered = pending.get(request);
    if (!answered || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const { key, mark, scope } = answered;
    if (scope.wrote || !healthy() || !clock.unchangedSince(mark, scope.tables)) return payload;
    for (const table of scope.tables) if (UNNOTIFIED_TABLES.has(table)) return payload;
    keep(key, {
      body: Buffer.from(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      mark,
      tables: [...scope.tables],
      until: now() + ttlMs,
    });
    return payload;
  });
}
