import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChatContacts,
  ZChatContactsQuery,
  ZChatMessage,
  ZChatroom,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZMessageHistory,
  ZMessageHistoryQuery,
  ZMessageTopics,
  ZSendMessageRequest,
  ZTopicCreateRequest,
  ZTopicCreateResponse,
  ZTopicName,
} from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TLiveBus } from './live-bus.js';
import { createTopic, listContacts, listTopics, messageHistory, readUpTo } from './messages.service.js';
import { sendMessage, type TStoredMessage } from './message-sending.js';

const bearer = [{ bearerAuth: [] }];
const ZUserParams = z.strictObject({ userID: z.uuid() });
const ZTopicParams = z.strictObject({ topicName: ZTopicName });

/**
 * Messages between two people (issue 7, spec §7): topics per pair, history, sending and reading. Only
 * the two members of a topic read or write it, and only people allowed to talk open one.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; bus: TLiveBus }> = async (
  app,
  { auth, bus },
) => {
  /** A caller asks about themselves only; another person's lists are not found. */
  const ownLists = (userID: string, callerId: string) => {
    if (userID !== callerId) throw new AppError('NOT_FOUND');
  };

  app.post(
    '/messageCenter/msg/topic/create',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary: 'Open the conversation of two people (one of them the caller); made once per pair',
        security: bearer,
        body: ZTopicCreateRequest,
        response: responses({ 200: ZTopicCreateResponse }, [400, 401, 403, 404]),
      },
    },
    async (request) => createTopic(auth.db, authOf(request), request.body.id1, request.body.id2),
  );

  app.get(
    '/messageCenter/msg/chatroom/userID/:userID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary: "The people the caller has conversations with, each with the pair's topicName",
        security: bearer,
        params: ZUserParams,
        response: responses({ 200: ZChatroom }, [400, 401, 404]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      ownLists(request.params.userID, caller.userId);
      const { topics } = await listTopics(auth.db, caller);
      return { chatUserProfiles: topics.map((t) => ({ ...t.peer, topicName: t.topicName })) };
    },
  );

  app.get(
    '/messageCenter/msg/topics/userID/:userID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary: 'The caller’s conversations, newest first, with the last message and unreadMsgs per topic',
        description: 'Polled every 30 s by the web app for the unread badge (spec §7, §9).',
        security: bearer,
        params: ZUserParams,
        response: responses({ 200: ZMessageTopics }, [400, 401, 404]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      ownLists(request.params.userID, caller.userId);
      return listTopics(auth.db, caller);
    },
  );

  app.get(
    '/messageCenter/msg/topic/:topicName/messages',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary:
          'A conversation’s messages in order: the latest page, older ones with `before`, missed ones with `after`',
        security: bearer,
        params: ZTopicParams,
        querystring: ZMessageHistoryQuery,
        response: responses({ 200: ZMessageHistory }, [400, 401, 404]),
      },
    },
    async (request) => messageHistory(auth.db, authOf(request), request.params.topicName, request.query),
  );

  app.post(
    '/messageCenter/msg/topic/:topicName/messages',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary:
          'Send a message (plain text, line breaks kept); a retry with the same clientMessageID is stored once',
        security: bearer,
        params: ZTopicParams,
        body: ZSendMessageRequest,
        response: responses({ 200: ZChatMessage }, [400, 401, 404]),
      },
    },
    async (request) => {
      // On PostgreSQL the NOTIFY is part of the transaction, so copies hear of messages in commit order.
      // The event carries the message itself, so no copy reads it back before pushing it.
      const announce = (live: TStoredMessage, trx?: typeof auth.db) =>
        bus.publish({ kind: 'message', messageId: live.message.messageID, live }, trx);
      const sent = await sendMessage(
        auth.db,
        authOf(request),
        request.params.topicName,
        request.body,
        bus.atCommit ? (trx, live) => announce(live, trx) : undefined,
      );
      if (!bus.atCommit && !sent.duplicate) await announce({ message: sent.message, members: sent.members });
      return sent.message;
    },
  );

  app.post(
    '/messageCenter/msg/topic/:topicName/read',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary: 'Mark the conversation read up to a message; answers what is still unread',
        security: bearer,
        params: ZTopicParams,
        body: ZMarkReadRequest,
        response: responses({ 200: ZMarkReadResponse }, [400, 401, 404]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const { topicName } = request.params;
      const read = await readUpTo(auth.db, caller, topicName, request.body.upToSeq);
      // The person's other tabs and devices update their badges at once.
      await bus.publish({ kind: 'read', userId: caller.userId, topicName, ...read });
      return { unreadMsgs: read.unreadMsgs };
    },
  );

  app.get(
    '/messageCenter/msg/contacts',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['messages'],
        summary: 'The people the caller may open a conversation with, optionally matching `q`',
        security: bearer,
        querystring: ZChatContactsQuery,
        response: responses({ 200: ZChatContacts }, [400, 401]),
      },
    },
    async (request) => ({ contacts: await listContacts(auth.db, authOf(request), request.query.q) }),
  );
};
