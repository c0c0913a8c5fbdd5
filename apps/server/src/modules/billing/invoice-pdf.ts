import {
  formatHKD,
  invoiceTotals,
  type TInvoiceLineInput,
  type TInvoiceLineKind,
  type TPaymentDetails,
} from '@portal/domain';
import { PdfComposer } from '../documents/pdf/composer.js';

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

const KIND_LABELS: Record<TInvoiceLineKind, string> = {
  GOVERNMENT_FEE: 'Government fee 政府收費',
  SERVICE_FEE: 'Service fee 服務費',
  DISBURSEMENT: 'Disbursement 代支費用',
};

function layout(c: PdfComposer, input: TInvoicePdfInput): void {
  c.title(
    'Invoice',
    '發票',
    `${input.firmName}${input.tcspLicenceNo ? ` · TCSP licence ${input.tcspLicenceNo}` : ''}`,
  );
  c.field('Invoice number', '發票號碼', input.invoiceNumber);
  c.field('Issue date', '發出日期', input.issueDate);
  c.field('Due date', '到期日', input.dueDate);
  c.field('Case reference', '案件編號', input.caseRef);
  c.field('Currency', '貨幣', 'HKD 港元');

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
    ['No. 編號', 'Description 說明', 'Type 類別', 'Amount (HKD) 金額（港元）'],
    input.lines.map((line, i) => [
      String(i + 1),
      line.description,
      KIND_LABELS[line.kind],
      formatHKD(line.amountCents),
    ]),
    [0.08, 0.54, 0.18, 0.2],
  );
  const totals = invoiceTotals(input.lines);
  if (totals.governmentFees > 0) c.field('Government fees', '政府收費', formatHKD(totals.governmentFees));
  if (totals.serviceFees > 0) c.field('Service fees', '服務費', formatHKD(totals.serviceFees));
  if (totals.disbursements > 0) c.field('Disbursements', '代支費用', formatHKD(totals.disbursements));
  c.field('Total due', '應付總額', formatHKD(totals.total));

  c.section('', 'How to pay', '付款方法');
  c.text(
    `Please pay by bank transfer or FPS and quote ${input.invoiceNumber} as the reference, then upload the proof on the payment page of the portal.`,
    { size: 9.5 },
  );
  c.text(
    `請以銀行轉帳或轉數快付款，並以 ${input.invoiceNumber} 作為參考編號，然後在平台的付款頁面上載付款證明。`,
    {
      size: 9.5,
    },
  );
  c.field('Bank', '銀行', input.paymentDetails.bankName);
  c.field('Account name', '戶口名稱', input.paymentDetails.accountName);
  c.field('Account number', '戶口號碼', input.paymentDetails.accountNumber);
  if (input.paymentDetails.fpsId) c.field('FPS identifier', '轉數快識別代號', input.paymentDetails.fpsId);
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
  const measuring = await PdfComposer.create(meta);
  layout(measuring, input);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  layout(composer, input);
  return composer.save(reference);
}
