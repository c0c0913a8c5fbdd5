import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { ApiError } from '../../../api/api-error';
import { jsonResponse } from '../../../test/stub-http';
import { ALICE, calls, fetchMock, KEN, list, renderPage, serve, task } from '../../tasks/test/task-fixtures';
import { CASE_ID, HOLDER_ID, holderView, individual, PERSON } from '../test/holder-fixtures';
import type { THolderView } from '../api';
import type { TUploadFn } from '../upload-request';
import StakeholderIdentificationPage from './StakeholderIdentificationPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const DANIEL = { ...ALICE, userID: '55555555-5555-4555-8555-555555555555', username: 'client.daniel' };
const PATH = '/stakeholder-identification/:caseID/:holderID';
const ROUTE = `/stakeholder-identification/${CASE_ID}/${HOLDER_ID}`;
const HOLDER_URL = `/api/cases/${CASE_ID}/holders/${HOLDER_ID}`;

function open(user: TUserProfile, upload?: TUploadFn) {
  return renderPage(<StakeholderIdentificationPage routeName="stakeholderIdentification" upload={upload} />, {
    user,
    path: PATH,
    route: ROUTE,
  });
}

/** Serves GET and PUT of the holder (PUT answers the view with what was sent over the holder). */
function serveHolder(view: THolderView, more: Parameters<typeof serve>[0] = {}) {
  serve({
    [`GET ${HOLDER_URL}`]: () => jsonResponse(200, view),
    [`PUT ${HOLDER_URL}`]: (body) =>
      jsonResponse(200, { ...view, holder: { ...view.holder, ...(body as object) } }),
    ...more,
  });
}

const puts = () => calls().filter((c) => c.method === 'PUT');

function answerAll(choice: 'Yes' | 'No') {
  for (const group of screen.getAllByRole('radiogroup')) {
    fireEvent.click(within(group).getByRole('radio', { name: choice }));
  }
}

