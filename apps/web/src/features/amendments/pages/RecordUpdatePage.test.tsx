import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formMessage, type TAmendmentView } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import { formatDate } from '../../../utils/date-format';
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
import RecordUpdatePage from './RecordUpdatePage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const AMENDMENT = `/api/cases/${CASE_ID}/amendment`;
const RECORD_TASK = task({
  taskActionKey: 'T_RECORD_UPDATES',
  caseType: 'AMENDMENT',
  step: 'T_RECORD_UPDATES',
  taskUserID: KEN.userID,
});
const slow = { timeout: 4000 };
const TOO_MANY = formMessage('moreSharesThanHeld', 'en');

/** Harbour Tea Limited as recorded: two directors who hold all 1,000 shares, and a corporate secretary. */
const RECORDS = {
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '海港茶葉有限公司',
  totalNumOfOrdShare: 1000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 1000 }],
  stakeholders: [
    {
      holderID: 'h-chan',
      holderType: 'I',
      engFirstName: 'Tai Man',
      engLastName: 'Chan',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 600,
    },
    {
      holderID: 'h-lee',
      holderType: 'I',
      engFirstName: 'Mei',
      engLastName: 'Lee',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 400,
    },
    { holderID: 'h-sec', holderType: 'C', compEngName: 'Harbour Secretaries Limited', isComSec: true },
  ],
};

const view = (over: Partial<TAmendmentView> = {}): TAmendmentView => ({
  caseID: CASE_ID,
  entityID: 'e0000000-0000-4000-8000-000000000001',
  editable: true,
  changes: [],
  issues: [],
  records: RECORDS,
  recordsFrom: '2020-01-15',
  renewalNotes: [],
  filings: [],
  updatedDate: null,
  ...over,
});

/** Picks `option` in the select labelled `label` (inside `scope`). */
async function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function addChange(type: string) {
  await choose(document.body, /^Type of change/, type);
  fireEvent.click(screen.getByRole('button', { name: 'Add change' }));
  return screen.findByRole('region', { name: new RegExp(`\\d\\. ${type}`) });
}

const puts = () => calls().filter((c) => c.method === 'PUT');

