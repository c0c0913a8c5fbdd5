import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEGAL_TEXTS, type TRecognisedField } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { calls, fetchMock, serve, type THandler } from '../../tasks/test/task-fixtures';
import { acceptances, FakeXhr, nnc1Fields, pdf, recognition, sent } from '../test/recognition-fixtures';
import CompanyFormRecognition from './CompanyFormRecognition';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return {
    ...(await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init)),
    authSession: { getAccessToken: () => Promise.resolve('token-1'), refreshAccessToken: vi.fn() },
  };
});
// pdf.js draws nothing in jsdom: the page is a stand-in that says which page it is.
vi.mock('./PdfPageCanvas', () => ({
  default: ({ page }: { page: number }) => <div data-testid="pdf-page">{`drawn page ${page}`}</div>,
}));

function serveRecognition(routes: Record<string, THandler> = {}, accepted = true) {
  serve({
    'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
    'GET /api/recognition/progress': () => jsonResponse(200, { running: false }),
    ...routes,
  });
}

function renderRecognition() {
  const onAccept = vi.fn<(fields: TRecognisedField[]) => void>();
  // An officer's screen: the terms are accepted by a signed-in user.
  renderWithProviders(<CompanyFormRecognition onAccept={onAccept} />, { auth: testAuth(testUser()) });
  return onAccept;
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('recognition-input'), { target: { files } });
const posts = (path: string) => calls().filter((c) => c.method === 'POST' && c.url.pathname === path);

