import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { holderView, individual } from '../../stakeholder-identification/test/holder-fixtures';
import {
  CASE_ID,
  calls,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
  taskInfo,
} from '../../tasks/test/task-fixtures';
import CaseReviewPage from './CaseReviewPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const REVIEW = task({
  taskActionKey: 'CS_FORM_R',
  taskUserID: KEN.userID,
  assigneeRole: 'officer',
  step: 'MVP_SUBMITTED',
  companyEngName: 'Sai Kung Seafood Limited',
});
const INFORMATION = {
  companyEngName: 'Sai Kung Seafood Limited',
  businessNature: 'BN001',
  regOfficeAddress: { engStreet: '25 Harbour Road', engDistrict: 'Wan Chai', country: 'HKG' },
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  stakeholders: [
    {
      holderID: 'h-daniel',
      holderType: 'I',
      engFirstName: 'Daniel',
      engLastName: 'Ng',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 10000,
    },
  ],
};
const COMPLETE = `POST /api/tasks/${REVIEW.taskID}/complete`;

function serveReview() {
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([REVIEW])),
    [`GET /api/tasks/${REVIEW.taskID}`]: () =>
      jsonResponse(200, taskInfo(REVIEW, { outcomes: ['APPROVE', 'RETURN'], mayComplete: true })),
    [`GET /api/cases/${CASE_ID}/information`]: () =>
      jsonResponse(200, {
        caseID: CASE_ID,
        information: INFORMATION,
        problems: [],
        issues: [],
        updatedDate: '2026-11-24T00:00:00Z',
        returned: null,
      }),
    [`GET /api/cases/${CASE_ID}/holders/h-daniel`]: () =>
      jsonResponse(
        200,
        holderView({
          holder: individual({ isDirector: true, ordinaryShares: 10000, isPep: true }),
          documents: [
            {
              fileID: 'f0000000-0000-4000-8000-000000000001',
              fileName: 'hkid.png',
              fileSize: 1200,
              fileType: 'image/png',
            },
          ],
        }),
      ),
    [COMPLETE]: () =>
      jsonResponse(200, {
        task: REVIEW,
        caseStatus: 'OPEN',
        step: 'MVP_FORM',
        nextPath: `/view-tasks/complete/${REVIEW.taskID}`,
      }),
  });
}

const renderReview = () =>
  renderPage(<CaseReviewPage routeName="caseReview" />, {
    user: KEN,
    path: '/case-review/:caseID',
    route: `/case-review/${CASE_ID}`,
  });

describe('CaseReviewPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('shows the submission with the stakeholders’ own particulars, documents and controllers', async () => {
    serveReview();
    renderReview();
    expect(await screen.findByRole('heading', { level: 2, name: 'Company' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Daniel Ng' });
    expect(within(card).getByText(/A123456\(3\)/)).toBeTruthy();
    expect(within(card).getByText('hkid.png', { exact: false })).toBeTruthy();
    // The PEP declaration the stakeholder made is on the card.
    const pep = within(card).getByText('Politically exposed person').parentElement as HTMLElement;
    expect(within(pep).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /significant controllers/i })).toBeTruthy();
  });

  it('returns with remarks at fields, kept through a reload, and refuses to return without overall remarks', async () => {
    serveReview();
    const first = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Remark on Chinese company name' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark for the client on Chinese company name' }), {
      target: { value: 'Please add the Chinese name.' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remark on Daniel Ng › Last name (English)' }));
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Remark for the client on Daniel Ng › Last name (English)' }),
      {
        target: { value: 'Spell it as on the HKID.' },
      },
    );
    first.unmount();

    // A reload keeps what was written.
    renderReview();
    const list = await screen.findByRole('list', { name: 'Remarks at fields' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const send = screen.getByRole('button', { name: 'Return to the client (2 field remarks)' });
    fireEvent.click(send);
    expect(await screen.findByText('Say what the client should correct.')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks for the client' }), {
      target: { value: 'Two corrections, please.' },
    });
    fireEvent.click(send);
    await waitFor(() => expect(calls().filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      outcome: 'RETURN',
      remarks: 'Two corrections, please.',
      fieldRemarks: [
        { path: 'companyChiName', remark: 'Please add the Chinese name.' },
        { path: 'stakeholders.0.engLastName', remark: 'Spell it as on the HKID.' },
      ],
    });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});
