import type { TLiveBus } from '../messages/live-bus.js';
import type { TSessionState } from './sessions.repository.js';

/**
 * The sessions this copy has checked, kept in memory so a signed-in request need not read session ⋈
 * user ⋈ firm from the database each time (issue 23 point 2). The checks themselves still run on every
 * request (revoked, expired, token version, status); what is kept is only what the database said.
 *
 * It is right because it is told: every change to a user, a session's revocation or expiry, or a firm
 * reaches every copy as an event of the live bus at its commit (database triggers, migration
 * 20261126130000), and the code that signs people out or changes a password also forgets here at once.
 * While the bus may be missing events (its listener reconnecting), nothing is kept; after a gap the
 * whole cache is dropped. Entries live a minute at most, as a bound on anything unforeseen.
 */
export interface TSessionCache {
  get(sessionId: string): TSessionState | undefined;
  /**
   * Moves on at every forgetting. A read of the database started at one mark is kept only if no
   * change was heard since: a read that raced a change may hold what was true before it.
   */
  mark(): number;
  set(state: TSessionState, readAtMark: number): void;
  forgetUser(userId: string): void;
  forgetFirm(firmId: string): void;
  clear(): void;
  readonly size: number;
}

interface TOptions {
  /** How long an entry may be used; events forget it sooner. */
  ttlMs?: number;
  /** The most sessions kept; the oldest go first. */
  max?: number;
  /** False while events may be lost: then nothing is kept or read. */
  healthy?: () => boolean;
  now?: () => number;
}

export function createSessionCache(options: TOptions = {}): TSessionCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const max = options.max ?? 10_000;
  const healthy = options.healthy ?? (() => true);
  const now = options.now ?? Date.now;
  // Insertion order is age order: the first key is the oldest.
  const entries = new Map<string, { state: TSessionState; until: number }>();
  let changes = 0;

  const forgetWhere = (matches: (state: TSessionState) => boolean) => {
    changes += 1;
    for (const [sessionId, entry] of entries) if (matches(entry.state)) entries.delete(sessionId);
  };

  return {
    get(sessionId) {
      if (!healthy()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.state;
    },
    mark: () => changes,
    set(state, readAtMark) {
      if (!healthy() || readAtMark !== changes) return;
      entries.delete(state.session_id);
      entries.set(state.session_id, { state, until: now() + ttlMs });
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forgetUser: (userId) => forgetWhere((state) => state.id === userId),
    forgetFirm: (firmId) => forgetWhere((state) => state.firm_id === firmId),
    clear: () => {
      changes += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Keeps the cache told by the bus: account and firm events forget, a gap forgets everything. */
export function followBus(cache: TSessionCache, bus: TLiveBus): () => void {
  return bus.subscribe({
    onEvent: (event) => {
      if (event.kind === 'account') cache.forgetUser(event.userId);
      else if (event.kind === 'firm') cache.forgetFirm(event.firmId);
    },
    onGap: () => cache.clear(),
  });
}
