import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  RENEWAL_SECTIONS,
  type TAddressProofView,
  type TRenewalAcknowledgementView,
  type TRenewalView,
} from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import {
  ALICE,
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
import CompletionPage from '../../filing/pages/CompletionPage';
import AddressProofPage from './AddressProofPage';
import PocRenewalPage from './PocRenewalPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const RENEWAL = `/api/cases/${CASE_ID}/renewal`;
const POC_TASK = task({
  taskActionKey: 'T_AR_A_POC',
  caseType: 'AR',
  taskUserID: ALICE.userID,
  step: 'AR_A_POC',
});
const done = (taskID: string, nextPath: string) => ({
  task: POC_TASK,
  caseStatus: 'OPEN',
  step: 'AR_REVIEW',
  nextPath: `${nextPath}/${taskID}`,
});

const information = {
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '海港茶葉有限公司',
  regOfficeAddress: { engStreet: '25 Harbour Road', engDistrict: 'Wan Chai', country: 'HKG' },
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  contactPerson: { email: 'office@harbourtea.hk' },
  stakeholders: [
    {
      holderID: 'h-alice',
      holderType: 'I',
      engFirstName: 'Alice',
      engLastName: 'Leung',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 10000,
    },
  ],
};

function renewalView(over: Partial<TRenewalView> = {}): TRenewalView {
  return {
    caseID: CASE_ID,
    caseRef: 'AR-2026-0007',
    companyID: 'e0000000-0000-4000-8000-000000000001',
    returnDate: '2026-03-15',
    sections: RENEWAL_SECTIONS.map((section) => ({
      section,
      status: null,
      note: null,
      effectiveDate: null,
      updatedDate: null,
    })),
    changes: [],
    addressProofs: [],
    mayConfirm: true,
    mayNoteChanges: false,
    ...over,
  };
}

describe('PocRenewalPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each part of the return from the records; confirms, records a change with its date, then submits', async () => {
    let view = renewalView();
    const answer = (body: unknown, url: URL) => {
      const section = url.pathname.split('/').at(-1);
      const b = body as { status: 'CONFIRMED' | 'CHANGED'; note?: string; effectiveDate?: string };
      if (b.effectiveDate && b.effectiveDate > '2026-11-25')
        return jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'Effective date: cannot be after today',
          field: 'effectiveDate',
        });
      view = {
        ...view,
        sections: view.sections.map((s) =>
          s.section === section
            ? { ...s, status: b.status, note: b.note ?? null, effectiveDate: b.effectiveDate ?? null }
            : s,
        ),
      };
      return jsonResponse(200, view);
    };
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([POC_TASK])),
      [`GET ${RENEWAL}`]: () => jsonResponse(200, view),
      [`GET /api/cases/${CASE_ID}/information`]: () =>
        jsonResponse(200, { caseID: CASE_ID, information, problems: [], issues: [], updatedDate: '' }),
      ...Object.fromEntries(RENEWAL_SECTIONS.map((one) => [`PUT ${RENEWAL}/sections/${one}`, answer])),
      [`POST /api/tasks/${POC_TASK.taskID}/complete`]: () =>
        jsonResponse(200, done(POC_TASK.taskID, '/my-tasks/complete')),
    });
    const { router } = renderPage(<PocRenewalPage routeName="annualRenewalPocRenewal" />, {
      user: ALICE,
      path: '/annual-renewal/poc-renewal/:caseID',
      route: `/annual-renewal/poc-renewal/${CASE_ID}`,
    });
    const directors = await screen.findByRole('region', { name: 'Directors' });
    expect(within(directors).getByText('Alice Leung')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Address of registered office' })).getByText(
        /25 Harbour Road/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('0 of 10 parts answered')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit my confirmation' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    // A change to the directors, first dated tomorrow (refused at its field), then right.
    fireEvent.click(within(directors).getByRole('button', { name: 'Something changed' }));
    fireEvent.change(within(directors).getByRole('textbox', { name: /What changed/ }), {
      target: { value: 'Mr Wong Kin joined the board.' },
    });
    fireEvent.change(within(directors).getByLabelText(/effective date/), { target: { value: '2026-11-26' } });
    fireEvent.click(within(directors).getByRole('button', { name: 'Save the change' }));
    expect(await within(directors).findByText('Effective date: cannot be after today')).toBeTruthy();
    fireEvent.change(within(directors).getByLabelText(/effective date/), { target: { value: '2026-09-01' } });
    fireEvent.click(within(directors).getByRole('button', { name: 'Save the change' }));
    expect(await within(directors).findByText('Changed since 2026-09-01')).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .at(-1)?.body,
    ).toEqual({
      status: 'CHANGED',
      note: 'Mr Wong Kin joined the board.',
      effectiveDate: '2026-09-01',
    });

    for (const button of screen.getAllByRole('button', { name: 'Confirm' })) {
      fireEvent.click(button);
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    }
    expect(await screen.findByText('10 of 10 parts answered')).toBeTruthy();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-tasks/complete/${POC_TASK.taskID}`));
  });
});

const PROOF_TASK = task({
  taskActionKey: 'T_AR_SH_U_ADDR',
  caseType: 'AR',
  taskUserID: ALICE.userID,
  holderID: 'h-corporate',
  step: 'AR_A_POC',
});
const proofView = (over: Partial<TAddressProofView> = {}): TAddressProofView => ({
  taskID: PROOF_TASK.taskID,
  caseID: CASE_ID,
  caseRef: 'AR-2026-0007',
  companyName: 'Harbour Tea Limited',
  holderID: 'h-corporate',
  holderName: 'Kowloon Holdings Limited',
  onFile: { documentType: 'UTILITY_BILL', issueDate: '2026-01-10', stale: true },
  submitted: null,
  earliestIssueDate: '2026-08-25',
  mayEdit: true,
  ...over,
});

describe('AddressProofPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('marks a stale proof on file; a new proof too old is caught before sending; the new one is saved and sent', async () => {
    let view = proofView();
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([PROOF_TASK])),
      [`GET /api/tasks/${PROOF_TASK.taskID}/address-proof`]: () => jsonResponse(200, view),
      [`PUT /api/tasks/${PROOF_TASK.taskID}/address-proof`]: (body) => {
        const b = body as { kind: 'NEW'; fileID: string; documentType: 'BANK_STATEMENT'; issueDate: string };
        view = {
          ...view,
          submitted: {
            kind: b.kind,
            documentType: b.documentType,
            issueDate: b.issueDate,
            file: { fileID: b.fileID, fileName: 'statement.pdf', fileSize: 10 },
            updatedDate: '2026-11-25T02:00:00Z',
          },
        };
        return jsonResponse(200, view);
      },
      [`POST /api/tasks/${PROOF_TASK.taskID}/complete`]: () =>
        jsonResponse(200, done(PROOF_TASK.taskID, '/my-tasks/complete')),
    });
    const upload = vi.fn<TUploadOne>((file) =>
      Promise.resolve({
        fileID: 'f0000000-0000-4000-8000-000000000301',
        fileName: file.name,
        fileSize: file.size,
      }),
    );
    const { router } = renderPage(
      <AddressProofPage routeName="annualRenewalUpdateAddressProof" upload={upload} />,
      {
        user: ALICE,
        path: '/annual-renewal/update-address-proof/:caseID/:taskID',
        route: `/annual-renewal/update-address-proof/${CASE_ID}/${PROOF_TASK.taskID}`,
      },
    );
    expect(await screen.findByText(/This proof is older than 3 months/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send to the firm' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Upload a new proof/ }));
    fireEvent.change(screen.getByTestId('proof-file-input'), {
      target: { files: [new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('statement.pdf')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of document' }), {
      target: { value: 'BANK_STATEMENT' },
    });
    fireEvent.change(screen.getByLabelText(/Date of issue/), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be issued on or after 2026-08-25.')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Date of issue/), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A new proof issued on 2026-11-01 is saved.')).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .at(-1)?.body,
    ).toEqual({
      kind: 'NEW',
      fileID: 'f0000000-0000-4000-8000-000000000301',
      documentType: 'BANK_STATEMENT',
      issueDate: '2026-11-01',
    });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-tasks/complete/${PROOF_TASK.taskID}`),
    );
    expect(calls().find((c) => c.url.pathname.endsWith('/complete'))?.body).toEqual({
      result: { confirmed: true },
    });
  });
});

