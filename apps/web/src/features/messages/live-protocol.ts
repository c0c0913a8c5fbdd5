import { LIVE_CLOSE, LIVE_PATH, ZLiveServerFrame, type TLiveServerFrame } from '@portal/domain';

/** The part of the browser's WebSocket the connection uses (a fake one stands in for it in tests). */
export interface TSocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** The browser's WebSocket behind TSocketLike (its handlers take DOM events). */
export function openBrowserSocket(url: string): TSocketLike {
  const ws = new WebSocket(url);
  const socket: TSocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: (code) => ws.close(code),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.({ code: event.code });
  ws.onerror = () => socket.onerror?.();
  return socket;
}

/**
 * connecting: a socket is opening or authenticating; online: the server said `ready`; waiting: cut
 * off, a reconnection is scheduled; stopped: the session ended or the app let go of the connection.
 */
export type TLiveStatus = 'connecting' | 'online' | 'waiting' | 'stopped';

/** What to do when the server (or the network) closed the socket. */
export type TCloseAction = 'reconnect' | 'refreshToken' | 'stop';

/** Reconnection waits grow from about 1 s and are capped at 30 s. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** A ping every 25 s keeps proxies from dropping an idle socket; no answer in 10 s means it is dead. */
export const PING_EVERY_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;

/** The websocket address for a page (spec §7): same host, ws for http and wss otherwise. */
export function liveSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'http:' ? 'ws:' : 'wss:'}//${location.host}${LIVE_PATH}`;
}

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): doubling up to the cap,
 * with the upper half randomised so that many tabs cut off at once do not all come back together.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The client's answer to a close code (LIVE_CLOSE): everything but an expiry or an ended session retries. */
export function closeActionFor(code: number): TCloseAction {
  if (code === LIVE_CLOSE.tokenExpired) return 'refreshToken';
  if (code === LIVE_CLOSE.sessionEnded) return 'stop';
  return 'reconnect';
}

/** A server frame, or null for anything that is not the protocol (ignored, never trusted). */
export function parseServerFrame(data: unknown): TLiveServerFrame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZLiveServerFrame.safeParse(value);
  return parsed.success ? parsed.data : null;
}