describe('StakeholderIdentificationPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a client without the task in progress to the case page at its task list', async () => {
    serveHolder(holderView({ mayEdit: false }));
    const { router } = open(ALICE);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    expect(router.state.location.hash).toBe('#task-list');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows firm staff the particulars read-only, without a confirm button', async () => {
    serveHolder(holderView({ mayEdit: false }));
    open(KEN);
    expect(await screen.findByText(/Only the stakeholder can change/)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>(/English first name/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Confirm my identity' })).toBeNull();
  });

  it('names saved documents by what the server knows of them, in any browser', async () => {
    const fileID = '77777777-7777-4777-8777-777777777777';
    serveHolder(
      holderView({
        mayEdit: false,
        holder: { ...holderView().holder, idDocs: [fileID] },
        documents: [{ fileID, fileName: 'hkid-front.png', fileSize: 2048, fileType: 'image/png' }],
      }),
    );
    open(KEN);
    expect(await screen.findByText('hkid-front.png')).toBeDefined();
  });

  it('asks every declaration as an unanswered Yes/No question and lists them when confirming', async () => {
    serveHolder(holderView());
    open(DANIEL);
    await screen.findByRole('heading', { level: 1, name: 'Stakeholder identification' });
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(4);
    for (const group of groups) {
      expect(
        within(group)
          .getAllByRole('radio')
          .every((r) => !(r as HTMLInputElement).checked),
      ).toBe(true);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my identity' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/things still need your attention/)).toBeDefined();
    for (const label of ['Politically exposed person', 'Convicted by a court', 'Disqualified director']) {
      expect(within(alert).getByRole('link', { name: label })).toBeDefined();
    }
    expect(within(alert).getAllByText(/Answer this question/)).toHaveLength(4);
    expect(
      within(alert).getByRole('link', { name: 'Acknowledgement as shareholder or director' }),
    ).toBeDefined();
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks a corporate for its company particulars, declarations and the owners certification', async () => {
    serveHolder(
      holderView({
        holder: {
          ...individual(),
          holderType: 'C',
          compEngName: 'Harbour Holdings Limited',
          engFirstName: undefined,
          engLastName: undefined,
        },
        needsShareholderDirectorAck: true,
      }),
    );
    open(DANIEL);
    expect(await screen.findByLabelText<HTMLInputElement>('Company name in English')).toHaveProperty(
      'value',
      'Harbour Holdings Limited',
    );
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my identity' }));
    const alert = await screen.findByRole('alert');
    for (const label of [
      'Registration number',
      'Place of incorporation',
      "Authorised signer's English first name",
      'Company documents',
      'Listed company',
      'Owners certified',
    ]) {
      expect(within(alert).getByRole('link', { name: label })).toBeDefined();
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'I certify the owners listed are correct' }));
    await waitFor(() => expect(within(alert).queryByRole('link', { name: 'Owners certified' })).toBeNull());
  });

  it('asks the SCR acknowledgement only when the ownership makes the stakeholder one', async () => {
    serveHolder(holderView({ needsScrAck: false }));
    const first = open(DANIEL);
    await screen.findByRole('checkbox', { name: /named as shareholder of Sai Kung Seafood Limited/ });
    expect(screen.queryByRole('checkbox', { name: /significant controller/ })).toBeNull();
    first.unmount();

    serveHolder(holderView({ needsScrAck: true, person: PERSON }));
    open(DANIEL);
    expect(await screen.findByRole('checkbox', { name: /significant controller/ })).toBeDefined();
    expect(screen.getByText('Your ultimate share in the company: 30%')).toBeDefined();
    expect(screen.getByText(/Daniel Ng \(30%\)/)).toBeDefined();
  });

  it('checks size and count before uploading and shows refused types', async () => {
    serveHolder(holderView({ holder: individual({ idDocs: [] }) }));
    const upload = vi.fn<TUploadFn>((_target, file, onProgress) => {
      onProgress(100);
      if (file.name.endsWith('.exe')) {
        return Promise.reject(
          new ApiError(415, { code: '38001', message: 'This file type is not supported.' }),
        );
      }
      return Promise.resolve({ fileID: `id-${file.name}`, fileName: file.name, fileSize: file.size });
    });
    open(DANIEL, upload);
    const input = await screen.findByTestId('sh-idDocs-input');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 25_000_000 });
    fireEvent.change(input, { target: { files: [big] } });
    const bigRow = (await screen.findByText('big.pdf', { exact: false })).closest('li')!;
    expect(
      within(bigRow).getByText('The file is too large: 25 MB. Files must be smaller than 25 MB.'),
    ).toBeDefined();
    expect(upload).not.toHaveBeenCalled();

    const six = Array.from({ length: 6 }, (_, i) => new File(['abc'], `p${i}.png`, { type: 'image/png' }));
    fireEvent.change(input, { target: { files: six } });
    const p5Row = (await screen.findByText('p5.png', { exact: false })).closest('li')!;
    expect(within(p5Row).getByText('Not added: at most 5 files can be attached.')).toBeDefined();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(5));
    expect(upload.mock.calls[0]?.[0]).toEqual({ caseID: CASE_ID, holderID: HOLDER_ID });
    expect(await screen.findByRole('button', { name: 'p0.png' })).toBeDefined();
    expect(screen.getAllByText('(3 bytes)').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove p0.png' }));
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    const exeRow = (await screen.findByText('tool.exe', { exact: false })).closest('li')!;
    expect(await within(exeRow).findByText(/This file type is not supported/)).toBeDefined();
    expect(within(exeRow).getByRole('button', { name: 'Retry tool.exe' })).toBeDefined();
    expect(upload).toHaveBeenCalledTimes(6);
  });

  it('saves the draft once after typing pauses, keeps a local copy, and says when offline', async () => {
    let online = true;
    const view = holderView();
    serve({
      [`GET ${HOLDER_URL}`]: () => jsonResponse(200, view),
      [`PUT ${HOLDER_URL}`]: (body) => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { ...view, holder: { ...view.holder, ...(body as object) } });
      },
    });
    open(DANIEL);
    const chinese = await screen.findByLabelText('Chinese name');
    fireEvent.change(chinese, { target: { value: '吳' } });
    fireEvent.change(chinese, { target: { value: '吳大' } });
    fireEvent.change(chinese, { target: { value: '吳大年' } });
    expect(screen.getByText('Saving…')).toBeDefined();
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.body).toMatchObject({ chiName: '吳大年', engFirstName: 'Daniel', idDocs: ['f-id'] });
    expect(await screen.findByText('All changes saved')).toBeDefined();

    online = false;
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    expect(await screen.findByText(/Offline: kept on this device/, {}, { timeout: 3000 })).toBeDefined();
    const stored = JSON.parse(
      window.localStorage.getItem(`shIdentification.draft.${CASE_ID}.${HOLDER_ID}`) ?? '{}',
    ) as { pending: boolean; particulars: { isPep?: boolean } };
    expect(stored.pending).toBe(true);
    expect(stored.particulars.isPep).toBe(false);
  });

  it('resumes a copy the server never got on the next visit and sends it', async () => {
    window.localStorage.setItem(
      `shIdentification.draft.${CASE_ID}.${HOLDER_ID}`,
      JSON.stringify({ particulars: { chiName: '吳大年', isPep: true }, pending: true, files: {} }),
    );
    serveHolder(holderView());
    open(DANIEL);
    expect(await screen.findByDisplayValue('吳大年')).toBeDefined();
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.body).toEqual({ chiName: '吳大年', isPep: true });
    expect(await screen.findByText('All changes saved')).toBeDefined();
  });

  it('confirms through the task and lists what the server still finds missing', async () => {
    const mine = task({ taskActionKey: 'SH_I_FORM', holderID: HOLDER_ID, taskUserID: DANIEL.userID });
    let refuse = true;
    serveHolder(holderView(), {
      'GET /api/tasks': () => jsonResponse(200, list([task({ taskActionKey: 'POC_FORM' }), mine])),
      [`POST /api/tasks/${mine.taskID}/complete`]: () =>
        refuse
          ? jsonResponse(409, {
              code: '15001',
              message: 'The case update is incomplete.',
              details: [
                { field: 'resAddress.supDoc', reason: 'required', message: 'Proof of address is missing' },
              ],
            })
          : jsonResponse(200, {
              task: mine,
              caseStatus: 'OPEN',
              step: 'MVP_FORM',
              nextPath: `/my-tasks/complete/${mine.taskID}`,
            }),
    });
    const { router } = open(DANIEL);
    await screen.findAllByRole('radiogroup');
    answerAll('No');
    fireEvent.click(screen.getByRole('checkbox', { name: /named as shareholder/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my identity' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Proof of address' })).toBeDefined();
    expect(within(alert).getByText(/Proof of address is missing/)).toBeDefined();
    const post = calls().find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ result: { confirmed: true } });
    // The draft reached the server before the confirmation.
    expect(puts().at(-1)?.body).toMatchObject({
      isPep: false,
      isAdjBankrupt: false,
      ackShareholderDirector: true,
    });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-tasks/complete/${mine.taskID}`));
    expect(window.localStorage.getItem(`shIdentification.draft.${CASE_ID}.${HOLDER_ID}`)).toBeNull();
  });
});
