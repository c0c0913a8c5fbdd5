import type { TLiveClientFrame, TLiveServerFrame } from '@portal/domain';
import {
  closeActionFor,
  parseServerFrame,
  PING_EVERY_MS,
  PONG_TIMEOUT_MS,
  reconnectDelayMs,
  type TLiveStatus,
  type TSocketLike,
} from './live-protocol';

export interface TTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface TLiveConnectionDeps {
  url: string;
  createSocket: (url: string) => TSocketLike;
  /** A usable access token, or null when signed out (the connection then stops). */
  getToken: () => Promise<string | null>;
  /** Replaces a token the server called expired (4401); rejects when that is not possible now. */
  refreshToken: (expired: string) => Promise<string>;
  onFrame: (frame: TLiveServerFrame) => void;
  /** After every `ready` (the first and each reconnection): the time to fetch what was missed. */
  onReady: () => void;
  onStatus?: (status: TLiveStatus) => void;
  timers?: TTimers;
  random?: () => number;
}

export interface TLiveConnection {
  start(): void;
  /** Closes the socket and never reconnects (sign-out, the layout unmounting). */
  stop(): void;
  /** Connect now instead of waiting out the backoff (the browser came back online). */
  reconnectNow(): void;
  status(): TLiveStatus;
}

const browserTimers: TTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One live connection (spec §7 websocket): authenticates with the first frame, reconnects with
 * backoff after any drop, refreshes the token on 4401 and stops on 4403, and pings to notice a dead
 * socket. Frames go to `onFrame`; what was missed meanwhile is the caller's to fetch in `onReady`.
 */
export function createLiveConnection(deps: TLiveConnectionDeps): TLiveConnection {
  const timers = deps.timers ?? browserTimers;
  let socket: TSocketLike | null = null;
  let state: TLiveStatus = 'stopped';
  let attempt = 0;
  let token: string | null = null;
  // A second 4401 before `ready` means the fresh token is refused too: back off instead of looping.
  let refreshedSinceReady = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let pongTimer: unknown = null;

  function setStatus(next: TLiveStatus) {
    if (state === next) return;
    state = next;
    deps.onStatus?.(next);
  }

  function clearTimer(handle: unknown) {
    if (handle !== null) timers.clearTimeout(handle);
  }

  function clearKeepAlive() {
    clearTimer(pingTimer);
    clearTimer(pongTimer);
    pingTimer = null;
    pongTimer = null;
  }

  /** Forgets the current socket without letting its late events act on the connection. */
  function dropSocket() {
    clearKeepAlive();
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    try {
      old.close(1000);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function send(frame: TLiveClientFrame) {
    socket?.send(JSON.stringify(frame));
  }

  /** Pings every PING_EVERY_MS (renewing the token as it goes); any frame counts as the answer. */
  function startKeepAlive() {
    clearKeepAlive();
    const tick = () => {
      send({ type: 'ping' });
      renewToken();
      pongTimer ??= timers.setTimeout(() => {
        // No answer: the network dropped the socket without a close frame.
        pongTimer = null;
        dropSocket();
        scheduleReconnect();
      }, PONG_TIMEOUT_MS);
      pingTimer = timers.setTimeout(tick, PING_EVERY_MS);
    };
    pingTimer = timers.setTimeout(tick, PING_EVERY_MS);
  }

  function noteAlive() {
    clearTimer(pongTimer);
    pongTimer = null;
  }

  /**
   * The server closes the socket when the token it was given expires; a token refreshed meanwhile
   * (getToken refreshes one about to expire) is sent as a new `auth` frame, which moves that expiry.
   */
  function renewToken() {
    const current = socket;
    deps.getToken().then(
      (fresh) => {
        if (socket !== current || !fresh || fresh === token) return;
        token = fresh;
        send({ type: 'auth', token: fresh });
      },
      // A failed refresh leaves the old token; its expiry (4401) then starts the usual recovery.
      () => undefined,
    );
  }

  function scheduleReconnect() {
    if (state === 'stopped') return;
    clearTimer(retryTimer);
    setStatus('waiting');
    const delay = reconnectDelayMs(attempt, deps.random);
    attempt += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function stop() {
    clearTimer(retryTimer);
    retryTimer = null;
    dropSocket();
    setStatus('stopped');
  }

  function handleClose(code: number) {
    dropSocket();
    switch (closeActionFor(code)) {
      case 'stop':
        stop();
        return;
      case 'refreshToken': {
        const expired = token;
        setStatus('waiting');
        if (!expired) {
          scheduleReconnect();
          return;
        }
        const again = refreshedSinceReady;
        refreshedSinceReady = true;
        deps.refreshToken(expired).then(
          () => {
            if (state === 'stopped') return;
            if (again) scheduleReconnect();
            else connect();
          },
          // Unreachable or refused: the backoff retries, and a session that ended stops at getToken.
          () => scheduleReconnect(),
        );
        return;
      }
      case 'reconnect':
        scheduleReconnect();
        return;
    }
  }

  function handleFrame(frame: TLiveServerFrame) {
    // Any frame proves the socket alive.
    noteAlive();
    if (frame.type === 'ready') {
      attempt = 0;
      refreshedSinceReady = false;
      setStatus('online');
      deps.onReady();
      return;
    }
    if (frame.type !== 'pong') deps.onFrame(frame);
  }

  function connect() {
    dropSocket();
    setStatus('connecting');
    const current = deps.createSocket(deps.url);
    socket = current;
    current.onopen = () => {
      deps.getToken().then(
        (fresh) => {
          if (socket !== current) return;
          if (!fresh) {
            stop();
            return;
          }
          token = fresh;
          send({ type: 'auth', token: fresh });
          startKeepAlive();
        },
        () => {
          if (socket !== current) return;
          dropSocket();
          scheduleReconnect();
        },
      );
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const frame = parseServerFrame(event.data);
      if (frame) handleFrame(frame);
    };
    // 1006 (no close frame) when the network or the server went away abruptly.
    current.onclose = (event) => {
      if (socket === current) handleClose(event.code);
    };
  }

  return {
    start() {
      if (state !== 'stopped') return;
      attempt = 0;
      setStatus('connecting');
      connect();
    },
    stop,
    reconnectNow() {
      if (state !== 'waiting') return;
      clearTimer(retryTimer);
      retryTimer = null;
      attempt = 0;
      connect();
    },
    status: () => state,
  };
}
