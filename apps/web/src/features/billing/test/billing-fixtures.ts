import type { TCaseBilling, TInvoice, TInvoiceDraft, TPayment } from '@portal/domain';
import { ALICE, CASE_ID, KEN } from '../../tasks/test/task-fixtures';

/** Test data of the billing screens: a Harbour incorporation, its draft, invoice and payments. */

export const INVOICE_ID = 'b0000000-0000-4000-8000-000000000001';
export const PAYMENT_ID = 'f0000000-0000-4000-8000-000000000001';
export const PDF_ID = 'e0000000-0000-4000-8000-000000000001';
export const PROOF_ID = 'e0000000-0000-4000-8000-000000000002';

export const DETAILS = {
  bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
  accountName: 'Harbour Corporate Services Limited',
  accountNumber: '004-123-456789-001',
  fpsId: '1234567',
};

export function draft(overrides: Partial<TInvoiceDraft> = {}): TInvoiceDraft {
  return {
    suggestedLines: [
      {
        kind: 'GOVERNMENT_FEE',
        code: 'CR_NNC1_ELECTRONIC',
        description: 'Companies Registry: registration fee',
        amountCents: 154_500,
      },
      {
        kind: 'GOVERNMENT_FEE',
        code: 'IRD_BR_FEE_1Y',
        description: 'Business registration fee',
        amountCents: 220_000,
      },
      { kind: 'SERVICE_FEE', code: 'SERVICE_FEE', description: 'Professional fee', amountCents: 380_000 },
    ],
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    paymentTermsDays: 14,
    paymentDetails: DETAILS,
    missingDetails: [],
    returnDate: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    paymentID: PAYMENT_ID,
    invoiceID: INVOICE_ID,
    provider: 'OFFLINE',
    method: 'BANK_TRANSFER',
    amountCents: 754_500,
    reference: 'HSBC-889201',
    paidDate: '2026-11-25',
    proofs: [{ fileID: PROOF_ID, fileName: 'transfer.pdf', fileSize: 2048, fileType: 'application/pdf' }],
    status: 'SUBMITTED',
    submittedBy: { userID: ALICE.userID, name: 'Alice Leung' },
    submittedDate: '2026-11-25T03:00:00.000Z',
    decidedBy: null,
    decidedDate: null,
    decisionNote: null,
    receipt: null,
    refunds: [],
    refundableCents: 0,
    ...overrides,
  };
}

export function invoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    invoiceID: INVOICE_ID,
    caseID: CASE_ID,
    invoiceNumber: 'INV-2026-0007',
    status: 'ISSUED',
    currency: 'HKD',
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    totalCents: 754_500,
    lines: [
      {
        position: 1,
        kind: 'GOVERNMENT_FEE',
        code: 'CR_NNC1_ELECTRONIC',
        description: 'Registration fee',
        amountCents: 154_500,
      },
      {
        position: 2,
        kind: 'GOVERNMENT_FEE',
        code: 'IRD_BR_FEE_1Y',
        description: 'Business registration fee',
        amountCents: 220_000,
      },
      {
        position: 3,
        kind: 'SERVICE_FEE',
        code: 'SERVICE_FEE',
        description: 'Professional fee',
        amountCents: 380_000,
      },
    ],
    firmName: 'Harbour Corporate Services Ltd',
    billTo: {
      companyEngName: 'Harbour Tea Limited',
      companyChiName: '海港茶葉有限公司',
      clientName: 'Alice Leung',
      clientEmail: 'alice@example.hk',
    },
    paymentDetails: DETAILS,
    notes: '',
    pdf: { fileID: PDF_ID, fileName: 'INV-2026-0007.pdf', fileSize: 40_000, fileType: 'application/pdf' },
    issuedBy: { userID: KEN.userID, name: 'Ken Lau' },
    issuedDate: '2026-11-25T02:00:00.000Z',
    paidDate: null,
    voidReason: null,
    voidedBy: null,
    voidedDate: null,
    payments: [],
    ...overrides,
  };
}

const NOBODY = { issue: false, void: false, decide: false, pay: false, editSettings: false, refund: false };

export function billing(overrides: Partial<TCaseBilling> = {}): TCaseBilling {
  return {
    caseID: CASE_ID,
    caseRef: 'MVP-2026-0001',
    caseType: 'MVP',
    caseStatus: 'OPEN',
    step: 'MVP_D_D_S',
    firmName: 'Harbour Corporate Services Ltd',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    invoice: null,
    voided: [],
    draft: null,
    offer: null,
    may: NOBODY,
    ...overrides,
  };
}

/** The billing the client sees while the invoice is to be paid. */
export function toPay(overrides: Partial<TInvoice> = {}): TCaseBilling {
  const issued = invoice(overrides);
  return billing({
    invoice: issued,
    offer: {
      provider: 'OFFLINE',
      method: 'BANK_TRANSFER',
      amountCents: issued.totalCents,
      reference: issued.invoiceNumber,
      dueDate: issued.dueDate,
      bankTransfer: DETAILS,
      card: false,
    },
    may: { ...NOBODY, pay: true },
  });
}
