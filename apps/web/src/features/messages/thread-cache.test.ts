import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChatMessage, TMessageTopics } from '@portal/domain';
import { createQueryClient } from '../../app/query-client';
import { jsonResponse } from '../../test/stub-http';
import { MESSAGE_KEYS } from './api';
import type { TThreadData } from './message-merge';
import { chatMessage, chatTopic, ME, TOPIC, urlOf } from './test/message-fixtures';
import { applyLiveFrame, loadOlder, threadQuery } from './thread-cache';

const fetchDouble = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../api/http', async () => (await import('../../test/stub-http')).stubHttpModule(fetchDouble));

/** The server's messages of TOPIC; the double answers history requests from them like the server. */
let serverMessages: TChatMessage[] = [];
const requested: string[] = [];

function answerHistory(url: URL) {
  const before = Number(url.searchParams.get('before') ?? Infinity);
  const after = Number(url.searchParams.get('after') ?? -1);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const matching = serverMessages.filter((m) => m.seq < before && m.seq > after);
  const page = url.searchParams.has('after') ? matching.slice(0, limit) : matching.slice(-limit);
  return jsonResponse(200, { messages: page, hasMore: matching.length > page.length });
}

beforeEach(() => {
  serverMessages = [];
  requested.length = 0;
  fetchDouble.mockReset();
  fetchDouble.mockImplementation((input) => {
    const url = urlOf(input);
    requested.push(`${url.pathname.replace(`/messageCenter/msg/topic/${TOPIC}`, '')}${url.search}`);
    if (url.pathname.endsWith('/messages')) return Promise.resolve(answerHistory(url));
    const topics: TMessageTopics = { topics: [chatTopic({ unreadMsgs: 1 })], totalUnread: 1 };
    return Promise.resolve(jsonResponse(200, topics));
  });
});

/** A query client with TOPIC's thread open (observed, as on screen) after its first load. */
async function openThread() {
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, threadQuery(queryClient, TOPIC));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  const seqs = () =>
    queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(TOPIC))?.messages.map((m) => m.seq);
  return { queryClient, seqs, unsubscribe, observer };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => chatMessage(from + i));

describe('thread cache', () => {
  it('loads the latest page first and older pages with before=', async () => {
    serverMessages = range(1, 60);
    const { queryClient, seqs } = await openThread();
    expect(seqs()).toEqual(range(11, 60).map((m) => m.seq));
    expect(queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(TOPIC))?.hasOlder).toBe(true);
    await loadOlder(queryClient, TOPIC);
    expect(seqs()).toEqual(range(1, 60).map((m) => m.seq));
    expect(requested).toContain('/messages?before=11&limit=50');
  });

  it('shows a live message once, however often it arrives', async () => {
    serverMessages = range(1, 3);
    const { queryClient, seqs } = await openThread();
    const fourth = chatMessage(4);
    applyLiveFrame(queryClient, ME, { type: 'message', message: fourth });
    applyLiveFrame(queryClient, ME, { type: 'message', message: fourth });
    expect(seqs()).toEqual([1, 2, 3, 4]);
  });

  it('fetches after= the last seq held when live frames skip seqs, and keeps the order', async () => {
    serverMessages = range(1, 3);
    const { queryClient, seqs } = await openThread();
    serverMessages = range(1, 6);
    applyLiveFrame(queryClient, ME, { type: 'message', message: chatMessage(6) });
    await vi.waitFor(() => expect(seqs()).toEqual([1, 2, 3, 4, 5, 6]));
    expect(requested).toContain('/messages?after=3&limit=100');
  });

  it('after a resync fetches only what was missed, page by page, and nothing twice', async () => {
    serverMessages = range(1, 5);
    const { queryClient, seqs } = await openThread();
    serverMessages = range(1, 160);
    // One of the missed messages also arrives live while the catch-up runs.
    applyLiveFrame(queryClient, ME, { type: 'resync' });
    applyLiveFrame(queryClient, ME, { type: 'message', message: chatMessage(6) });
    await vi.waitFor(() => expect(seqs()).toHaveLength(160));
    expect(seqs()).toEqual(range(1, 160).map((m) => m.seq));
    expect(requested).toContain('/messages?after=5&limit=100');
    expect(requested).toContain('/messages?after=105&limit=100');
  });

  it('keeps a live message that came while the first page was loading, even if the page predates it', async () => {
    serverMessages = range(1, 3);
    let answerFirstPage = () => undefined as unknown;
    const firstPage = answerHistory(new URL('http://portal.test/messages?limit=50'));
    fetchDouble.mockImplementationOnce((input) => {
      requested.push(urlOf(input).search);
      return new Promise((resolve) => (answerFirstPage = () => resolve(firstPage)));
    });
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, threadQuery(queryClient, TOPIC));
    observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    // Messages 4 and 5 are stored meanwhile; only 5 arrives live (4 came before the socket was ready).
    serverMessages = range(1, 5);
    applyLiveFrame(queryClient, ME, { type: 'message', message: chatMessage(5) });
    answerFirstPage();
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData<TThreadData>(MESSAGE_KEYS.thread(TOPIC))?.messages.map((m) => m.seq),
      ).toEqual([1, 2, 3, 4, 5]),
    );
    expect(requested).toContain('/messages?after=3&limit=100');
  });

  it('updates the unread count of the list from a read frame, moving the total by the difference', async () => {
    const { queryClient } = await openThread();
    const topicsKey = MESSAGE_KEYS.topics(ME);
    queryClient.setQueryData<TMessageTopics>(topicsKey, {
      topics: [
        chatTopic({ unreadMsgs: 4 }),
        chatTopic({ topicName: `${ME}_${'3'.repeat(36)}`, unreadMsgs: 2 }),
      ],
      // 3 more unread in conversations beyond the listed ones.
      totalUnread: 9,
    });
    applyLiveFrame(queryClient, ME, { type: 'read', topicName: TOPIC, readSeq: 9, unreadMsgs: 1 });
    expect(queryClient.getQueryData<TMessageTopics>(topicsKey)?.totalUnread).toBe(6);
  });
});
