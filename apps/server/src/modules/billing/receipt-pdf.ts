import { formatHKD, type TPaymentMethod } from '@portal/domain';
import type { PdfComposer } from '../documents/pdf/composer.js';
import { billingTitle, renderBillingPdf } from './billing-pdf.js';

/** What a receipt prints: the payment as it settled its invoice. */
export interface TReceiptPdfInput {
  receiptID: string;
  receiptNumber: string;
  issueDate: string;
  invoiceNumber: string;
  caseRef: string;
  firmName: string;
  tcspLicenceNo: string | null;
  receivedFrom: { companyEngName: string | null; companyChiName: string | null; clientName: string | null };
  amountCents: number;
  invoiceTotalCents: number;
  method: TPaymentMethod;
  reference: string;
  paidDate: string | null;
}

const METHOD_LABELS: Record<TPaymentMethod, string> = {
  BANK_TRANSFER: 'Bank transfer or FPS 銀行轉帳或轉數快',
  CARD: 'Card 信用卡',
};

function layout(c: PdfComposer, input: TReceiptPdfInput): void {
  billingTitle(c, 'Official receipt', '正式收據', input);
  c.field('Receipt number', '收據號碼', input.receiptNumber);
  c.field('Date', '日期', input.issueDate);
  c.field('Invoice number', '發票號碼', input.invoiceNumber);
  c.field('Case reference', '案件編號', input.caseRef);
  c.section('', 'Received from', '茲收到');
  c.field(
    'Company',
    '公司',
    [input.receivedFrom.companyEngName, input.receivedFrom.companyChiName].filter(Boolean).join('\n'),
  );
  if (input.receivedFrom.clientName) c.field('Paid by', '付款人', input.receivedFrom.clientName);
  c.section('', 'Payment', '付款');
  c.field('Amount received (HKD)', '已收款項（港元）', formatHKD(input.amountCents));
  c.field('Invoice total (HKD)', '發票總額（港元）', formatHKD(input.invoiceTotalCents));
  c.field('Method', '付款方式', METHOD_LABELS[input.method]);
  c.field('Reference', '參考編號', input.reference);
  if (input.paidDate) c.field('Paid on', '付款日期', input.paidDate);
  c.text(
    `Received with thanks in settlement of invoice ${input.invoiceNumber}. 謹此確認收妥上述款項，用以清付發票 ${input.invoiceNumber}。`,
    { size: 9.5 },
  );
}

/** The receipt as a PDF (A4, English with Chinese), laid out twice like the invoice: fonts cut to what is used. */
export async function renderReceiptPdf(input: TReceiptPdfInput): Promise<Uint8Array> {
  const meta = {
    title: `Receipt ${input.receiptNumber} — ${input.receivedFrom.companyEngName ?? input.receivedFrom.companyChiName ?? ''}`,
    subject: `收據 ${input.receiptNumber} · ${input.invoiceNumber}`,
    keywords: [`portal-receipt:${input.receiptID}`, `invoice:${input.invoiceNumber}`],
  };
  const reference = `${input.firmName} · ${input.receiptNumber}`;
  return renderBillingPdf(meta, reference, (c) => layout(c, input));
}