/** Chooses the PDF once the terms are known to be accepted, and waits for the upload to start. */
async function chooseAccepted(file = pdf()) {
  await screen.findByText('You accepted the form recognition terms.');
  choose([file]);
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

describe('CompanyFormRecognition', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file that is not a PDF, and two files at once, without sending anything', async () => {
    serveRecognition();
    renderRecognition();
    await screen.findByText('You accepted the form recognition terms.');
    choose([new File(['x'], 'nnc1.png', { type: 'image/png' })]);
    let alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This document type is not supported.')).toBeTruthy();
    expect(within(alert).getByText(/reads PDF files only/)).toBeTruthy();
    choose([pdf('a.pdf'), pdf('b.pdf')]);
    alert = screen.getByRole('alert');
    expect(within(alert).getByText('This document type is not supported.')).toBeTruthy();
    expect(within(alert).getByText(/reads one PDF at a time/)).toBeTruthy();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    choose([big]);
    expect(within(screen.getByRole('alert')).getByText(/The file is too large: 30 MB/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks for the recognition terms before the first reading, records the acceptance, then reads', async () => {
    let accepted = false;
    serveRecognition({
      'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
      'POST /api/legal/acceptances': () => {
        accepted = true;
        return jsonResponse(201, {});
      },
    });
    renderRecognition();
    await screen.findByText(/read and accept the form recognition terms/);
    choose([pdf()]);
    const dialog = await screen.findByRole('dialog', { name: 'Entity migration form recognition terms' });
    expect(within(dialog).getByText('You check every value')).toBeTruthy();
    // Cross-linked with the other legal texts.
    expect(within(dialog).getByRole('button', { name: 'Privacy policy' })).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(posts('/api/legal/acceptances').map((c) => c.body)).toEqual([
      {
        text: 'ENTITY_MIGRATION_RECOGNITION_TERMS',
        version: LEGAL_TEXTS.ENTITY_MIGRATION_RECOGNITION_TERMS.version,
      },
    ]);
    expect(sent[0]!.url).toBe('/api/recognition/company-form');
    expect([...sent[0]!.form.keys()]).toEqual(['file']);
    expect((sent[0]!.form.get('file') as File).name).toBe('nnc1-harbour-tea.pdf');
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-1');
  });

  it('shows the upload, then the pages being read from the progress endpoint, and Cancel aborts', async () => {
    let progress: unknown = { running: false };
    serveRecognition({ 'GET /api/recognition/progress': () => jsonResponse(200, progress) });
    renderRecognition();
    const request = await chooseAccepted();
    act(() => request.progress(40, 100));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Sending the PDF: 40 %'));
    act(() => request.progress(100, 100));
    progress = { running: true, stage: 'QUEUED' };
    await waitFor(() => expect(status.textContent).toMatch(/Waiting for a reader/));
    progress = { running: true, stage: 'OCR', pagesDone: 4, pageCount: 24 };
    await waitFor(() => expect(status.textContent).toBe('Reading scanned page 5 of 24'));
    const bar = screen.getByRole('progressbar', { name: 'Reading scanned page 5 of 24' });
    expect(bar.getAttribute('aria-valuenow')).toBe('17');
    expect(status.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(request.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows each value with its confidence, page and method, marks the unsure ones, and fills only the ticked ones', async () => {
    serveRecognition();
    const onAccept = renderRecognition();
    const request = await chooseAccepted();
    act(() => request.answer(200, recognition()));
    const title = await screen.findByRole('heading', { name: 'Read from the NNC1 (incorporation form)' });
    // The values take the place of the progress: the focus goes to them.
    await waitFor(() => expect(document.activeElement).toBe(title));
    // Headings go down one level at a time from the component's own (h2).
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(2);
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
    expect(
      screen.getByText(/6 values found on 24 pages in 12.4 s \(Text recognition \(scan\)\)/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stakeholder 1: Tai Man CHEN' })).toBeTruthy();
    const rows = screen.getAllByTestId('recognition-field');
    const name = rows.find((row) => within(row).queryByText('Harbour Tea Limited'))!;
    expect(within(name).getByText('92 % sure')).toBeTruthy();
    expect(within(name).getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(within(name).queryByText('Check this value')).toBeNull();
    const surname = rows.find((row) => within(row).queryByText('CHEN'))!;
    expect(within(surname).getByText('41 % sure')).toBeTruthy();
    expect(within(surname).getByText('Check this value')).toBeTruthy();
    expect(rows.filter((row) => within(row).queryByText('Check this value'))).toHaveLength(1);
    // The unsure value is shown first, on its page; another value's page link turns the page.
    expect((await screen.findByTestId('pdf-page')).textContent).toBe('drawn page 3');
    fireEvent.click(
      within(rows.find((row) => within(row).queryByText('Yes'))!).getByRole('button', { name: 'Page 6' }),
    );
    expect(screen.getByTestId('pdf-page').textContent).toBe('drawn page 6');
    expect(screen.getByText('Page 6 of 24')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Fill in Last name (English): CHEN' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fill the form with 5 values' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept.mock.calls[0]![0].map((f) => f.path)).toEqual(
      nnc1Fields.map((f) => f.path).filter((path) => path !== 'stakeholders.0.engLastName'),
    );
  });

  it('shows the unsupported-document message on 38002 and fills nothing', async () => {
    serveRecognition();
    const onAccept = renderRecognition();
    const request = await chooseAccepted(pdf('invoice.pdf'));
    act(() => request.answer(415, { code: '38002', message: 'This file type is not accepted here.' }));
    const alert = await screen.findByText('This document type is not supported.');
    expect(screen.getByText(/Only the NNC1 or the NAR1 can be read/)).toBeTruthy();
    expect(within(alert.closest('[role="alert"]')!).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("shows the server's own words when another reading of the user's is running", async () => {
    serveRecognition();
    renderRecognition();
    const request = await chooseAccepted();
    act(() =>
      request.answer(409, {
        code: 'RECOGNITION_BUSY',
        message: 'A document of yours is still being read. Wait for it to finish, then try again.',
      }),
    );
    expect(await screen.findByText(/A document of yours is still being read/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('Discard leaves without filling anything', async () => {
    serveRecognition();
    const onAccept = renderRecognition();
    const request = await chooseAccepted();
    act(() => request.answer(200, recognition()));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fill the form/ })).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
  });
});
