import { z } from 'zod';
import { USER_TYPES } from '../roles.js';
import { ZPlainText } from './common.js';

/** Messaging over the API (issue 7, spec §7 message calls). */

const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });
export const ZTopicName = z
  .string()
  .regex(/^[0-9a-f-]{36}_[0-9a-f-]{36}$/)
  .meta({ description: "The pair's topic: both user ids in order, joined by '_'" });

export const ZTopicCreateRequest = z
  .strictObject({ id1: z.uuid(), id2: z.uuid() })
  .meta({ id: 'TopicCreateRequest' });

export const ZChatPerson = z
  .strictObject({
    userID: z.uuid(),
    engFirstName: z.string(),
    engLastName: z.string(),
    userType: z.enum(USER_TYPES),
    firmName: z.string().nullable(),
  })
  .meta({ id: 'ChatPerson' });
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZTopicCreateResponse = z
  .strictObject({ topicName: ZTopicName, created: z.boolean(), peer: ZChatPerson })
  .meta({ id: 'TopicCreateResponse' });

/** spec §3 chat user profile: userID and topicName (with the person's name for the list). */
export const ZChatUserProfile = ZChatPerson.extend({ topicName: ZTopicName }).meta({ id: 'ChatUserProfile' });
export const ZChatroom = z
  .strictObject({ chatUserProfiles: z.array(ZChatUserProfile) })
  .meta({ id: 'Chatroom' });

/** A file sent with a message: uploaded first through POST /api/file/upload with the `topicName` id field. */
export const ZChatAttachment = z
  .strictObject({ fileID: z.uuid(), fileName: z.string(), fileSize: z.number().int(), fileType: z.string() })
  .meta({ id: 'ChatAttachment' });
export type TChatAttachment = z.infer<typeof ZChatAttachment>;

export const ZChatMessage = z
  .strictObject({
    messageID: z.uuid(),
    topicName: ZTopicName,
    seq: z.number().int(),
    senderID: z.uuid(),
    /** Plain text with line breaks; never markup (the web app shows it as text). */
    text: z.string(),
    attachments: z.array(ZChatAttachment),
    createdDate: ZIsoDateTime,
    clientMessageID: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** spec §3 message topic: unreadMsgs per topic. */
export const ZMessageTopic = z
  .strictObject({
    topicName: ZTopicName,
    peer: ZChatPerson,
    unreadMsgs: z.number().int().min(0),
    lastMessage: ZChatMessage.nullable(),
  })
  .meta({ id: 'MessageTopic' });
export type TMessageTopic = z.infer<typeof ZMessageTopic>;
export const ZMessageTopics = z
  .strictObject({ topics: z.array(ZMessageTopic), totalUnread: z.number().int().min(0) })
  .meta({ id: 'MessageTopics' });
export type TMessageTopics = z.infer<typeof ZMessageTopics>;

export const ZMessageHistoryQuery = z.strictObject({
  before: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ description: 'Messages before this seq (older pages)' }),
  after: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: 'Messages after this seq (what a reconnecting client missed)' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZMessageHistory = z
  .strictObject({ messages: z.array(ZChatMessage), hasMore: z.boolean() })
  .meta({ id: 'MessageHistory' });

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 5;
export const ZSendMessageRequest = z
  .strictObject({
    /** May be empty when the message carries attachments. */
    text: ZPlainText.pipe(z.string().trim().max(MESSAGE_MAX_LENGTH)).default(''),
    attachments: z.array(z.uuid()).max(MESSAGE_MAX_ATTACHMENTS).default([]),
    /** Chosen by the sender's browser, so a retried send is stored once. */
    clientMessageID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .refine((body) => body.text.length > 0 || body.attachments.length > 0, {
    path: ['text'],
    message: 'required',
  })
  .meta({ id: 'SendMessageRequest' });

export const ZMarkReadRequest = z
  .strictObject({ upToSeq: z.number().int().min(0) })
  .meta({ id: 'MarkReadRequest' });
export const ZMarkReadResponse = z
  .strictObject({ unreadMsgs: z.number().int().min(0) })
  .meta({ id: 'MarkReadResponse' });

/** GET /messageCenter/msg/contacts: the people the caller may open a conversation with. */
export const ZChatContactsQuery = z.strictObject({
  q: z.string().trim().max(100).optional().meta({ description: 'Part of a name or e-mail' }),
});
export const ZChatContacts = z.strictObject({ contacts: z.array(ZChatPerson) }).meta({ id: 'ChatContacts' });
export type TChatContacts = z.infer<typeof ZChatContacts>;

/**
 * Live delivery over the websocket at /msg/websocket (spec §7). The browser cannot set headers on a
 * websocket, so the first frame it sends is `auth` with its access token (kept out of URLs and logs).
 * The server answers `ready`, then pushes `message` for every new message of the person's topics (in
 * seq order per topic) and `read` when one of their own sessions read a topic. A client that was cut
 * off asks the history with `after` = the last seq it holds, so nothing is missed and nothing shown
 * twice (messages are keyed by topic and seq).
 */
export const ZLiveClientFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type TLiveClientFrame = z.infer<typeof ZLiveClientFrame>;

export const ZLiveServerFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready'), userID: z.uuid() }),
  z.strictObject({ type: z.literal('message'), message: ZChatMessage }),
  z.strictObject({
    type: z.literal('read'),
    topicName: ZTopicName,
    readSeq: z.number().int(),
    unreadMsgs: z.number().int(),
  }),
  /** Live events may have been lost (the server's link to the others dropped): fetch again. */
  z.strictObject({ type: z.literal('resync') }),
  z.strictObject({ type: z.literal('pong') }),
]);
export type TLiveServerFrame = z.infer<typeof ZLiveServerFrame>;

/** Why the server closed the websocket; the client acts on the code. */
export const LIVE_CLOSE = {
  /** Server restarting or shutting down: reconnect. */
  goingAway: 1001,
  /** A frame that is not the protocol. */
  badFrame: 1008,
  /** The access token expired (or was not valid): refresh it and reconnect. */
  tokenExpired: 4401,
  /** The session ended (signed out, deactivated, password changed): do not reconnect with it. */
  sessionEnded: 4403,
  /** No `auth` frame in time: reconnect. */
  authTimeout: 4408,
} as const;
export const LIVE_PATH = '/msg/websocket';