describe('RecordUpdatePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('drafts a resignation and a share transfer, saves them, shows the server’s problem at its field and the stamp duty', async () => {
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([RECORD_TASK])),
      [`GET ${AMENDMENT}`]: () => jsonResponse(200, view()),
      [`PUT ${AMENDMENT}`]: (body) => {
        const changes = (body as { changes: Record<string, unknown>[] }).changes;
        const tooMany = Number(changes[1]?.shares ?? 0) > 400;
        return jsonResponse(
          200,
          view({
            changes,
            issues: tooMany
              ? [{ path: 'changes.1.shares', key: 'moreSharesThanHeld', message: TOO_MANY }]
              : [],
            updatedDate: new Date().toISOString(),
          }),
        );
      },
    });
    renderPage(<RecordUpdatePage routeName="recordUpdate" />, {
      user: KEN,
      path: '/record-update/:caseID',
      route: `/record-update/${CASE_ID}`,
    });
    expect(await screen.findByText('Harbour Tea Limited')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const resignation = await addChange('Change of director');
    fireEvent.change(within(resignation).getByLabelText(/Effective date/), {
      target: { value: '2026-03-01' },
    });
    await choose(resignation, /^What changes/, 'Cessation (resignation or removal)');
    await choose(resignation, /^Person/, 'Tai Man Chan');

    const transfer = await addChange('Share transfer');
    fireEvent.change(within(transfer).getByLabelText(/Effective date/), { target: { value: '2026-03-02' } });
    await choose(transfer, /^Transferor/, 'Mei Lee (holds 400 shares)');
    await choose(transfer, /^Transferee/, 'Tai Man Chan');
    fireEvent.change(within(transfer).getByRole('textbox', { name: /Number of shares/ }), {
      target: { value: '500' },
    });
    fireEvent.change(within(transfer).getByRole('textbox', { name: /Consideration/ }), {
      target: { value: '1,000,001' },
    });

    // The stamp duty follows what is typed, before anything is saved: 0.1% of HK$1,000,001 on each note
    // is HK$1,000.001, a part of a dollar rounded up; the instrument bears HK$5.
    const duty = within(transfer).getByRole('region', { name: 'Stamp duty' });
    expect(within(duty).getAllByText('HK$1,001.00')).toHaveLength(2);
    expect(within(duty).getByText('HK$5.00')).toBeTruthy();
    expect(within(duty).getByText('Total stamp duty: HK$2,007.00')).toBeTruthy();
    expect(within(duty).getAllByText(`Stamp by ${formatDate('2026-03-04')}`)).toHaveLength(2);
    expect(within(duty).getAllByText(/Cap\. 117, First Schedule head 2\(1\)/)).toHaveLength(2);

    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ changes: [{}, { shares: 500 }] }), slow);
    const sent = (puts().at(-1)?.body as { changes: { changeID: string }[] }).changes;
    expect(sent.map((c) => c.changeID)).toEqual([
      expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    ]);
    expect(puts().at(-1)?.body).toEqual({
      changes: [
        {
          changeID: sent[0]?.changeID,
          type: 'CHANGE_DIRECTOR',
          role: 'isDirector',
          effectiveDate: '2026-03-01',
          action: 'CEASE',
          holderID: 'h-chan',
        },
        {
          changeID: sent[1]?.changeID,
          type: 'SHARE_TRANSFER',
          className: 'Ordinary',
          effectedInHongKong: true,
          effectiveDate: '2026-03-02',
          transferorID: 'h-lee',
          transfereeID: 'h-chan',
          shares: 500,
          considerationCents: 100_000_100,
        },
      ],
    });

    // The server's answer: 500 shares are more than Mei Lee holds, named at the shares field.
    const shares = within(transfer).getByRole('textbox', { name: /Number of shares/ });
    await waitFor(() => expect(shares.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(transfer).getByText(TOO_MANY)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: `2. Share transfer: ${TOO_MANY}` }));
    await waitFor(() => expect(document.activeElement).toBe(shares));
    expect(await screen.findByText(/^Saved at/)).toBeTruthy();
  }, 30_000);

  it('completes with what is saved, and keeps the server’s refusal naming the field on screen', async () => {
    const saved = view({
      changes: [
        {
          changeID: 'c-2',
          type: 'SHARE_TRANSFER',
          transferorID: 'h-lee',
          transfereeID: 'h-chan',
          shares: 500,
          considerationCents: 0,
          effectiveDate: '2026-03-02',
        },
      ],
      issues: [{ path: 'changes.0.shares', key: 'moreSharesThanHeld', message: TOO_MANY }],
      updatedDate: '2026-03-02T02:00:00.000Z',
    });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([RECORD_TASK])),
      [`GET ${AMENDMENT}`]: () => jsonResponse(200, saved),
      [`POST /api/tasks/${RECORD_TASK.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '15001',
          message: 'The case update is incomplete.',
          details: [{ field: 'changes.0.shares', reason: 'moreSharesThanHeld', message: TOO_MANY }],
        }),
    });
    renderPage(<RecordUpdatePage routeName="recordUpdate" />, {
      user: KEN,
      path: '/record-update/:caseID',
      route: `/record-update/${CASE_ID}`,
    });
    const transfer = await screen.findByRole('region', { name: '1. Share transfer' });
    // A gift with no value yet: the duty waits for it.
    expect(
      within(transfer).getByText('A gift is charged on the value of the shares: enter the value.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record the changes: complete the task' }));
    const refusal = await screen.findByText('The task could not be completed');
    const alert = refusal.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The case update is incomplete.')).toBeTruthy();
    expect(within(alert).getByText(TOO_MANY)).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'POST')
        .map((c) => c.body),
    ).toEqual([{}]);
    // Nothing was typed, so nothing was sent before completing.
    expect(puts()).toHaveLength(0);
  });

  it('shows a colleague the drafted changes as text, with no field to change', async () => {
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([])),
      [`GET /api/cases/${CASE_ID}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
      [`GET ${AMENDMENT}`]: () =>
        jsonResponse(
          200,
          view({
            editable: false,
            changes: [
              {
                changeID: 'c-1',
                type: 'CHANGE_DIRECTOR',
                action: 'CEASE',
                role: 'isDirector',
                holderID: 'h-chan',
                effectiveDate: '2026-03-01',
              },
              {
                changeID: 'c-2',
                type: 'SHARE_TRANSFER',
                transferorID: 'h-lee',
                transfereeID: 'h-chan',
                className: 'Ordinary',
                shares: 100,
                considerationCents: 100_000_100,
                effectedInHongKong: true,
                effectiveDate: '2026-03-02',
              },
            ],
            filings: [
              {
                changeID: 'c-1',
                form: 'ND2A',
                effectiveDate: '2026-03-01',
                dueDate: '2026-03-16',
                source: 'Companies Ordinance (Cap. 622) s.645(4)',
              },
            ],
            updatedDate: '2026-03-02T02:00:00.000Z',
          }),
        ),
    });
    renderPage(<RecordUpdatePage routeName="recordUpdate" />, {
      user: KEN,
      path: '/record-update/:caseID',
      route: `/record-update/${CASE_ID}`,
    });
    const director = await screen.findByRole('region', { name: '1. Change of director' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(director).getByText('Cessation (resignation or removal)')).toBeTruthy();
    expect(within(director).getByText('Tai Man Chan')).toBeTruthy();
    const transfer = screen.getByRole('region', { name: '2. Share transfer' });
    expect(within(transfer).getByText('Mei Lee')).toBeTruthy();
    expect(within(transfer).getByText('HK$1,000,001.00')).toBeTruthy();
    expect(within(transfer).getByText('Total stamp duty: HK$2,007.00')).toBeTruthy();
    expect(screen.getByText(/Notice of change of director or company secretary \(Form ND2A\)/)).toBeTruthy();
    const due = `Due by ${formatDate('2026-03-16')} (change effective ${formatDate('2026-03-01')})`;
    expect(screen.getByText((text) => text.startsWith(due))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'change 1' })).toBeTruthy();
    // Nothing to type, choose or add; nothing is saved.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add change' })).toBeNull();
    expect(screen.queryByRole('button', { name: /complete the task/ })).toBeNull();
    expect(puts()).toHaveLength(0);
  });
});
