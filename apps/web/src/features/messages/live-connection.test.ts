import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, type TLiveServerFrame } from '@portal/domain';
import { createLiveConnection, type TLiveConnectionDeps } from './live-connection';
import { BACKOFF_MAX_MS, PING_EVERY_MS, PONG_TIMEOUT_MS, type TSocketLike } from './live-protocol';
import { chatMessage, ME } from './test/message-fixtures';

/** A socket the test drives: it records what the client sent and plays the server's part. */
class FakeSocket implements TSocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  closedByClient = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
  }
  open() {
    this.onopen?.();
  }
  receive(frame: TLiveServerFrame | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.onclose?.({ code });
  }
}

function setUp(overrides: Partial<TLiveConnectionDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const frames: TLiveServerFrame[] = [];
  const onReady = vi.fn();
  const statuses: string[] = [];
  let token = 'token-1';
  const refreshToken = vi.fn(() => {
    token = 'token-2';
    return Promise.resolve(token);
  });
  const connection = createLiveConnection({
    url: 'ws://portal.test/msg/websocket',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    getToken: () => Promise.resolve(token),
    refreshToken,
    onFrame: (frame) => frames.push(frame),
    onReady,
    onStatus: (status) => statuses.push(status),
    random: () => 1,
    ...overrides,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  /** Opens the newest socket, lets the auth frame go out and answers `ready`. */
  async function openAndReady() {
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    last().receive({ type: 'ready', userID: ME });
  }
  return { connection, sockets, frames, onReady, statuses, refreshToken, last, openAndReady };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveConnection', () => {
  it('sends the token as its first frame and hands over frames once the server is ready', async () => {
    const live = setUp();
    live.connection.start();
    expect(live.last().url).toBe('ws://portal.test/msg/websocket');
    await live.openAndReady();
    expect(live.last().sent[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(live.onReady).toHaveBeenCalledTimes(1);
    expect(live.connection.status()).toBe('online');

    const message = chatMessage(7);
    live.last().receive({ type: 'message', message });
    live.last().receive({ type: 'pong' });
    expect(live.frames).toEqual([{ type: 'message', message }]);
  });

  it('reconnects with growing waits after drops, and fetches again after each new ready', async () => {
    const live = setUp();
    live.connection.start();
    await live.openAndReady();

    live.last().serverClose(1006);
    expect(live.connection.status()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(live.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.sockets).toHaveLength(2);

    // The second attempt fails too: the wait doubles.
    live.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(live.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.sockets).toHaveLength(3);

    await live.openAndReady();
    expect(live.onReady).toHaveBeenCalledTimes(2);
    // Ready resets the backoff: the next drop waits about a second again.
    live.last().serverClose(LIVE_CLOSE.goingAway);
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.sockets).toHaveLength(4);
  });

  it('connects at once when the browser comes back online instead of waiting out the backoff', async () => {
    const live = setUp();
    live.connection.start();
    live.last().serverClose(1006);
    live.last().serverClose(1006); // late events of a dropped socket change nothing
    expect(live.sockets).toHaveLength(1);
    live.connection.reconnectNow();
    expect(live.sockets).toHaveLength(2);
    live.connection.reconnectNow(); // already connecting: no second socket
    expect(live.sockets).toHaveLength(2);
  });

  it('refreshes the token on 4401 and reconnects with the fresh one', async () => {
    const live = setUp();
    live.connection.start();
    await live.openAndReady();
    live.last().serverClose(LIVE_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.refreshToken).toHaveBeenCalledWith('token-1');
    expect(live.sockets).toHaveLength(2);
    live.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.last().sent[0]).toEqual({ type: 'auth', token: 'token-2' });
  });

  it('backs off instead of looping when the fresh token is refused as well', async () => {
    const live = setUp();
    live.connection.start();
    live.last().open();
    await vi.advanceTimersByTimeAsync(0);
    live.last().serverClose(LIVE_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sockets).toHaveLength(2);
    live.last().open();
    await vi.advanceTimersByTimeAsync(0);
    live.last().serverClose(LIVE_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.sockets).toHaveLength(3);
  });

  it('stops for good when the session ended (4403)', async () => {
    const live = setUp();
    live.connection.start();
    await live.openAndReady();
    live.last().serverClose(LIVE_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(live.sockets).toHaveLength(1);
    expect(live.connection.status()).toBe('stopped');
  });

  it('stops when nobody is signed in any more', async () => {
    const live = setUp({ getToken: () => Promise.resolve(null) });
    live.connection.start();
    live.last().open();
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    expect(live.last().sent).toEqual([]);
    expect(live.sockets).toHaveLength(1);
    expect(live.connection.status()).toBe('stopped');
  });

  it('pings while idle and drops a socket that stays silent', async () => {
    const live = setUp();
    live.connection.start();
    await live.openAndReady();
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(live.last().sent.at(-1)).toEqual({ type: 'ping' });
    live.last().receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(live.sockets).toHaveLength(1);
    // This ping gets no answer: the socket is given up and a new one is tried.
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(live.sockets[0]?.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.sockets).toHaveLength(2);
  });

  it('sends a refreshed token on the open socket so the server does not close it at expiry', async () => {
    let token = 'token-1';
    const live = setUp({ getToken: () => Promise.resolve(token) });
    live.connection.start();
    await live.openAndReady();
    token = 'token-2';
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(live.last().sent).toContainEqual({ type: 'auth', token: 'token-2' });
    expect(live.sockets).toHaveLength(1);
  });

  it('closes the socket and schedules nothing once stopped', async () => {
    const live = setUp();
    live.connection.start();
    await live.openAndReady();
    live.connection.stop();
    expect(live.last().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(live.sockets).toHaveLength(1);
    expect(live.statuses.at(-1)).toBe('stopped');
  });
});
