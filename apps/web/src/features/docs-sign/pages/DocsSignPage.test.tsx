import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import {
  ALICE,
  CASE_ID,
  calls,
  fetchMock,
  list,
  renderPage,
  serve,
  task,
  taskInfo,
  type THandler,
} from '../../tasks/test/task-fixtures';
import {
  aliceDocuments,
  allSigned,
  caseDocument,
  DOC_FORM,
  DOC_RESOLUTIONS,
  stubCanvas,
} from '../test/docs-sign-kit';
import type { TUploadOne } from '../../files/FileUploader';
import DocsSignPage from './DocsSignPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const SIGN_TASK = task({
  taskActionKey: 'POC_DOC_SIGN',
  taskUserID: ALICE.userID,
  assigneeRole: 'client',
  step: 'MVP_DOC_S',
  companyEngName: 'Sai Kung Seafood Limited',
  companyChiName: '西貢海鮮有限公司',
});
const DOCS_PATH = `/api/cases/${CASE_ID}/documents`;
const SIGN_FORM = `POST ${DOCS_PATH}/${DOC_FORM}/signatures`;

function serveSigning(routes: Record<string, THandler> = {}) {
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([SIGN_TASK])),
    [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments()),
    ...routes,
  });
}

function renderSigning(upload?: TUploadOne) {
  return renderPage(<DocsSignPage routeName="docsSign" upload={upload} />, {
    user: ALICE,
    path: '/docs-sign/:caseID',
    route: `/docs-sign/${CASE_ID}`,
  });
}

/** The section a heading names (jsdom's role table gives a named <section> no region role). */
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

const signCalls = () => calls().filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/signatures'));

async function openSignDialog() {
  const button = await screen.findByRole('button', { name: 'Sign Incorporation Form (Form NNC1)' });
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Sign: Incorporation Form (Form NNC1)' });
}

