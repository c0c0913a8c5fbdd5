import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../test/stub-http';
import { renderWithProviders } from '../../test/render-with-providers';
import DocumentPreviewDialog from './DocumentPreviewDialog';

const fetchDouble = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../api/http', async () =>
  (await import('../../test/stub-http')).stubHttpModule((input, init) => fetchDouble(input, init)),
);

const FILE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

function bytes(type: string) {
  return new Response(new Uint8Array([1, 2, 3]), {
    status: 200,
    headers: { 'Content-Type': type },
  });
}

function open(fileName = 'passport.png') {
  return renderWithProviders(
    <DocumentPreviewDialog fileID={FILE_ID} fileName={fileName} onClose={() => undefined} />,
  );
}

describe('DocumentPreviewDialog', () => {
  beforeEach(() => {
    fetchDouble.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('shows an image under the docPreview title, from the file fetched with its id', async () => {
    fetchDouble.mockResolvedValue(bytes('image/png'));
    open();
    const dialog = await screen.findByRole('dialog', { name: /Document preview/ });
    const image = await within(dialog).findByRole('img', { name: 'passport.png' });
    expect(image.getAttribute('src')).toBe('blob:preview');
    expect(fetchDouble.mock.calls[0]?.[0]).toBe(`/api/file/download/fileID/${FILE_ID}`);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDefined();
  });

  it('shows previewFail with the server code as errCode when the file is refused', async () => {
    fetchDouble.mockResolvedValue(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Preview failed')).toBeDefined();
    expect(within(alert).getByText('The document could not be shown.')).toBeDefined();
    expect(within(alert).getByText('Something unexpected went wrong.')).toBeDefined();
    expect(within(alert).getByText('Error code: NOT_FOUND')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("says 'Fetch Error' when the request itself failed", async () => {
    fetchDouble.mockRejectedValue(new TypeError('Failed to fetch'));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Preview failed')).toBeDefined();
    expect(within(alert).getByText('Error code: Fetch Error')).toBeDefined();
  });

  it('classes a server timeout as TIME_OUT', async () => {
    fetchDouble.mockResolvedValue(jsonResponse(504, { code: '504', message: 'Gateway timeout' }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loading took too long. Please try again later.')).toBeDefined();
  });

  it('shows a document it cannot draw as UNSUPPORTED and still offers the download', async () => {
    fetchDouble.mockResolvedValue(
      bytes('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    open('minutes.docx');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Preview failed')).toBeDefined();
    expect(within(alert).getByText('This document type is not supported.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDefined();
  });

  it('starts afresh for the next file and keeps the name while closing', async () => {
    fetchDouble.mockResolvedValueOnce(bytes('application/msword'));
    fetchDouble.mockResolvedValueOnce(bytes('image/png'));
    const files = [
      { fileID: FILE_ID, fileName: 'minutes.doc' },
      { fileID: OTHER_ID, fileName: 'hkid.png' },
      { fileID: null, fileName: '' },
    ];
    function Harness() {
      const [index, setIndex] = useState(0);
      const shown = files[index]!;
      return (
        <>
          <button type="button" onClick={() => setIndex(index + 1)}>
            next
          </button>
          <DocumentPreviewDialog {...shown} onClose={() => undefined} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(await screen.findByText('This document type is not supported.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'next', hidden: true }));
    expect(await screen.findByRole('img', { name: 'hkid.png' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchDouble.mock.calls[1]?.[0]).toBe(`/api/file/download/fileID/${OTHER_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'next', hidden: true }));
    expect(screen.getByText('hkid.png')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fetches nothing while closed', () => {
    renderWithProviders(<DocumentPreviewDialog fileID={null} fileName="" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchDouble).not.toHaveBeenCalled();
  });
});
