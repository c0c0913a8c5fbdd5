import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { testUser } from '../../../test/render-with-providers';
import {
  CASE_ID,
  calls,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
  type THandler,
} from '../../tasks/test/task-fixtures';
import { billing, draft, invoice, INVOICE_ID, payment, PAYMENT_ID } from '../test/billing-fixtures';
import InvoiceInfoPage from './InvoiceInfoPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const BILLING = `GET /api/cases/${CASE_ID}/billing`;
const INVOICE_TASK = task({ taskActionKey: 'T_PAYMENT_INVOICE', step: 'MVP_D_D_S' });

function serveInvoice(routes: Record<string, THandler>, tasks = [INVOICE_TASK]) {
  serve({ 'GET /api/tasks': () => jsonResponse(200, list(tasks)), ...routes });
}

function renderScreen(user = KEN) {
  return renderPage(<InvoiceInfoPage routeName="incorporationInvoiceInfo" />, {
    user,
    path: '/incorporation/invoice-info/:caseID',
    route: `/incorporation/invoice-info/${CASE_ID}`,
  });
}

const posts = (suffix: string) =>
  calls().filter((c) => c.method === 'POST' && c.url.pathname.endsWith(suffix));

describe('InvoiceInfoPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends staff without the invoice task to the case page while there is no invoice', async () => {
    serveInvoice({ [BILLING]: () => jsonResponse(200, billing({ draft: draft() })) }, []);
    const { router } = renderScreen();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('starts from the suggested fees, totals exactly as the officer edits, and issues the lines in cents', async () => {
    let issued = false;
    serveInvoice({
      [BILLING]: () =>
        jsonResponse(
          200,
          issued
            ? billing({ invoice: invoice() })
            : billing({
                draft: draft(),
                may: {
                  issue: true,
                  void: false,
                  decide: false,
                  pay: false,
                  editSettings: false,
                  refund: false,
                },
              }),
        ),
      [`POST /api/cases/${CASE_ID}/invoices`]: () => {
        issued = true;
        return jsonResponse(201, invoice());
      },
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 3, name: 'New invoice' })).toBeTruthy();
    expect(screen.getByText('Harbour Tea Limited')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('HK$7,545.00');
    expect(
      screen.getByText("Issued today (2026-11-25), due on 2026-12-09: 14 days' payment terms."),
    ).toBeTruthy();

    // The service fee lowered, a courier added (typed with a comma and one decimal), the BR fee removed.
    fireEvent.change(screen.getByLabelText('Amount of line 3'), { target: { value: '3,500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.change(screen.getByLabelText('Description of line 3'), { target: { value: 'Courier' } });
    fireEvent.change(screen.getByLabelText('Amount of line 3'), { target: { value: '0.1' } });
    expect(screen.getByTestId('invoice-total').textContent).toBe('HK$5,045.60');

    // A wrong amount is named under its field and nothing is sent.
    fireEvent.change(screen.getByLabelText('Amount of line 3'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(
      await screen.findByText('Enter an amount in dollars with up to two decimals, e.g. 1545.00'),
    ).toBeTruthy();
    expect(screen.getByText('Correct the lines marked in red first.')).toBeTruthy();
    expect(posts('/invoices')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Amount of line 3'), { target: { value: '0.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(
      await screen.findByText('Invoice INV-2026-0007 has been issued and the client has been told.'),
    ).toBeTruthy();
    expect(posts('/invoices')[0]?.body).toEqual({
      lines: [
        {
          kind: 'GOVERNMENT_FEE',
          code: 'CR_NNC1_ELECTRONIC',
          description: 'Companies Registry: registration fee',
          amountCents: 154_500,
        },
        { kind: 'SERVICE_FEE', code: 'SERVICE_FEE', description: 'Professional fee', amountCents: 350_050 },
        { kind: 'DISBURSEMENT', code: null, description: 'Courier', amountCents: 10 },
      ],
    });
    // The issued invoice replaces the editor.
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-0007' })).toBeTruthy();
  });

  it('shows the server’s refusal of a line under that line', async () => {
    serveInvoice({
      [BILLING]: () =>
        jsonResponse(
          200,
          billing({
            draft: draft(),
            may: { issue: true, void: false, decide: false, pay: false, editSettings: false, refund: false },
          }),
        ),
      [`POST /api/cases/${CASE_ID}/invoices`]: () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'Line 2: description: is too long',
          field: 'lines.1.description',
          details: [
            { field: 'lines.1.description', reason: 'tooLong', message: 'Line 2: description: is too long' },
          ],
        }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Line 2: description: is too long')).toBeTruthy();
    expect(screen.getByLabelText('Description of line 2').getAttribute('aria-invalid')).toBe('true');
  });

  it('without the firm’s bank details: says what is missing, issues nothing, and lets an administrator set them', async () => {
    const admin = testUser({ userID: KEN.userID, userType: { typeCode: 'SYSTEM_ADMIN' } });
    serveInvoice({
      [BILLING]: () =>
        jsonResponse(
          200,
          billing({
            draft: draft({
              missingDetails: ['bankName', 'accountNumber'],
              paymentDetails: { bankName: '', accountName: 'Harbour', accountNumber: '', fpsId: '' },
            }),
            may: { issue: true, void: false, decide: false, pay: false, editSettings: true, refund: false },
          }),
        ),
      'GET /api/firm/billing-settings': () =>
        jsonResponse(200, {
          firmName: 'Harbour',
          bankName: '',
          accountName: 'Harbour',
          accountNumber: '',
          fpsId: '',
          paymentTermsDays: 14,
          serviceFees: { MVP: 380_000, AR: 250_000, EM: 0, AMENDMENT: 0 },
          updatedBy: null,
          updatedDate: null,
        }),
      'PUT /api/firm/billing-settings': (body) =>
        jsonResponse(200, { ...(body as object), firmName: 'Harbour', updatedBy: null, updatedDate: null }),
    });
    renderScreen(admin);
    expect(
      await screen.findByText(/The firm's payment details are not complete \(Bank, Account number\)/),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Issue invoice' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing settings' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/^Bank name/), { target: { value: 'HSBC' } });
    fireEvent.change(within(dialog).getByLabelText(/^Account number/), {
      target: { value: '004-123-456789-001' },
    });
    fireEvent.change(within(dialog).getByLabelText('Annual renewal'), { target: { value: '2,600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The billing settings have been saved.')).toBeTruthy();
    const put = calls().find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      bankName: 'HSBC',
      accountName: 'Harbour',
      accountNumber: '004-123-456789-001',
      fpsId: '',
      paymentTermsDays: 14,
      serviceFees: { MVP: 380_000, AR: 260_000, EM: 0, AMENDMENT: 0 },
    });
  });

  it('after the invoice: any colleague reads it; the officer confirms a payment or rejects it with a note', async () => {
    const pending = billing({
      invoice: invoice({ payments: [payment()] }),
      may: { issue: false, void: false, decide: true, pay: false, editSettings: false, refund: false },
    });
    serveInvoice(
      {
        [BILLING]: () => jsonResponse(200, pending),
        [`POST /api/payments/${PAYMENT_ID}/confirm`]: () =>
          jsonResponse(200, payment({ status: 'CONFIRMED' })),
        [`POST /api/payments/${PAYMENT_ID}/reject`]: () => jsonResponse(200, payment({ status: 'REJECTED' })),
      },
      // Not the task holder any more: the invoice keeps the screen open.
      [],
    );
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-0007' })).toBeTruthy();
    expect(screen.getByText('HK$7,545.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lines of invoice INV-2026-0007' })).toBeTruthy();
    expect(screen.getByText('HK$7,545.00 · reference HSBC-889201')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview transfer.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this payment' });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(
      await within(reject).findByText('Say what is wrong, so the client can put it right.'),
    ).toBeTruthy();
    expect(posts('/reject')).toEqual([]);
    fireEvent.change(within(reject).getByLabelText(/What is wrong/), {
      target: { value: 'Only HK$5,000 arrived.' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The payment has been rejected and the client has been told.'),
    ).toBeTruthy();
    expect(posts('/reject')[0]?.body).toEqual({ note: 'Only HK$5,000 arrived.' });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm receipt of HK$7,545.00' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm receipt' }));
    expect(
      await screen.findByText('Receipt confirmed: the invoice is paid and the case moves on.'),
    ).toBeTruthy();
    expect(posts('/confirm')[0]?.body).toEqual({});
  });

  it('lists a settled payment’s receipt and its refunds with their credit notes', async () => {
    const pdf = (name: string) => ({
      fileID: crypto.randomUUID(),
      fileName: name,
      fileSize: 4096,
      fileType: 'application/pdf',
    });
    serveInvoice(
      {
        [BILLING]: () =>
          jsonResponse(
            200,
            billing({
              invoice: invoice({
                status: 'PAID',
                payments: [
                  payment({
                    status: 'CONFIRMED',
                    provider: 'STRIPE',
                    method: 'CARD',
                    paidDate: null,
                    proofs: [],
                    decidedDate: '2026-11-27T02:00:00.000Z',
                    receipt: {
                      receiptNumber: 'RCT-2026-0003',
                      issueDate: '2026-11-27',
                      pdf: pdf('RCT-2026-0003.pdf'),
                    },
                    refunds: [
                      {
                        creditNoteNumber: 'CN-2026-0001',
                        amountCents: 220_000,
                        reason: 'Business registration not needed',
                        method: 'CARD',
                        issueDate: '2026-11-28',
                        pdf: pdf('CN-2026-0001.pdf'),
                        status: 'SUCCEEDED',
                        failureReason: null,
                      },
                      {
                        creditNoteNumber: 'CN-2026-0002',
                        amountCents: 100_000,
                        reason: 'Courier not needed',
                        method: 'CARD',
                        issueDate: '2026-11-28',
                        pdf: pdf('CN-2026-0002.pdf'),
                        status: 'FAILED',
                        failureReason: 'lost_or_stolen_card',
                      },
                      {
                        creditNoteNumber: 'CN-2026-0003',
                        amountCents: 50_000,
                        reason: 'Disbursement waived',
                        method: 'CARD',
                        issueDate: '2026-11-29',
                        pdf: pdf('CN-2026-0003.pdf'),
                        status: 'PENDING',
                        failureReason: null,
                      },
                    ],
                    refundableCents: 484_500,
                  }),
                ],
              }),
              may: {
                issue: false,
                void: false,
                decide: true,
                pay: false,
                editSettings: false,
                refund: false,
              },
            }),
          ),
      },
      [],
    );
    renderScreen();
    expect(await screen.findByText('Receipt RCT-2026-0003 of 2026-11-27')).toBeTruthy();
    // Paid by card: Stripe decided it, not someone at the firm, and no transfer date is asked for.
    expect(screen.getByText(/^Card payment through Stripe, started by Alice Leung on /)).toBeTruthy();
    expect(screen.getByText(/^Stripe confirmed the payment on /)).toBeTruthy();
    expect(screen.queryByText(/^Paid on|^Decided by/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download RCT-2026-0003.pdf' })).toBeTruthy();
    expect(
      screen.getByText(
        'Credit note CN-2026-0001: HK$2,200.00 refunded to the card on 2026-11-28 — Business registration not needed',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CN-2026-0001.pdf' })).toBeTruthy();
    // Stripe failed the second refund: its note is void and says why; the third is still on its way.
    expect(
      screen.getByText(
        'Refund failed: the card was reported lost or stolen. Nothing went back to the card; this credit note is void and the amount can be refunded again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Stripe is returning it to the card.')).toBeTruthy();
    expect(screen.getAllByText(/Stripe is returning|Refund failed/)).toHaveLength(2);
  });

  it('voids with a reason', async () => {
    serveInvoice(
      {
        [BILLING]: () =>
          jsonResponse(
            200,
            billing({
              invoice: invoice(),
              may: {
                issue: false,
                void: true,
                decide: false,
                pay: false,
                editSettings: false,
                refund: false,
              },
            }),
          ),
        [`POST /api/invoices/${INVOICE_ID}/void`]: () => jsonResponse(200, invoice({ status: 'VOID' })),
      },
      [],
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-0007' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Give the reason for voiding the invoice.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong service fee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(
      await screen.findByText('Invoice INV-2026-0007 is void. Issue the new invoice below.'),
    ).toBeTruthy();
    expect(posts('/void')[0]?.body).toEqual({ reason: 'Wrong service fee' });
  });

  it('refunds part of a received card payment: never more than is left, with the reason for the credit note', async () => {
    const received = payment({
      provider: 'STRIPE',
      method: 'CARD',
      reference: 'INV-2026-0007',
      proofs: [],
      paidDate: null,
      status: 'CONFIRMED',
      amountCents: 754_500,
      refundableCents: 754_500,
    });
    const refund = vi.fn<THandler>(() =>
      jsonResponse(
        201,
        payment({
          ...received,
          refundableCents: 654_500,
          refunds: [
            {
              creditNoteNumber: 'CN-2026-0004',
              issueDate: '2026-11-27',
              amountCents: 100_000,
              method: 'CARD',
              reason: 'Courier not needed',
              status: 'SUCCEEDED',
              failureReason: null,
              pdf: {
                fileID: 'f0000000-0000-4000-8000-000000000099',
                fileName: 'CN-2026-0004.pdf',
                fileSize: 900,
                fileType: 'application/pdf',
              },
            },
          ],
        }),
      ),
    );
    serveInvoice(
      {
        [BILLING]: () =>
          jsonResponse(
            200,
            billing({
              invoice: invoice({ status: 'PAID', payments: [received] }),
              may: {
                issue: false,
                void: false,
                decide: false,
                pay: false,
                editSettings: false,
                refund: true,
              },
            }),
          ),
        [`POST /api/payments/${PAYMENT_ID}/refunds`]: refund,
      },
      [],
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund payment INV-2026-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment INV-2026-0007' });
    expect(within(dialog).getByText(/The refund goes back to the card through Stripe/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    expect((amount as HTMLInputElement).value).toBe('7,545.00');
    fireEvent.change(amount, { target: { value: '7,545.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('No more than HK$7,545.00 is left to refund.')).toBeTruthy();
    expect(within(dialog).getByText('Say why the money is refunded.')).toBeTruthy();
    expect(refund).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '1,000' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Courier not needed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('HK$1,000.00 refunded; credit note CN-2026-0004 issued.')).toBeTruthy();
    expect(posts('/refunds')[0]?.body).toEqual({ amountCents: 100_000, reason: 'Courier not needed' });
  });

  it('offers no refund to staff who may not, nor for a payment not received', async () => {
    serveInvoice(
      {
        [BILLING]: () =>
          jsonResponse(
            200,
            billing({
              invoice: invoice({ payments: [payment({ status: 'SUBMITTED', refundableCents: 0 })] }),
              may: { issue: false, void: false, decide: true, pay: false, editSettings: false, refund: true },
            }),
          ),
      },
      [],
    );
    renderScreen();
    await screen.findByRole('button', { name: 'Confirm receipt' });
    expect(screen.queryByRole('button', { name: /^Refund payment/ })).toBeNull();
  });
});
