import {
  formatHKD,
  invoiceTotals,
  type TInvoiceLineInput,
  type TInvoiceLineKind,
  type TPaymentDetails,
} from '@portal/domain';
import { PAGE, type PdfComposer } from '../documents/pdf/composer.js';
import { billingTitle, renderBillingPdf } from './billing-pdf.js';

/** What an invoice PDF prints: everything as issued, nothing read again later. */
export interface TInvoicePdfInput {
  invoiceID: string;
  invoiceNumber: string;
  caseRef: string;
  issueDate: string;
  dueDate: string;
  firmName: string;
  tcspLicenceNo: string | null;
  billTo: {
    companyEngName: string | null;
    companyChiName: string | null;
    clientName: string | null;
    clientEmail: string | null;
  };
  lines: readonly TInvoiceLineInput[];
  paymentDetails: TPaymentDetails;
  notes: string;
}

/** Heights as the composer lays them out (composer.ts: a section's band, a text's lines, a field's rows). */
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 190;
const SECTION_HEIGHT = 40;
const textHeight = (c: PdfComposer, text: string, size: number) =>
  c.wrap(text, size, CONTENT_WIDTH).length * size * 1.45 + 4;
const fieldHeight = (c: PdfComposer, en: string, zh: string, value: string) =>
  Math.max(
    c.wrap(`${en} ${zh}`, 8.5, LABEL_WIDTH - 8).length * 8.5 * 1.4,
    c.wrap(value || '—', 9.5, CONTENT_WIDTH - LABEL_WIDTH).length * 9.5 * 1.45,
  ) + 4;

const KIND_LABELS: Record<TInvoiceLineKind, string> = {
  GOVERNMENT_FEE: 'Government fee 政府收費',
  SERVICE_FEE: 'Service fee 服務費',
  DISBURSEMENT: 'Disbursement 代支費用',
};

function layout(c: PdfComposer, input: TInvoicePdfInput): void {
  billingTitle(c, 'Invoice', '發票', input);
  c.field('Invoice number', '發票號碼', input.invoiceNumber);
  c.field('Issue date', '發出日期', input.issueDate);
  c.field('Due date', '到期日', input.dueDate);
  c.field('Case reference', '案件編號', input.caseRef);

  c.section('', 'Bill to', '致');
  c.field(
    'Company',
    '公司',
    [input.billTo.companyEngName, input.billTo.companyChiName].filter(Boolean).join('\n'),
  );
  c.field(
    'Attention',
    '收件人',
    [input.billTo.clientName, input.billTo.clientEmail].filter(Boolean).join('\n'),
  );

  c.section('', 'Particulars', '項目');
  c.table(
    ['#', 'Description 說明', 'Type 類別', 'Amount 金額'],
    input.lines.map((line, i) => [
      String(i + 1),
      line.description,
      KIND_LABELS[line.kind],
      formatHKD(line.amountCents),
    ]),
    [0.06, 0.56, 0.18, 0.2],
  );
  // One total: the lines show what each kind is (the screens add subtotals), so a usual invoice fits a page.
  const totals = invoiceTotals(input.lines);
  c.field('Total due (HKD)', '應付總額（港元）', formatHKD(totals.total));

  // Where to pay stays on one page: moved whole to the next one rather than split.
  const instructions: [string, number][] = [
    [
      `Please pay by bank transfer or FPS and quote ${input.invoiceNumber} as the reference, then upload the proof on the payment page of the portal.`,
      9.5,
    ],
    [
      `請以銀行轉帳或轉數快付款，並以 ${input.invoiceNumber} 作為參考編號，然後在平台的付款頁面上載付款證明。`,
      9.5,
    ],
  ];
  const bank: [string, string, string][] = [
    ['Bank', '銀行', input.paymentDetails.bankName],
    ['Account name', '戶口名稱', input.paymentDetails.accountName],
    ['Account number', '戶口號碼', input.paymentDetails.accountNumber],
    ...(input.paymentDetails.fpsId
      ? ([['FPS identifier', '轉數快識別代號', input.paymentDetails.fpsId]] as [string, string, string][])
      : []),
  ];
  c.ensure(
    SECTION_HEIGHT +
      instructions.reduce((sum, [text, size]) => sum + textHeight(c, text, size), 0) +
      bank.reduce((sum, [en, zh, value]) => sum + fieldHeight(c, en, zh, value), 0),
  );
  c.section('', 'How to pay', '付款方法');
  for (const [text, size] of instructions) c.text(text, { size });
  for (const [en, zh, value] of bank) c.field(en, zh, value);
  if (input.notes.trim()) {
    c.section('', 'Notes', '附註');
    c.text(input.notes, { size: 9.5 });
  }
}

/**
 * The invoice as a PDF (A4, English with Chinese, names as they are written), laid out by the
 * documents module's composer: once to learn the characters used, then with fonts cut down to them.
 */
export async function renderInvoicePdf(input: TInvoicePdfInput): Promise<Uint8Array> {
  const meta = {
    title: `Invoice ${input.invoiceNumber} — ${input.billTo.companyEngName ?? input.billTo.companyChiName ?? ''}`,
    subject: `發票 ${input.invoiceNumber} · ${input.caseRef}`,
    keywords: [`portal-invoice:${input.invoiceID}`, `case:${input.caseRef}`],
  };
  const reference = `${input.firmName} · ${input.invoiceNumber}`;
  return renderBillingPdf(meta, reference, (c) => layout(c, input));
}
