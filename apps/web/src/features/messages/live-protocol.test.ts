import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@portal/domain';
import {
  BACKOFF_MAX_MS,
  closeActionFor,
  liveSocketUrl,
  parseServerFrame,
  reconnectDelayMs,
} from './live-protocol';

describe('live protocol rules', () => {
  it('derives the socket address from the page: ws for http, wss otherwise', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:4173' })).toBe(
      'ws://localhost:4173/msg/websocket',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'portal.example' })).toBe(
      'wss://portal.example/msg/websocket',
    );
  });

  it('backs off by doubling, randomised in the upper half, capped at 30 s', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(reconnectDelayMs(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });

  it('refreshes on 4401, stops on 4403 and reconnects after anything else', () => {
    expect(closeActionFor(LIVE_CLOSE.tokenExpired)).toBe('refreshToken');
    expect(closeActionFor(LIVE_CLOSE.sessionEnded)).toBe('stop');
    for (const code of [LIVE_CLOSE.goingAway, LIVE_CLOSE.authTimeout, LIVE_CLOSE.badFrame, 1006]) {
      expect(closeActionFor(code)).toBe('reconnect');
    }
  });

  it('accepts only frames of the protocol', () => {
    expect(parseServerFrame('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerFrame('<b>not json</b>')).toBeNull();
    expect(parseServerFrame('{"type":"message","message":{"text":"<script>"}}')).toBeNull();
    expect(parseServerFrame(42)).toBeNull();
  });
});
