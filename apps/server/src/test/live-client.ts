import { WebSocket } from 'ws';
import { textOf } from '../modules/messages/live-hub.js';
import { ZLiveServerFrame, type TChatMessage, type TLiveServerFrame } from '@portal/domain';

/**
 * A websocket client of /msg/websocket for tests: records every frame the server sends and how the
 * socket closed, and waits for what a test expects.
 */
export interface TLiveClient {
  frames: TLiveServerFrame[];
  messages(): TChatMessage[];
  /** Resolves with the first frame (already received or yet to come) that matches. */
  waitFor(match: (frame: TLiveServerFrame) => boolean, timeoutMs?: number): Promise<TLiveServerFrame>;
  waitForMessages(count: number, timeoutMs?: number): Promise<TChatMessage[]>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: object | string): void;
  close(): void;
}

export function liveUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/msg/websocket`;
}

/**
 * Opens a socket; with a token it authenticates and resolves once the server said `ready`. A socket
 * that does not answer pings stands for a browser whose connection died without closing.
 */
export async function openLive(
  baseUrl: string,
  token?: string,
  options: { answerPings?: boolean } = {},
): Promise<TLiveClient> {
  const socket = new WebSocket(liveUrl(baseUrl), { autoPong: options.answerPings ?? true });
  const frames: TLiveServerFrame[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(ZLiveServerFrame.parse(JSON.parse(textOf(data))));
    for (const listener of [...listeners]) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const listener of [...listeners]) listener();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor: TLiveClient['waitFor'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (found) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  const messages = () => frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  const client: TLiveClient = {
    frames,
    messages,
    waitFor,
    waitForMessages: async (count, timeoutMs = 5000) => {
      await waitFor(() => messages().length >= count, timeoutMs);
      return messages();
    },
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    close: () => socket.close(),
  };
  if (token) {
    client.send({ type: 'auth', token });
    await waitFor((f) => f.type === 'ready');
  }
  return client;
}
