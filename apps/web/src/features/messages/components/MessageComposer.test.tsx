import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_MAX_LENGTH } from '@portal/domain';
import { renderWithProviders } from '../../../test/render-with-providers';
import { uploadFiles } from '../../files/upload-request';
import type * as uploadRequest from '../../files/upload-request';
import { TOPIC } from '../test/message-fixtures';
import MessageComposer from './MessageComposer';
import { chooseAttachment } from '../messages.test-support';

const upload = vi.hoisted(() => ({ release: (): void => undefined, fail: (): void => undefined }));
vi.mock('../../files/upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof uploadRequest>()),
  // The upload waits for the test, which decides when it finishes and whether it fails.
  uploadFiles: vi.fn(
    ({ files }: { files: readonly File[] }) =>
      new Promise((resolve, reject) => {
        upload.release = () =>
          resolve({
            fileID: '99999999-9999-4999-8999-999999999999',
            fileName: files[0]?.name ?? '',
            fileSize: 1234,
            fileType: 'application/pdf',
            files: [],
          });
        upload.fail = () => reject(new TypeError('Failed to fetch'));
      }),
  ),
}));

const MINUTES = {
  fileID: '99999999-9999-4999-8999-999999999999',
  fileName: 'minutes.pdf',
  fileSize: 1234,
  fileType: 'application/pdf',
};
const QUEUED = 'Sends when the files have uploaded';

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const pressEnter = () => fireEvent.keyDown(field(), { key: 'Enter' });

function renderComposer() {
  const onSend = vi.fn();
  renderWithProviders(<MessageComposer topicName={TOPIC} onSend={onSend} />);
  return onSend;
}

/** Opens the uploader and chooses minutes.pdf; its upload then waits for upload.release or .fail. */
async function attachMinutes() {
  await chooseAttachment('minutes.pdf');
  await waitFor(() => expect(uploadFiles).toHaveBeenCalledTimes(1));
}

// A block body: a function returned from beforeEach would be run as its cleanup.
beforeEach(() => {
  vi.mocked(uploadFiles).mockClear();
});

describe('MessageComposer', () => {
  it('queues Enter during an upload and sends the text then in the box with the file, once', async () => {
    const onSend = renderComposer();
    await attachMinutes();
    type('The minutes');
    pressEnter();
    const line = await screen.findByText(QUEUED);
    expect(line.closest('[aria-live="polite"]')).not.toBeNull();
    expect(onSend).not.toHaveBeenCalled();
    pressEnter();
    type('The minutes, signed');
    expect(onSend).not.toHaveBeenCalled();

    act(() => upload.release());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith('The minutes, signed', [MINUTES]);
    await waitFor(() => expect(screen.queryByText(QUEUED)).toBeNull());
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'minutes.pdf' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('drops the queued send when the upload fails, and keeps the text', async () => {
    const onSend = renderComposer();
    await attachMinutes();
    type('The minutes');
    pressEnter();
    await screen.findByText(QUEUED);

    act(() => upload.fail());
    await screen.findByText('Connection failed');
    await waitFor(() => expect(screen.queryByText(QUEUED)).toBeNull());
    expect(onSend).not.toHaveBeenCalled();
    expect(field().value).toBe('The minutes');
  });

  it('queues the Send button too, and Cancel drops the queued send', async () => {
    const onSend = renderComposer();
    await attachMinutes();
    type('The minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(QUEUED);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(QUEUED)).toBeNull();
    act(() => upload.release());
    await screen.findByRole('button', { name: 'minutes.pdf' });
    expect(onSend).not.toHaveBeenCalled();
    expect(field().value).toBe('The minutes');

    pressEnter();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('The minutes', [MINUTES]);
  });

  it('never queues a message that is too long', async () => {
    const onSend = renderComposer();
    await attachMinutes();
    type('x'.repeat(MESSAGE_MAX_LENGTH + 1));
    pressEnter();
    expect(screen.getByText(`A message can have at most ${MESSAGE_MAX_LENGTH} characters.`)).toBeDefined();
    expect(screen.queryByText(QUEUED)).toBeNull();
    act(() => upload.release());
    await screen.findByRole('button', { name: 'minutes.pdf' });
    expect(onSend).not.toHaveBeenCalled();
  });
});
