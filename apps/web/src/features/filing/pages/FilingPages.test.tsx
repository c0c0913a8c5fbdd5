import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCompletionView, TFilingView } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import {
  CASE_ID,
  calls,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
} from '../../tasks/test/task-fixtures';
import type { TUploadOne } from '../../files/FileUploader';
import CompletionPage from './CompletionPage';
import FilingPage from './FilingPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const FILING_TASK = task({ taskActionKey: 'CASE_FILING', taskUserID: KEN.userID, step: 'CASE_FILING' });
const COMPLETION_TASK = task({
  taskActionKey: 'CASE_COMPLETION',
  taskUserID: KEN.userID,
  step: 'MVP_CASE_C',
});
const FILING = `/api/cases/${CASE_ID}/filing`;
const COMPLETION = `/api/cases/${CASE_ID}/completion`;
const done = (taskID: string) => ({
  task: FILING_TASK,
  caseStatus: 'OPEN',
  step: 'MVP_CASE_C',
  nextPath: `/view-tasks/complete/${taskID}`,
});

const filingView = (over: Partial<TFilingView> = {}): TFilingView => ({
  caseID: CASE_ID,
  filing: null,
  updates: [],
  documents: [
    {
      title: 'Incorporation Form (Form NNC1)',
      fileID: 'f0000000-0000-4000-8000-000000000009',
      fileName: 'NNC1-v2.pdf',
      fileSize: 2048,
    },
  ],
  mayEdit: true,
  ...over,
});

