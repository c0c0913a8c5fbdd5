import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { LIVE_PATH } from '@portal/domain';
import type { TLiveHub } from './live-hub.js';

/**
 * The websocket of spec §7 at /msg/websocket. The token comes in the first frame rather than a cookie
 * or the URL, so another site cannot ride a signed-in browser's socket and no token lands in logs.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: TLiveHub }> = async (app, { hub }) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.get(LIVE_PATH, { websocket: true, schema: { hide: true } }, (socket) => hub.accept(socket));
};