const COMPLETION_TASK = task({
  taskActionKey: 'T_AR_COMPLETION',
  caseType: 'AR',
  taskUserID: KEN.userID,
  step: 'AR_COMPLETED',
});
const ackView = (over: Partial<TRenewalAcknowledgementView> = {}): TRenewalAcknowledgementView => ({
  caseID: CASE_ID,
  returnDate: '2026-03-15',
  deliveredDate: null,
  method: null,
  reference: null,
  feePaidCents: null,
  filedReturn: null,
  band: null,
  bandCents: null,
  onTimeUntil: null,
  filing: { filingDate: '2026-11-20', registryReference: 'NAR1-9981', filingMethod: 'E_REGISTRY' },
  missing: ['deliveredDate', 'method', 'reference', 'feePaidCents', 'filedReturnFileID'],
  updatedDate: null,
  mayEdit: true,
  ...over,
});

describe('the renewal’s completion at /case-completion', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('starts from the filing, shows the late band, keeps the filed return and completes', async () => {
    let view = ackView();
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([COMPLETION_TASK])),
      [`GET ${RENEWAL}/acknowledgement`]: () => jsonResponse(200, view),
      [`PUT ${RENEWAL}/acknowledgement`]: (body) => {
        const b = body as Record<string, unknown>;
        const next = { ...view };
        if ('deliveredDate' in b) next.deliveredDate = b.deliveredDate as string;
        if ('method' in b) next.method = b.method as 'E_REGISTRY';
        if ('reference' in b) next.reference = b.reference as string;
        if ('feePaidCents' in b) next.feePaidCents = b.feePaidCents as number;
        if ('filedReturnFileID' in b)
          next.filedReturn = { fileID: b.filedReturnFileID as string, fileName: 'NAR1.pdf', fileSize: 9 };
        if (next.deliveredDate)
          Object.assign(next, { band: 'WITHIN_9_MONTHS', bandCents: 261_000, onTimeUntil: '2026-04-26' });
        next.missing = view.missing.filter((m) =>
          m === 'filedReturnFileID'
            ? !next.filedReturn
            : m === 'feePaidCents'
              ? next.feePaidCents === null
              : !next[m],
        );
        view = next;
        return jsonResponse(200, view);
      },
      [`POST /api/tasks/${COMPLETION_TASK.taskID}/complete`]: () =>
        jsonResponse(200, {
          ...done(COMPLETION_TASK.taskID, '/view-tasks/complete'),
          caseStatus: 'COMPLETED',
        }),
    });
    const upload = vi.fn<TUploadOne>((file) =>
      Promise.resolve({ fileID: 'f0000000-0000-4000-8000-000000000401', fileName: file.name, fileSize: 9 }),
    );
    const { router } = renderPage(<CompletionPage routeName="caseCompletion" upload={upload} />, {
      user: KEN,
      path: '/case-completion/:caseID',
      route: `/case-completion/${CASE_ID}`,
    });
    // Not bounced to the case: the renewal's own form, started from the filing.
    const reference = await screen.findByRole('textbox', { name: /Registry reference/ });
    expect((reference as HTMLInputElement).value).toBe('NAR1-9981');
    expect(screen.getByLabelText<HTMLInputElement>(/Date delivered/).value).toBe('2026-11-20');
    fireEvent.change(screen.getByRole('textbox', { name: /Fee paid/ }), { target: { value: '2,610' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/more than 6 but within 9 months late/)).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .at(-1)?.body,
    ).toEqual({
      deliveredDate: '2026-11-20',
      method: 'E_REGISTRY',
      reference: 'NAR1-9981',
      feePaidCents: 261_000,
    });
    const complete = screen.getByRole('button', { name: 'Complete the renewal' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('ack-filed-return-input'), {
      target: { files: [new File(['%PDF-1.4'], 'NAR1.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('NAR1.pdf')).toBeTruthy();
    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(complete);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-tasks/complete/${COMPLETION_TASK.taskID}`),
    );
  });
});