describe('FilingPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('records the filing, names what the server refuses, adds a requisition and completes', async () => {
    let view = filingView();
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([FILING_TASK])),
      [`GET ${FILING}`]: () => jsonResponse(200, view),
      [`PUT ${FILING}`]: (body) => {
        const b = body as { filingDate: string; registryReference: string; filingMethod: 'PAPER' };
        if (b.filingDate > '2026-12-31')
          return jsonResponse(400, {
            code: 'VALIDATION_ERROR',
            message: 'Filing date: cannot be after today',
            field: 'filingDate',
            details: [
              { field: 'filingDate', reason: 'dateInFuture', message: 'Filing date: cannot be after today' },
            ],
          });
        view = filingView({
          filing: { ...b, recordedBy: 'Ken Lau', updatedDate: '2026-11-25T02:00:00Z' },
          updates: [
            {
              status: 'SUBMITTED',
              updateDate: b.filingDate,
              note: null,
              createdBy: 'Ken Lau',
              createdDate: '2026-11-25T02:00:00Z',
            },
          ],
        });
        return jsonResponse(200, view);
      },
      [`POST ${FILING}/updates`]: (body) => {
        const b = body as { status: 'REQUISITION'; updateDate: string; note?: string };
        view = {
          ...view,
          updates: [
            { ...b, note: b.note ?? null, createdBy: 'Ken Lau', createdDate: '2026-11-25T03:00:00Z' },
            ...view.updates,
          ],
        };
        return jsonResponse(200, view);
      },
      [`POST /api/tasks/${FILING_TASK.taskID}/complete`]: () => jsonResponse(200, done(FILING_TASK.taskID)),
    });
    const { router } = renderPage(<FilingPage routeName="caseFiling" />, {
      user: KEN,
      path: '/case-filing/:caseID',
      route: `/case-filing/${CASE_ID}`,
    });
    expect(await screen.findByText('Incorporation Form (Form NNC1)')).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Filing done: complete the task' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Registry reference/ }), {
      target: { value: 'NNC1-2026-0042' },
    });
    fireEvent.change(screen.getByLabelText(/Filing date/), { target: { value: '2027-01-05' } });
    fireEvent.click(screen.getByRole('radio', { name: 'On paper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Filing date: cannot be after today')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Filing date/), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recorded by Ken Lau', { exact: false })).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .at(-1)?.body,
    ).toEqual({
      filingDate: '2026-11-24',
      registryReference: 'NNC1-2026-0042',
      filingMethod: 'PAPER',
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Chinese name to match.' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'What happened' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Requisition from the Registry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Chinese name to match.')).toBeTruthy();

    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(complete);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-tasks/complete/${FILING_TASK.taskID}`),
    );
  });
});

const completionView = (over: Partial<TCompletionView> = {}): TCompletionView => ({
  caseID: CASE_ID,
  companyNumber: null,
  brn: null,
  incorporationDate: null,
  certificate: null,
  brCertificate: null,
  missing: ['companyNumber', 'brn', 'incorporationDate', 'certificateFileID', 'brCertificateFileID'],
  filingDate: '2026-11-24',
  updatedDate: null,
  mayEdit: true,
  ...over,
});

describe('CompletionPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('checks the numbers, saves each certificate as it arrives, and completes once nothing is missing', async () => {
    let view = completionView();
    const files: Record<string, { fileID: string; fileName: string; fileSize: number }> = {};
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([COMPLETION_TASK])),
      [`GET ${COMPLETION}`]: () => jsonResponse(200, view),
      [`PUT ${COMPLETION}`]: (body) => {
        const b = body as Record<string, string | null>;
        const next = { ...view };
        if ('companyNumber' in b) next.companyNumber = b.companyNumber ?? null;
        if ('brn' in b) next.brn = b.brn ?? null;
        if ('incorporationDate' in b) next.incorporationDate = b.incorporationDate ?? null;
        if ('certificateFileID' in b)
          next.certificate = b.certificateFileID ? (files[b.certificateFileID] ?? null) : null;
        if ('brCertificateFileID' in b)
          next.brCertificate = b.brCertificateFileID ? (files[b.brCertificateFileID] ?? null) : null;
        next.missing = view.missing.filter((m) =>
          m === 'certificateFileID'
            ? !next.certificate
            : m === 'brCertificateFileID'
              ? !next.brCertificate
              : !next[m],
        );
        view = next;
        return jsonResponse(200, view);
      },
      [`POST /api/tasks/${COMPLETION_TASK.taskID}/complete`]: () =>
        jsonResponse(200, { ...done(COMPLETION_TASK.taskID), caseStatus: 'COMPLETED', step: 'COMPLETED' }),
    });
    let n = 0;
    const upload = vi.fn<TUploadOne>((file) => {
      n += 1;
      const stored = {
        fileID: `f0000000-0000-4000-8000-00000000010${n}`,
        fileName: file.name,
        fileSize: file.size,
      };
      files[stored.fileID] = stored;
      return Promise.resolve({ ...stored, fileType: file.type });
    });
    const { router } = renderPage(<CompletionPage routeName="caseCompletion" upload={upload} />, {
      user: KEN,
      path: '/case-completion/:caseID',
      route: `/case-completion/${CASE_ID}`,
    });
    expect(await screen.findByText('Filed with the Companies Registry on 2026-11-24.')).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Complete the case' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: /Business registration number/ }), {
      target: { value: '1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Exactly 8 digits')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Business registration number/ }), {
      target: { value: '76543210' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Company number/ }), {
      target: { value: '3210987' },
    });
    fireEvent.change(screen.getByLabelText(/Date of incorporation/), { target: { value: '2026-11-25' } });

    const ci = new File(['%PDF-1.4'], 'CI.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('completion-certificate-input'), { target: { files: [ci] } });
    expect(await screen.findByText('CI.pdf')).toBeTruthy();
    const brc = new File(['%PDF-1.4'], 'BRC.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('completion-br-certificate-input'), { target: { files: [brc] } });
    expect(await screen.findByText('BRC.pdf')).toBeTruthy();

    // Numbers typed but not saved: completing saves them first.
    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(complete);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-tasks/complete/${COMPLETION_TASK.taskID}`),
    );
    expect(view).toMatchObject({
      companyNumber: '3210987',
      brn: '76543210',
      incorporationDate: '2026-11-25',
      missing: [],
    });
  });
});
