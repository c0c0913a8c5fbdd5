import { formatHKD } from '@portal/domain';
import type { PdfComposer } from '../documents/pdf/composer.js';
import { billingTitle, renderBillingPdf } from './billing-pdf.js';

/** What a credit note prints: the refund as it was made, against its invoice and payment. */
export interface TCreditNotePdfInput {
  creditNoteID: string;
  creditNoteNumber: string;
  issueDate: string;
  invoiceNumber: string;
  receiptNumber: string | null;
  caseRef: string;
  firmName: string;
  tcspLicenceNo: string | null;
  issuedTo: { companyEngName: string | null; companyChiName: string | null; clientName: string | null };
  amountCents: number;
  paymentCents: number;
  refundedBeforeCents: number;
  reason: string;
  method: 'CARD' | 'RECORDED';
}

function layout(c: PdfComposer, input: TCreditNotePdfInput): void {
  billingTitle(c, 'Credit note', '貸項通知單', input);
  c.field('Credit note number', '貸項通知單號碼', input.creditNoteNumber);
  c.field('Date', '日期', input.issueDate);
  c.field('Invoice number', '發票號碼', input.invoiceNumber);
  if (input.receiptNumber) c.field('Receipt number', '收據號碼', input.receiptNumber);
  c.field('Case reference', '案件編號', input.caseRef);
  c.section('', 'Issued to', '致');
  c.field(
    'Company',
    '公司',
    [input.issuedTo.companyEngName, input.issuedTo.companyChiName].filter(Boolean).join('\n'),
  );
  if (input.issuedTo.clientName) c.field('Attention', '收件人', input.issuedTo.clientName);
  c.section('', 'Refund', '退款');
  c.field('Amount credited (HKD)', '退還金額（港元）', formatHKD(input.amountCents));
  c.field('Payment received (HKD)', '原收款項（港元）', formatHKD(input.paymentCents));
  c.field('Refunded before (HKD)', '此前已退還（港元）', formatHKD(input.refundedBeforeCents));
  c.field(
    'Left of the payment (HKD)',
    '付款餘額（港元）',
    formatHKD(input.paymentCents - input.refundedBeforeCents - input.amountCents),
  );
  c.field(
    'Refunded by',
    '退款方式',
    input.method === 'CARD' ? 'To the card paid with 退回原信用卡' : 'Paid back by the firm 由公司另行退還',
  );
  c.field('Reason', '原因', input.reason);
}

/** The credit note as a PDF (A4, English with Chinese), laid out twice: fonts cut to what is used. */
export async function renderCreditNotePdf(input: TCreditNotePdfInput): Promise<Uint8Array> {
  const meta = {
    title: `Credit note ${input.creditNoteNumber} — ${input.issuedTo.companyEngName ?? input.issuedTo.companyChiName ?? ''}`,
    subject: `貸項通知單 ${input.creditNoteNumber} · ${input.invoiceNumber}`,
    keywords: [`portal-credit-note:${input.creditNoteID}`, `invoice:${input.invoiceNumber}`],
  };
  const reference = `${input.firmName} · ${input.creditNoteNumber}`;
  return renderBillingPdf(meta, reference, (c) => layout(c, input));
}