describe('DocsSignPage', () => {
  let restoreCanvas: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    restoreCanvas = stubCanvas();
  });
  afterEach(() => restoreCanvas());

  it('sends anyone without a signing task in progress to the case page', async () => {
    serveSigning({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = renderSigning();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('lists what the caller must sign first, then the rest, with statuses, signers and who is missing', async () => {
    serveSigning();
    renderSigning();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents signing' })).toBeTruthy();
    expect(screen.getByText('Sai Kung Seafood Limited')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'To sign (2)' });
    const toSign = section('To sign (2)');
    const toSignCards = within(toSign).getAllByRole('article');
    expect(toSignCards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Incorporation Form (Form NNC1)',
      'Written Resolutions of the First Directors',
    ]);
    expect(within(toSignCards[0]!).getByText('Not signed')).toBeTruthy();
    expect(within(toSignCards[1]!).getByText('Partly signed')).toBeTruthy();
    expect(within(toSignCards[1]!).getByText(/^Signed 2026-03-0\d \d\d:05:06 \(typed\)$/)).toBeTruthy();
    expect(
      within(toSignCards[1]!).getByRole('button', { name: 'Upload paper-signed copy: Bob Chan' }),
    ).toBeTruthy();
    const others = section('Other documents');
    const register = within(others).getByRole('article');
    expect(within(register).getByText('No signature needed')).toBeTruthy();
    expect(within(register).queryByRole('button', { name: /^Sign/ })).toBeNull();
    const missing = section('Still to sign');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Alice Leung: Incorporation Form (Form NNC1); Written Resolutions of the First Directors',
      'Bob Chan: Written Resolutions of the First Directors',
    ]);
    expect(screen.getByRole('button', { name: 'Sign all my documents (2)' })).toBeTruthy();
  });

  it('signs by typing: the name is pre-filled, consent is required, and the body says TYPED', async () => {
    serveSigning({ [SIGN_FORM]: () => jsonResponse(200, caseDocument({ status: 'SIGNED' })) });
    renderSigning();
    const dialog = await openSignDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Type' }));
    const name = within(dialog).getByLabelText(/Your full name/);
    expect((name as HTMLInputElement).value).toBe('Alice Leung');
    fireEvent.change(name, { target: { value: '  Alice W. Leung ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText(/tick the box to confirm/)).toBeTruthy();
    expect(signCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('The document has been signed.')).toBeTruthy();
    expect(signCalls()).toEqual([
      expect.objectContaining({
        url: expect.objectContaining({ pathname: `${DOCS_PATH}/${DOC_FORM}/signatures` }) as unknown,
        body: { method: 'TYPED', holderID: 'alice', typedName: 'Alice W. Leung' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty drawing with a field message, then posts the drawing as a PNG trimmed to the ink', async () => {
    serveSigning({ [SIGN_FORM]: () => jsonResponse(200, caseDocument({ status: 'SIGNED' })) });
    renderSigning();
    const dialog = await openSignDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText(/draw your signature in the box/)).toBeTruthy();
    expect(signCalls()).toHaveLength(0);
    const pad = within(dialog).getByRole('img', { name: 'Signature drawing area' });
    expect(pad.getAttribute('aria-invalid')).toBe('true');
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'pen', clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: 60, clientY: 50 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: 110, clientY: 60 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen', clientX: 110, clientY: 60 });
    expect(within(dialog).queryByText(/draw your signature in the box/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(signCalls()).toHaveLength(1));
    // 100 × 40 px of ink plus 8 px of padding on each side.
    expect(signCalls()[0]?.body).toEqual({
      method: 'DRAWN',
      holderID: 'alice',
      image: `data:image/png;base64,${btoa('116x56')}`,
    });
  });

  it('shows ALREADY_SIGNED in the dialog and reads the documents again', async () => {
    serveSigning({
      [SIGN_FORM]: () =>
        jsonResponse(409, { code: 'ALREADY_SIGNED', message: 'This signatory has already signed.' }),
    });
    renderSigning();
    const dialog = await openSignDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Type' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    const before = calls().filter((c) => c.url.pathname === DOCS_PATH).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Incorporation Form (Form NNC1): This document has already been signed for this person.',
    );
    await waitFor(() =>
      expect(calls().filter((c) => c.url.pathname === DOCS_PATH).length).toBeGreaterThan(before),
    );
  });

  it('puts a refused typed name under its field', async () => {
    serveSigning({
      [SIGN_FORM]: () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'typedName: is too short',
          field: 'typedName',
        }),
    });
    renderSigning();
    const dialog = await openSignDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Type' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const name = within(dialog).getByLabelText(/Your full name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Your full name: enter 2 to 100 characters.')).toBeTruthy();
  });

  it('goes to the completed-task page once the last signature is in and the server completed the task', async () => {
    let signed = false;
    serveSigning({
      [`GET ${DOCS_PATH}`]: () => jsonResponse(200, signed ? allSigned() : aliceDocuments()),
      [SIGN_FORM]: () => {
        signed = true;
        return jsonResponse(200, caseDocument({ status: 'SIGNED' }));
      },
      [`GET /api/tasks/${SIGN_TASK.taskID}`]: () =>
        jsonResponse(200, taskInfo({ ...SIGN_TASK, status: 'COMPLETED' }, { mayComplete: false })),
    });
    const { router } = renderSigning();
    const dialog = await openSignDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Type' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-tasks/complete/${SIGN_TASK.taskID}`),
    );
  });

  it('signs all of the caller’s documents in turn with one signature', async () => {
    serveSigning({
      [SIGN_FORM]: () => jsonResponse(200, caseDocument({ status: 'SIGNED' })),
      [`POST ${DOCS_PATH}/d0000000-0000-4000-8000-000000000002/signatures`]: () =>
        jsonResponse(200, caseDocument({ status: 'SIGNED' })),
    });
    renderSigning();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign all my documents (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign 2 documents' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Type' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read this document/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign 2 documents' }));
    expect(await screen.findByText('2 documents have been signed.')).toBeTruthy();
    expect(signCalls().map((c) => c.url.pathname.split('/')[5])).toEqual([
      DOC_FORM,
      'd0000000-0000-4000-8000-000000000002',
    ]);
  });

  it('tells apart documents of one kind in the sign-all list by whom each is about', async () => {
    const certificate = (documentID: string, subjectName: string) =>
      caseDocument({
        documentID,
        kind: 'SHARE_CERTIFICATE',
        title: 'Share certificate',
        subjectHolderID: subjectName,
        subjectName,
      });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([SIGN_TASK])),
      [`GET ${DOCS_PATH}`]: () =>
        jsonResponse(
          200,
          aliceDocuments({
            documents: [
              certificate('d0000000-0000-4000-8000-000000000011', 'Alice Leung'),
              certificate('d0000000-0000-4000-8000-000000000012', 'Bob Chan'),
            ],
          }),
        ),
    });
    renderSigning();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign all my documents (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign 2 documents' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Share certificate · For Alice Leung', 'Share certificate · For Bob Chan']);
  });

  it('records a paper-signed copy for a signatory without an account: upload first, then the holder and file', async () => {
    const scanID = 'e0000000-0000-4000-8000-000000000009';
    serveSigning({
      [`POST ${DOCS_PATH}/${DOC_RESOLUTIONS}/paper-signatures`]: () =>
        jsonResponse(200, caseDocument({ documentID: DOC_RESOLUTIONS })),
    });
    const upload = vi.fn<TUploadOne>((file) =>
      Promise.resolve({ fileID: scanID, fileName: file.name, fileSize: file.size, fileType: file.type }),
    );
    renderSigning(upload);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload paper-signed copy: Bob Chan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paper-signed copy: Bob Chan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record signature' }));
    expect(await within(dialog).findByText('Signed copy: upload the scan first.')).toBeTruthy();
    const scan = new File(['%PDF'], 'bob-signed.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('paper-signature-upload-input'), { target: { files: [scan] } });
    expect(await within(dialog).findByText('Ready to record: bob-signed.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record signature' }));
    expect(await screen.findByText('The paper signature of Bob Chan has been recorded.')).toBeTruthy();
    expect(calls().filter((c) => c.url.pathname.endsWith('/paper-signatures'))).toEqual([
      expect.objectContaining({ body: { holderID: 'bob', fileID: scanID } }),
    ]);
  });
});
