import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeedLink, ZCalendarFeedStatus, ZRenewalSettings } from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  deleteCalendarFeed,
} from './calendar.service.js';
import { getRenewalSettings, updateRenewalSettings } from './renewal-settings.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['deadlines'];

/**
 * Deadlines (issue 16, point 6): a person's calendar feed of their companies' statutory deadlines,
 * and the firm's renewal settings (points 1 and 5). The deadlines themselves are on the company's
 * page (GET /api/entities/:companyID) and drive the entities list.
 */
export const deadlineRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  app.get(
    '/api/user/calendar-feed',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'Whether the caller has a calendar link (the link itself is shown only when made)',
        security: bearer,
        response: responses({ 200: ZCalendarFeedStatus }, [401]),
      },
    },
    async (request) => calendarFeedStatus(auth.db, authOf(request)),
  );

  app.post(
    '/api/user/calendar-feed',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN', 'GU']),
      schema: {
        tags,
        summary: 'Make a new calendar link for the caller’s companies’ deadlines; the old one stops working',
        security: bearer,
        response: responses({ 200: ZCalendarFeedLink }, [401, 403]),
      },
    },
    async (request) => createCalendarFeed(auth.db, authOf(request), metaOf(request), publicUrl),
  );

  app.delete(
    '/api/user/calendar-feed',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'Stop the caller’s calendar link',
        security: bearer,
        response: responses({ 204: z.null().meta({ description: 'No content' }) }, [401]),
      },
    },
    async (request, reply) => {
      await deleteCalendarFeed(auth.db, authOf(request), metaOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        tags,
        summary: 'The calendar feed (iCalendar) of a calendar link; the link is the secret, no sign-in',
        params: z.strictObject({
          file: z
            .string()
            .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
            .meta({ description: 'The link’s token followed by .ics' }),
        }),
        response: responses({ 200: z.string().meta({ description: 'text/calendar' }) }, [400, 404]),
      },
    },
    async (request, reply) => {
      const body = await calendarFeed(auth.db, request.params.file.slice(0, -4), publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .serializer((payload) => String(payload))
        .send(body);
    },
  );

  app.get(
    '/api/firm/renewal-settings',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN']),
      schema: {
        tags,
        summary: 'The caller’s firm’s renewal settings',
        security: bearer,
        response: responses({ 200: ZRenewalSettings }, [401, 403]),
      },
    },
    async (request) => getRenewalSettings(auth.db, authOf(request)),
  );

  app.put(
    '/api/firm/renewal-settings',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags,
        summary: 'Change the firm’s renewal settings (SYSTEM_ADMIN)',
        security: bearer,
        body: ZRenewalSettings,
        response: responses({ 200: ZRenewalSettings }, [400, 401, 403]),
      },
    },
    async (request) => updateRenewalSettings(auth.db, authOf(request), metaOf(request), request.body),
  );
};
