import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { ALICE, CASE_ID, fetchMock, KEN, renderPage, serve } from '../../tasks/test/task-fixtures';
import { billing, invoice, payment, toPay } from '../test/billing-fixtures';
import CaseBillingPanel from './CaseBillingPanel';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const BILLING = `GET /api/cases/${CASE_ID}/billing`;

function renderPanel(user = KEN) {
  return renderPage(<CaseBillingPanel caseID={CASE_ID} userType={user.userType.typeCode} />, {
    user,
    path: '/view-cases/ongoing/:caseID',
    route: `/view-cases/ongoing/${CASE_ID}`,
  });
}

describe('CaseBillingPanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('leads the firm’s staff to the invoice screen, saying a payment waits', async () => {
    serve({
      [BILLING]: () =>
        jsonResponse(
          200,
          billing({
            invoice: invoice({ payments: [payment()] }),
            may: { issue: false, void: false, decide: true, pay: false, editSettings: false, refund: false },
          }),
        ),
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-0007 · HK$7,545.00' })).toBeTruthy();
    expect(screen.getByText("A payment is waiting for the firm's confirmation.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open invoice and payments' }).getAttribute('href')).toBe(
      `/incorporation/invoice-info/${CASE_ID}`,
    );
  });

  it('leads the client to the payment screen while there is something to pay', async () => {
    serve({ [BILLING]: () => jsonResponse(200, toPay()) });
    renderPanel(ALICE);
    expect((await screen.findByRole('link', { name: 'Go to payment' })).getAttribute('href')).toBe(
      `/incorporation/payment/${CASE_ID}`,
    );
    expect(screen.getByText('Due on 2026-12-09.')).toBeTruthy();
  });

  it('shows nothing to a stakeholder who may not read the billing', async () => {
    serve({ [BILLING]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }) });
    renderPanel(ALICE);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Invoice and payment' })).toBeNull();
  });
});
