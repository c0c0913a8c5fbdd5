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
  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: { hide: true },
    // A plain request (no upgrade) is told what this address is for.
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ code: 'UPGRADE_REQUIRED', message: 'This address takes websocket connections only.' }),
    wsHandler: (socket) => hub.accept(socket),
  });
};
