import {
  TIMINGS,
  type TChatContacts,
  type TChatMessage,
  type TMessageTopics,
  type ZTopicCreateResponse,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/http';
import { uploadFiles, type TUploadedFile } from '../files/upload-request';

/** Every messaging query starts with 'messages', so sign-out and resyncs can reach them all. */
export const MESSAGE_KEYS = {
  all: ['messages'] as const,
  topics: (userID: string) => ['messages', 'topics', userID] as const,
  threads: ['messages', 'thread'] as const,
  thread: (topicName: string) => ['messages', 'thread', topicName] as const,
  contacts: (q: string) => ['messages', 'contacts', q] as const,
};

/** Messages per history page; `after=` catch-ups ask for the most the server gives. */
export const HISTORY_PAGE_SIZE = 50;
export const CATCH_UP_PAGE_SIZE = 100;

export type TTopicCreateResponse = z.infer<typeof ZTopicCreateResponse>;

const topicPath = (topicName: string) => `/messageCenter/msg/topic/${encodeURIComponent(topicName)}`;

export interface THistoryPage {
  messages: TChatMessage[];
  hasMore: boolean;
}

/**
 * GET /messageCenter/msg/topics/userID/{userID}: the person's conversations, newest first, with
 * unreadMsgs per topic. Polled every 30 s (spec §7, §9) as the fallback to live delivery.
 */
export const topicsQuery = (userID: string) =>
  queryOptions({
    queryKey: MESSAGE_KEYS.topics(userID),
    queryFn: ({ signal }) =>
      http.request<TMessageTopics>(`/messageCenter/msg/topics/userID/${encodeURIComponent(userID)}`, {
        signal,
      }),
    enabled: userID !== '',
    refetchInterval: TIMINGS.messageCountRefetchMs,
  });

/** GET …/messages: the latest page (no cursor), older ones (`before`) or missed ones (`after`). */
export function fetchHistory(
  topicName: string,
  cursor: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
): Promise<THistoryPage> {
  return http.request<THistoryPage>(`${topicPath(topicName)}/messages`, {
    query: { before: cursor.before, after: cursor.after, limit: cursor.limit ?? HISTORY_PAGE_SIZE },
    signal,
  });
}

export interface TSendBody {
  text: string;
  attachments: string[];
  clientMessageID: string;
}

/** POST …/messages; a retry with the same clientMessageID answers the message stored the first time. */
export function sendMessage(topicName: string, body: TSendBody): Promise<TChatMessage> {
  return http.request<TChatMessage>(`${topicPath(topicName)}/messages`, { method: 'POST', body });
}

/** POST …/read: everything up to this seq has been seen; answers what is still unread. */
export function markRead(topicName: string, upToSeq: number): Promise<{ unreadMsgs: number }> {
  return http.request<{ unreadMsgs: number }>(`${topicPath(topicName)}/read`, {
    method: 'POST',
    body: { upToSeq },
  });
}

/** POST /messageCenter/msg/topic/create: the pair's conversation, made once (404 when not allowed). */
export function createTopic(id1: string, id2: string): Promise<TTopicCreateResponse> {
  return http.request<TTopicCreateResponse>('/messageCenter/msg/topic/create', {
    method: 'POST',
    body: { id1, id2 },
  });
}

/** GET /messageCenter/msg/contacts?q=: the people the caller may open a conversation with. */
export const contactsQuery = (q: string) =>
  queryOptions({
    queryKey: MESSAGE_KEYS.contacts(q),
    queryFn: ({ signal }) =>
      http.request<TChatContacts>('/messageCenter/msg/contacts', { query: { q }, signal }),
    staleTime: 30_000,
  });

/** Uploads one file for a conversation (id field `topicName`); the answer's fileID goes with the message. */
export async function uploadAttachment(
  topicName: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TUploadedFile> {
  const answer = await uploadFiles({ idKey: 'topicName', id: topicName, files: [file], onProgress, signal });
  return answer;
}
