import type { TChatMessage, TLiveServerFrame, TMessageTopics } from '@portal/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { CATCH_UP_PAGE_SIZE, fetchHistory, MESSAGE_KEYS } from './api';
import {
  EMPTY_THREAD,
  firstSeqOf,
  lastSeqOf,
  leavesGap,
  mergeMessages,
  type TThreadData,
} from './message-merge';

/** More than this many missed pages and the thread starts again from the latest page. */
const MAX_CATCH_UP_PAGES = 20;

/** Live messages of threads whose first page was still loading when they came, per query client. */
const arrivals = new WeakMap<QueryClient, Map<string, TChatMessage[]>>();

function takeArrivals(queryClient: QueryClient, topicName: string): TChatMessage[] {
  const list = arrivals.get(queryClient);
  const taken = list?.get(topicName) ?? [];
  list?.delete(topicName);
  return taken;
}

/** Everything after `afterSeq`, page by page (`after=`), in seq order. */
async function fetchMissed(topicName: string, afterSeq: number, signal?: AbortSignal) {
  const missed: TChatMessage[] = [];
  let after = afterSeq;
  for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
    const answer = await fetchHistory(topicName, { after, limit: CATCH_UP_PAGE_SIZE }, signal);
    missed.push(...answer.messages);
    if (!answer.hasMore || answer.messages.length === 0) return { missed, complete: true };
    after = lastSeqOf(answer.messages);
  }
  return { missed, complete: false };
}

/**
 * One conversation's messages. The first load takes the latest page; every later fetch (a reconnect,
 * a resync, a gap noticed in live frames) asks only `after=` the last seq held and merges, so older
 * pages stay and nothing is shown twice. Live frames write into the same cache between fetches, and
 * the merge reads the cache when the answer arrives, so none of them is lost.
 */
export const threadQuery = (queryClient: QueryClient, topicName: string) =>
  queryOptions({
    queryKey: MESSAGE_KEYS.thread(topicName),
    queryFn: async ({ signal }): Promise<TThreadData> => {
      const before = queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(topicName));
      if (before && before.messages.length > 0) {
        const { missed, complete } = await fetchMissed(topicName, lastSeqOf(before.messages), signal);
        if (complete) {
          const held = queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(topicName)) ?? before;
          return { ...held, messages: mergeMessages(held.messages, missed, topicName) };
        }
      }
      const latest = await fetchHistory(topicName, {}, signal);
      // A live frame that came while this page loaded may be newer than it: fetch up to it.
      const arrived = takeArrivals(queryClient, topicName);
      const last = lastSeqOf(latest.messages);
      const newer = arrived.some((m) => m.seq > last)
        ? (await fetchMissed(topicName, last, signal)).missed
        : [];
      const messages = mergeMessages(mergeMessages(latest.messages, newer, topicName), arrived, topicName);
      return { messages, hasOlder: latest.hasMore };
    },
    // Live frames and catch-ups keep it current; nothing else should replace it.
    staleTime: Infinity,
    // A conversation one is not part of stays not found.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status === 404),
  });

/** Adds the page before the first message held ('load older'). */
export async function loadOlder(queryClient: QueryClient, topicName: string): Promise<void> {
  const held = queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(topicName));
  const first = held ? firstSeqOf(held.messages) : null;
  if (!held || first === null) return;
  const page = await fetchHistory(topicName, { before: first });
  queryClient.setQueryData<TThreadData>(MESSAGE_KEYS.thread(topicName), (current) => {
    const base = current ?? EMPTY_THREAD;
    return { messages: mergeMessages(base.messages, page.messages, topicName), hasOlder: page.hasMore };
  });
}

/** Puts a message (a send answer, a live frame) into its thread when that thread is held. */
export function addMessageToThread(queryClient: QueryClient, message: TChatMessage): void {
  const key = MESSAGE_KEYS.thread(message.topicName);
  const state = queryClient.getQueryState<TThreadData>(key);
  if (!state) return; // Not opened in this tab: its first load will include the message.
  const held = state.data;
  if (!held) {
    // The first page is on its way and may predate this message; it is merged when the page lands
    // (invalidating would only join the request already in flight).
    const list = arrivals.get(queryClient) ?? new Map<string, TChatMessage[]>();
    list.set(message.topicName, [...(list.get(message.topicName) ?? []), message]);
    arrivals.set(queryClient, list);
    return;
  }
  if (leavesGap(held.messages, message)) {
    // Frames were lost before this one: fetch again from the last seq held, which brings this
    // message too (merging it now would move that seq past the hole).
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<TThreadData>(key, {
    ...held,
    messages: mergeMessages(held.messages, [message], message.topicName),
  });
}

/** A topic's unread count as the server last said it, with the total kept in step. */
export function setTopicUnread(
  queryClient: QueryClient,
  userID: string,
  topicName: string,
  unreadMsgs: number,
): void {
  queryClient.setQueryData<TMessageTopics>(MESSAGE_KEYS.topics(userID), (current) => {
    const before = current?.topics.find((topic) => topic.topicName === topicName);
    if (!current || !before) return current;
    const topics = current.topics.map((topic) => (topic === before ? { ...topic, unreadMsgs } : topic));
    // The total also counts conversations beyond the listed ones: move it by the difference only.
    const totalUnread = Math.max(0, current.totalUnread - before.unreadMsgs + unreadMsgs);
    return { topics, totalUnread };
  });
}

/** Fetches what may have been missed: the conversations list, and every held thread after its last seq. */
export function resyncMessages(queryClient: QueryClient, userID: string): void {
  void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.topics(userID) });
  void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.threads });
}

/** Applies one live frame to the caches: new messages into their threads, counts into the list. */
export function applyLiveFrame(queryClient: QueryClient, userID: string, frame: TLiveServerFrame): void {
  switch (frame.type) {
    case 'message':
      addMessageToThread(queryClient, frame.message);
      // The list's order, last message and unread counts are the server's to compute.
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.topics(userID) });
      return;
    case 'read':
      setTopicUnread(queryClient, userID, frame.topicName, frame.unreadMsgs);
      return;
    case 'resync':
      resyncMessages(queryClient, userID);
      return;
    case 'ready':
    case 'pong':
      return;
  }
}
