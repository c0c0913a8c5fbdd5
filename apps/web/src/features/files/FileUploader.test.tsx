import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../test/render-with-providers';
import FileUploader, { type TUploadOne } from './FileUploader';

const png = (name: string) => new File(['abc'], name, { type: 'image/png' });
const input = () => screen.getByTestId('file-uploader-input');
const choose = (files: File[]) => fireEvent.change(input(), { target: { files } });
const row = (name: string) => screen.getByText(name, { exact: false }).closest('li')!;
const answer = (file: File) => ({ fileID: `id-${file.name}`, fileName: file.name, fileSize: file.size });

describe('FileUploader', () => {
  it('is disabled without an upload id and says why', () => {
    const upload = vi.fn<TUploadOne>();
    renderWithProviders(<FileUploader uploadId="" upload={upload} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Choose files/ }).disabled).toBe(true);
    expect(screen.getByText(/there is no case to attach the files to/)).toBeDefined();
    choose([png('a.png')]);
    expect(screen.queryByText('a.png', { exact: false })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file at the size limit with its size in MB, without sending it', () => {
    const upload = vi.fn<TUploadOne>();
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} />);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 25_000_000 });
    choose([big]);
    const refused = row('scan.pdf');
    expect(
      within(refused).getByText('The file is too large: 25 MB. Files must be smaller than 25 MB.'),
    ).toBeDefined();
    expect(within(refused).getByText('Too large')).toBeDefined();
    expect(within(refused).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends one request per file, at most maxFiles, and names the limit for the rest', async () => {
    const upload = vi.fn<TUploadOne>((file) => Promise.resolve(answer(file)));
    const onUploaded = vi.fn();
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} onUploaded={onUploaded} />);
    choose(Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)));
    expect(within(row('p5.png')).getByText('Not added: at most 5 files can be attached.')).toBeDefined();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(5));
    expect(upload).toHaveBeenCalledTimes(5);
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual([
      'p0.png',
      'p1.png',
      'p2.png',
      'p3.png',
      'p4.png',
    ]);
    expect(within(row('p0.png')).getByText('Uploaded')).toBeDefined();
    expect(within(row('p0.png')).getByText('(3 bytes)')).toBeDefined();
  });

  it('speaks of one file when only one may be attached', () => {
    const upload = vi.fn<TUploadOne>(() => new Promise(() => undefined));
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} maxFiles={1} />);
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeDefined();
    expect(screen.getByText(/or drop a file here/)).toBeDefined();
    choose([png('first.png'), png('second.png')]);
    expect(within(row('second.png')).getByText('Not added: only one file can be attached.')).toBeDefined();
  });

  it('counts files already attached against the limit', () => {
    const upload = vi.fn<TUploadOne>(() => new Promise(() => undefined));
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} alreadyAttached={4} />);
    choose([png('a.png'), png('b.png')]);
    expect(within(row('b.png')).getByText('Not added: at most 5 files can be attached.')).toBeDefined();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows a type refused by the server as not accepted, and Retry sends it again', async () => {
    const upload = vi
      .fn<TUploadOne>()
      .mockRejectedValueOnce(new ApiError(415, { code: '38001', message: 'Unsupported file type.' }))
      .mockImplementationOnce((file) => Promise.resolve(answer(file)));
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} />);
    choose([png('id-card.pdf')]);
    const failed = row('id-card.pdf');
    expect(await within(failed).findByText(/This file type is not supported/)).toBeDefined();
    expect(within(failed).getByText('Not accepted')).toBeDefined();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry id-card.pdf' }));
    expect(await within(row('id-card.pdf')).findByText('Uploaded')).toBeDefined();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('shows the progress while the bytes go out, and one failure does not sink the others', async () => {
    let report: (percent: number) => void = () => undefined;
    const upload = vi.fn<TUploadOne>((file, onProgress) => {
      if (file.name === 'slow.png') {
        report = onProgress;
        return new Promise(() => undefined);
      }
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} />);
    choose([png('slow.png'), png('lost.png')]);
    // The upload starts a moment after the choice (under load, later): report once it has.
    await waitFor(() => expect(upload.mock.calls.some(([file]) => file.name === 'slow.png')).toBe(true));
    act(() => report(40));
    const bar = await within(row('slow.png')).findByRole('progressbar', {
      name: 'Upload progress of slow.png',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(row('slow.png')).getByText('Uploading: 40%')).toBeDefined();
    expect(await within(row('lost.png')).findByText('Connection failed')).toBeDefined();
    expect(within(row('lost.png')).getByText(/The server could not be reached/)).toBeDefined();
  });

  it('hands uploaded files over and drops their rows when asked to, and Remove cancels a row', async () => {
    const onUploaded = vi.fn();
    const upload = vi.fn<TUploadOne>((file) =>
      file.name === 'stuck.png' ? new Promise(() => undefined) : Promise.resolve(answer(file)),
    );
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} onUploaded={onUploaded} hideDone />);
    choose([png('a.png'), png('stuck.png')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(answer(png('a.png'))));
    expect(screen.queryByText('a.png', { exact: false })).toBeNull();
    const signal = upload.mock.calls[1]?.[2];
    fireEvent.click(screen.getByRole('button', { name: 'Remove stuck.png' }));
    expect(screen.queryByText('stuck.png', { exact: false })).toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('highlights the drag area while files are dragged over it and takes dropped files', async () => {
    const upload = vi.fn<TUploadOne>((file) => Promise.resolve(answer(file)));
    renderWithProviders(<FileUploader uploadId="case-1" upload={upload} />);
    const area = screen.getByTestId('file-uploader-drop');
    fireEvent.dragOver(area);
    expect(area.getAttribute('data-dragging')).toBe('true');
    expect(screen.getByText('Release to upload the files')).toBeDefined();
    fireEvent.drop(area, { dataTransfer: { files: [png('dropped.png')] } });
    expect(area.getAttribute('data-dragging')).toBeNull();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });
});
