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
  .object({ id1: z.uuid(), id2: z.uuid() })
  .meta({ id: 'TopicCreateRequest' });

export const ZChatPerson = z
  .object({
    userID: z.uuid(),
    engFirstName: z.string(),
    engLastName: z.string(),
    userType: z.enum(USER_TYPES),
    firmName: z.string().nullable(),
  })
  .meta({ id: 'ChatPerson' });
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZTopicCreateResponse = z
  .object({ topicName: ZTopicName, created: z.boolean(), peer: ZChatPerson })
  .meta({ id: 'TopicCreateResponse' });

/** spec §3 chat user profile: userID and topicName (with the person's name for the list). */
export const ZChatUserProfile = ZChatPerson.extend({ topicName: ZTopicName }).meta({ id: 'ChatUserProfile' });
export const ZChatroom = z.object({ chatUserProfiles: z.array(ZChatUserProfile) }).meta({ id: 'Chatroom' });

export const ZChatMessage = z
  .object({
    messageID: z.uuid(),
    topicName: ZTopicName,
    seq: z.number().int(),
    senderID: z.uuid(),
    text: z.string(),
    createdDate: ZIsoDateTime,
    clientMessageID: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** spec §3 message topic: unreadMsgs per topic. */
export const ZMessageTopic = z
  .object({
    topicName: ZTopicName,
    peer: ZChatPerson,
    unreadMsgs: z.number().int().min(0),
    lastMessage: ZChatMessage.nullable(),
  })
  .meta({ id: 'MessageTopic' });
export type TMessageTopic = z.infer<typeof ZMessageTopic>;
export const ZMessageTopics = z
  .object({ topics: z.array(ZMessageTopic), totalUnread: z.number().int().min(0) })
  .meta({ id: 'MessageTopics' });
export type TMessageTopics = z.infer<typeof ZMessageTopics>;

export const ZMessageHistoryQuery = z.object({
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
  .object({ messages: z.array(ZChatMessage), hasMore: z.boolean() })
  .meta({ id: 'MessageHistory' });

export const MESSAGE_MAX_LENGTH = 5000;
export const ZSendMessageRequest = z
  .object({
    text: ZPlainText.pipe(z.string().trim().min(1).max(MESSAGE_MAX_LENGTH)),
    /** Chosen by the sender's browser, so a retried send is stored once. */
    clientMessageID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .meta({ id: 'SendMessageRequest' });

export const ZMarkReadRequest = z
  .object({ upToSeq: z.number().int().min(0) })
  .meta({ id: 'MarkReadRequest' });
export const ZMarkReadResponse = z
  .object({ unreadMsgs: z.number().int().min(0) })
  .meta({ id: 'MarkReadResponse' });
