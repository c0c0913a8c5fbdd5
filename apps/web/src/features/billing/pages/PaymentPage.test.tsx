import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hongKongDate } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import type { TUploadOne } from '../../files/FileUploader';
import {
  ALICE,
  CASE_ID,
  calls,
  fetchMock,
  list,
  renderPage,
  serve,
  task,
  type THandler,
} from '../../tasks/test/task-fixtures';
import { billing, INVOICE_ID, payment, toPay } from '../test/billing-fixtures';
import PaymentPage from './PaymentPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const BILLING = `GET /api/cases/${CASE_ID}/billing`;
const PAY_TASK = task({
  taskActionKey: 'T_PAYMENT_PAY',
  step: 'MVP_D_D_S',
  taskUserID: ALICE.userID,
  assigneeRole: 'client',
});
const PROOF = 'e0000000-0000-4000-8000-000000000042';

function servePayment(routes: Record<string, THandler>, tasks = [PAY_TASK]) {
  serve({ 'GET /api/tasks': () => jsonResponse(200, list(tasks)), ...routes });
}

function renderScreen(upload?: TUploadOne) {
  return renderPage(<PaymentPage routeName="incorporationPayment" upload={upload} />, {
    user: ALICE,
    path: '/incorporation/payment/:caseID',
    route: `/incorporation/payment/${CASE_ID}`,
  });
}

describe('PaymentPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends anyone without the payment task in progress to the case page', async () => {
    servePayment({ [BILLING]: () => jsonResponse(200, toPay()) }, []);
    const { router } = renderScreen();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('shows what to pay and where, checks the submission, and sends the proof, reference and date', async () => {
    let submitted = false;
    servePayment({
      [BILLING]: () => jsonResponse(200, submitted ? toPay({ payments: [payment()] }) : toPay()),
      [`POST /api/invoices/${INVOICE_ID}/payments`]: () => {
        submitted = true;
        return jsonResponse(201, payment());
      },
    });
    const upload = vi.fn<TUploadOne>((file) =>
      Promise.resolve({ fileID: PROOF, fileName: file.name, fileSize: file.size, fileType: file.type }),
    );
    renderScreen(upload);
    expect(await screen.findByRole('heading', { name: 'To pay: HK$7,545.00 by 2026-12-09' })).toBeTruthy();
    expect(screen.getByText('004-123-456789-001')).toBeTruthy();
    expect(screen.getByText('Reference to quote: INV-2026-0007')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lines of invoice INV-2026-0007' })).toBeTruthy();

    // Nothing goes without a proof and a reference; a future date is refused.
    const date = screen.getByLabelText(/Date paid/);
    expect((date as HTMLInputElement).value).toBe(hongKongDate(new Date()));
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Upload at least one proof of payment.')).toBeTruthy();
    expect(screen.getByText("Enter the bank's reference.")).toBeTruthy();
    expect(screen.getByText('Enter the date you paid (not a future date).')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toEqual([]);

    const slip = new File(['%PDF'], 'hsbc-advice.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('payment-proof-input'), { target: { files: [slip] } });
    expect(await screen.findByRole('button', { name: 'Remove hsbc-advice.pdf' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Bank reference/), { target: { value: ' HSBC-889201 ' } });
    fireEvent.change(date, { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Your payment has been sent to the firm for confirmation.')).toBeTruthy();
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      proofFileIDs: [PROOF],
      reference: 'HSBC-889201',
      paidDate: '2026-11-24',
    });
    expect(await screen.findByText('Waiting for the firm')).toBeTruthy();
  });

  it('after a rejection: the firm’s note, and the form to submit again', async () => {
    const rejected = toPay({
      payments: [payment({ status: 'REJECTED', decisionNote: 'Only HK$5,000 arrived.' })],
    });
    servePayment({ [BILLING]: () => jsonResponse(200, rejected) });
    renderScreen();
    expect(await screen.findByText('The firm could not confirm your payment')).toBeTruthy();
    expect(screen.getByText(/Their note: Only HK\$5,000 arrived\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeTruthy();
  });

  it('with the invoice voided: says a new one is coming, and offers nothing to pay', async () => {
    servePayment({ [BILLING]: () => jsonResponse(200, billing({ voided: [toPay().invoice!] })) });
    renderScreen();
    expect(await screen.findByText('No invoice to pay at the moment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit payment' })).toBeNull();
  });

  it('offers the card beside the transfer when the firm takes cards, and loads the screen afresh for Stripe', async () => {
    const withCard = toPay();
    servePayment({
      [BILLING]: () => jsonResponse(200, { ...withCard, offer: { ...withCard.offer!, card: true } }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: `/incorporation/payment/${CASE_ID}` });
    try {
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit payment' })).toBeTruthy();
      // This page was not served with Stripe in its policy: "pay by card" loads the screen as a page of its own.
      fireEvent.click(screen.getByRole('button', { name: /^Pay HK\$[\d,.]+ by card$/ }));
      expect(assign).toHaveBeenCalledWith(`/incorporation/payment/${CASE_ID}?pay=card`);
      expect(calls().some((c) => c.url.pathname.endsWith('/card-payments'))).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a card payment started and not yet confirmed by Stripe: says so and still lets the client pay', async () => {
    const card = { provider: 'STRIPE' as const, method: 'CARD' as const, proofs: [], paidDate: null };
    const waiting = toPay({ payments: [payment({ ...card })] });
    servePayment({
      [BILLING]: () => jsonResponse(200, { ...waiting, offer: { ...waiting.offer!, card: true } }),
    });
    renderScreen();
    expect(await screen.findByText('Confirming your card payment')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toBeTruthy();
    expect(screen.queryByText('Waiting for the firm')).toBeNull();
  });

  it('a declined card payment: Stripe’s answer, and the transfer to pay with instead', async () => {
    const card = { provider: 'STRIPE' as const, method: 'CARD' as const, proofs: [], paidDate: null };
    const declined = toPay({
      payments: [payment({ ...card, status: 'REJECTED', decisionNote: 'Your card was declined.' })],
    });
    servePayment({ [BILLING]: () => jsonResponse(200, declined) });
    renderScreen();
    expect(await screen.findByText('Your card payment did not go through')).toBeTruthy();
    expect(screen.getByText(/Stripe's answer: Your card was declined\./)).toBeTruthy();
    // Without cards offered any longer, the transfer remains.
    expect(screen.queryByRole('heading', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeTruthy();
  });
});
