import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TChatMessage } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import type * as uploadRequest from '../../files/upload-request';
import { chatMessage, chatTopic, ME, TOPIC, urlOf } from '../test/message-fixtures';
import MessagesPage from './MessagesPage';
import { chooseAttachment } from '../messages.test-support';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const upload = vi.hoisted(() => ({ release: (): void => undefined }));
vi.mock('../../files/upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof uploadRequest>()),
  // The upload waits for the test, which can then check that nothing is sent meanwhile.
  uploadFiles: vi.fn(
    ({ files }: { files: readonly File[] }) =>
      new Promise((resolve) => {
        upload.release = () =>
          resolve({
            fileID: '99999999-9999-4999-8999-999999999999',
            fileName: files[0]?.name ?? '',
            fileSize: 1234,
            fileType: 'application/pdf',
            files: [],
          });
      }),
  ),
}));

const MARKUP = '<script>alert(1)</script><b>x</b>';
let stored: TChatMessage[] = [];
let failSends = 0;
const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];

beforeEach(() => {
  stored = [
    chatMessage(1, { text: 'Dear Mary,\nthe annual return is ready.' }),
    chatMessage(2, { text: MARKUP }),
  ];
  failSends = 0;
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === `/messageCenter/msg/topics/userID/${ME}`) {
      const last = stored.at(-1) ?? null;
      return Promise.resolve(
        jsonResponse(200, { topics: [chatTopic({ unreadMsgs: 2, lastMessage: last })], totalUnread: 2 }),
      );
    }
    if (url.pathname.endsWith('/messages') && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { messages: stored, hasMore: false }));
    }
    if (url.pathname.endsWith('/messages') && method === 'POST') {
      if (failSends > 0) {
        failSends -= 1;
        return Promise.resolve(jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
      }
      const sent = chatMessage(stored.length + 1, {
        senderID: ME,
        text: String(body?.text),
        clientMessageID: String(body?.clientMessageID),
        attachments: Array.isArray(body?.attachments)
          ? body.attachments.map((fileID) => ({
              fileID: String(fileID),
              fileName: 'minutes.pdf',
              fileSize: 1234,
              fileType: 'application/pdf',
            }))
          : [],
      });
      stored = [...stored, sent];
      return Promise.resolve(jsonResponse(200, sent));
    }
    if (url.pathname.endsWith('/read')) return Promise.resolve(jsonResponse(200, { unreadMsgs: 0 }));
    return Promise.resolve(jsonResponse(404, { code: 'NOT_FOUND', message: 'not found' }));
  });
});

function renderPage(route = '/messages') {
  return renderWithProviders(
    <SnackbarProvider>
      <MessagesPage />
    </SnackbarProvider>,
    { route, path: '/messages', auth: testAuth(testUser({ userID: ME })) },
  );
}

const thread = () => screen.getByRole('list', { name: 'Messages of this conversation' });
const field = () => screen.getByRole('textbox', { name: 'Message' });
const sends = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));

describe('MessagesPage', () => {
  it('lists conversations with the peer, the last message and the unread count, and opens one', async () => {
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Alice Leung')).toBeDefined();
    expect(within(list).getByText('Client')).toBeDefined();
    expect(within(list).getByText(MARKUP)).toBeDefined();
    expect(within(list).getByLabelText('2 unread messages')).toBeDefined();
    expect(screen.getByText('Choose a conversation on the left, or start a new one.')).toBeDefined();

    fireEvent.click(within(list).getByRole('button', { name: /Alice Leung/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?topicName=${TOPIC}`));
    await within(thread()).findByText(/the annual return is ready/);
  });

  it('shows message text as text: markup literally, line breaks kept', async () => {
    renderPage(`/messages?topicName=${TOPIC}`);
    const markup = await within(thread()).findByText(MARKUP);
    expect(markup.querySelector('b, script')).toBeNull();
    expect(document.querySelector('[data-testid="message-thread"] script')).toBeNull();
    const multiline = within(thread()).getByText(/the annual return is ready/);
    expect(multiline.textContent).toBe('Dear Mary,\nthe annual return is ready.');
    expect(getComputedStyle(multiline).whiteSpace).toBe('pre-wrap');
  });

  it('sends with Enter, not with Shift+Enter, with a clientMessageID', async () => {
    renderPage(`/messages?topicName=${TOPIC}`);
    await within(thread()).findByText(MARKUP);
    fireEvent.change(field(), { target: { value: 'Line one' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(sends()).toHaveLength(0);
    fireEvent.change(field(), { target: { value: 'Line one\nLine two' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toMatchObject({ text: 'Line one\nLine two', attachments: [] });
    expect(String(sends()[0]?.body?.clientMessageID)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((field() as HTMLTextAreaElement).value).toBe('');
    const mine = await within(thread()).findByText(/Line one/);
    expect(mine.closest('li')?.getAttribute('data-status')).toBe('stored');
    expect(mine.closest('li')?.getAttribute('data-mine')).toBe('true');
  });

  it('keeps a failed message with Retry, and the retry reuses its clientMessageID', async () => {
    failSends = 1;
    renderPage(`/messages?topicName=${TOPIC}`);
    await within(thread()).findByText(MARKUP);
    fireEvent.change(field(), { target: { value: 'Are you there?' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await within(thread()).findByText('Not sent');
    fireEvent.click(within(thread()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]?.body?.clientMessageID).toBe(sends()[0]?.body?.clientMessageID);
    await waitFor(() => expect(within(thread()).queryByText('Not sent')).toBeNull());
    expect(within(thread()).getAllByText('Are you there?')).toHaveLength(1);
  });

  it('sends uploaded files with the message, not before they are uploaded', async () => {
    renderPage(`/messages?topicName=${TOPIC}`);
    await within(thread()).findByText(MARKUP);
    await chooseAttachment('minutes.pdf');
    fireEvent.change(field(), { target: { value: 'The minutes' } });
    // Send during the upload waits for it (MessageComposer.test.tsx has the details).
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sends when the files have uploaded');
    expect(sends()).toHaveLength(0);
    upload.release();
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toMatchObject({
      text: 'The minutes',
      attachments: ['99999999-9999-4999-8999-999999999999'],
    });
    await within(thread()).findByRole('button', { name: 'Open minutes.pdf' });
  });

  it('marks the open conversation read up to the highest seq shown', async () => {
    renderPage(`/messages?topicName=${TOPIC}`);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/read'))?.body).toEqual({ upToSeq: 2 }));
  });

  it('says when the address names no conversation of the person', async () => {
    renderPage('/messages?topicName=not-a-topic');
    await screen.findByText('This conversation was not found.');
    expect(calls.some((c) => c.path.includes('not-a-topic'))).toBe(false);
  });
});
