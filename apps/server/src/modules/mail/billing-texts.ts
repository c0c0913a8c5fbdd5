import type { TLanguage } from '@portal/domain';

/**
 * The billing mails (issue 8 point 6): to the client when an invoice is issued and when its payment is
 * decided, to the officer when proof arrives; to the firm's staff when Stripe fails a card refund.
 */
export const BILLING_MAIL_TEMPLATES = [
  'invoiceIssued',
  'paymentSubmitted',
  'paymentConfirmed',
  'paymentRejected',
  'refundFailed',
] as const;
export type TBillingMailTemplate = (typeof BILLING_MAIL_TEMPLATES)[number];

interface TText {
  subject: string;
  paragraphs: string[];
  action?: string;
}

export const BILLING_MAIL_TEXTS: Record<TBillingMailTemplate, Record<TLanguage, TText>> = {
  invoiceIssued: {
    en: {
      subject: 'Invoice {invoiceNumber} for {companyName}: {amount}',
      paragraphs: [
        'Hello {name},',
        '{firmName} has issued invoice {invoiceNumber} for {companyName}: {amount}, due on {dueDate}.',
        'The payment page shows the invoice, its PDF and the bank details. After paying, upload the proof there with the bank reference; the case moves on once the firm confirms receipt.',
      ],
      action: 'Pay the invoice',
    },
    'zh-HK': {
      subject: '{companyName} 的發票 {invoiceNumber}：{amount}',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已為 {companyName} 發出發票 {invoiceNumber}，金額 {amount}，到期日為 {dueDate}。',
        '付款頁面載有發票、其 PDF 檔案及銀行資料。付款後，請在該頁上載付款證明並填寫銀行參考編號；公司確認收款後，案件便會繼續進行。',
      ],
      action: '繳付發票',
    },
    'zh-CN': {
      subject: '{companyName} 的发票 {invoiceNumber}：{amount}',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已为 {companyName} 开具发票 {invoiceNumber}，金额 {amount}，到期日为 {dueDate}。',
        '付款页面载有发票、其 PDF 文件及银行资料。付款后，请在该页上传付款证明并填写银行参考编号；公司确认收款后，案件便会继续进行。',
      ],
      action: '支付发票',
    },
  },
  paymentSubmitted: {
    en: {
      subject: 'Payment proof for {invoiceNumber} ({companyName})',
      paragraphs: [
        'Hello {name},',
        '{clientName} has sent proof of payment for invoice {invoiceNumber} of {companyName} ({amount}), bank reference {reference}.',
        'Check the receipt in the bank account, then confirm it or reject it with a note.',
      ],
      action: 'Review the payment',
    },
    'zh-HK': {
      subject: '{invoiceNumber} 的付款證明（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{clientName} 已就 {companyName} 的發票 {invoiceNumber}（{amount}）提交付款證明，銀行參考編號為 {reference}。',
        '請核對銀行戶口是否已收款，然後確認收款，或附上備註拒絕。',
      ],
      action: '查看付款',
    },
    'zh-CN': {
      subject: '{invoiceNumber} 的付款证明（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{clientName} 已就 {companyName} 的发票 {invoiceNumber}（{amount}）提交付款证明，银行参考编号为 {reference}。',
        '请核对银行账户是否已收款，然后确认收款，或附上备注拒绝。',
      ],
      action: '查看付款',
    },
  },
  paymentConfirmed: {
    en: {
      subject: 'Payment received: {invoiceNumber} ({companyName})',
      paragraphs: [
        'Hello {name},',
        '{firmName} has confirmed receipt of {amount} for invoice {invoiceNumber} of {companyName}. Thank you.',
        'The case now goes on to signing the documents.',
      ],
      action: 'Open the case',
    },
    'zh-HK': {
      subject: '已收款：{invoiceNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已確認收到 {companyName} 的發票 {invoiceNumber} 款項 {amount}。謝謝。',
        '案件現會進入文件簽署步驟。',
      ],
      action: '打開案件',
    },
    'zh-CN': {
      subject: '已收款：{invoiceNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已确认收到 {companyName} 的发票 {invoiceNumber} 款项 {amount}。谢谢。',
        '案件现在进入文件签署步骤。',
      ],
      action: '打开案件',
    },
  },
  paymentRejected: {
    en: {
      subject: 'Payment not confirmed: {invoiceNumber} ({companyName})',
      paragraphs: [
        'Hello {name},',
        '{firmName} could not confirm your payment for invoice {invoiceNumber} of {companyName}.',
        'Their note: {note}',
        'Please check the payment and submit it again on the payment page.',
      ],
      action: 'Open the payment page',
    },
    'zh-HK': {
      subject: '付款未能確認：{invoiceNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 未能確認你就 {companyName} 的發票 {invoiceNumber} 所作的付款。',
        '備註：{note}',
        '請核對付款，並在付款頁面重新提交。',
      ],
      action: '打開付款頁面',
    },
    'zh-CN': {
      subject: '付款未能确认：{invoiceNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 未能确认你就 {companyName} 的发票 {invoiceNumber} 所作的付款。',
        '备注：{note}',
        '请核对付款，并在付款页面重新提交。',
      ],
      action: '打开付款页面',
    },
  },
  refundFailed: {
    en: {
      subject: 'Refund failed: credit note {creditNoteNumber} ({companyName})',
      paragraphs: [
        'Hello {name},',
        'Stripe reports that the refund of {amount} for invoice {invoiceNumber} of {companyName} did not reach the card: {reason}.',
        'Credit note {creditNoteNumber} is now void and the amount counts as not refunded. Pay the client back another way (for example by bank transfer) and record it as a new refund on the invoice.',
      ],
      action: 'Open the invoice',
    },
    'zh-HK': {
      subject: '退款失敗：貸項通知單 {creditNoteNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        'Stripe 通知，{companyName} 的發票 {invoiceNumber} 退款 {amount} 未能退回信用卡：{reason}。',
        '貸項通知單 {creditNoteNumber} 現已作廢，該款項視為未退款。請以其他方式（例如銀行轉賬）向客戶退款，並在發票上記錄為新的退款。',
      ],
      action: '打開發票',
    },
    'zh-CN': {
      subject: '退款失败：贷项通知单 {creditNoteNumber}（{companyName}）',
      paragraphs: [
        '{name} 你好：',
        'Stripe 通知，{companyName} 的发票 {invoiceNumber} 退款 {amount} 未能退回信用卡：{reason}。',
        '贷项通知单 {creditNoteNumber} 现已作废，该款项视为未退款。请以其他方式（例如银行转账）向客户退款，并在发票上记录为新的退款。',
      ],
      action: '打开发票',
    },
  },
};
