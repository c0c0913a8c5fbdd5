import type { TLanguage } from '../languages.js';

/**
 * Why Stripe could not return a card refund (its Refund.failure_reason), said in the reader's
 * language: on the invoice screen beside the void credit note, and in the mail to the firm. An
 * unknown or new reason reads as "for a reason Stripe did not give".
 */
const REASONS: Readonly<Record<string, Record<TLanguage, string>>> = {
  expired_or_canceled_card: {
    en: 'the card has expired or been cancelled',
    'zh-HK': '信用卡已過期或已取消',
    'zh-CN': '信用卡已过期或已注销',
  },
  lost_or_stolen_card: {
    en: 'the card was reported lost or stolen',
    'zh-HK': '信用卡已報失或被盜',
    'zh-CN': '信用卡已挂失或被盗',
  },
  declined: {
    en: 'the card issuer declined the refund',
    'zh-HK': '發卡機構拒絕退款',
    'zh-CN': '发卡机构拒绝退款',
  },
  insufficient_funds: {
    en: "the firm's Stripe balance could not cover it",
    'zh-HK': '公司的 Stripe 結餘不足以支付',
    'zh-CN': '公司的 Stripe 余额不足以支付',
  },
  charge_for_pending_refund_disputed: {
    en: 'the client disputed the charge with the bank',
    'zh-HK': '客戶已向銀行就該筆收費提出爭議',
    'zh-CN': '客户已向银行就该笔收费提出争议',
  },
  merchant_request: {
    en: 'the firm cancelled it at Stripe',
    'zh-HK': '公司已在 Stripe 取消退款',
    'zh-CN': '公司已在 Stripe 取消退款',
  },
  canceled: {
    en: 'it was cancelled at Stripe',
    'zh-HK': '退款已在 Stripe 取消',
    'zh-CN': '退款已在 Stripe 取消',
  },
};

const UNKNOWN: Record<TLanguage, string> = {
  en: 'for a reason Stripe did not give',
  'zh-HK': '原因 Stripe 未有說明',
  'zh-CN': '原因 Stripe 未有说明',
};

export function refundFailureText(reason: string | null, language: TLanguage): string {
  return (reason ? REASONS[reason]?.[language] : undefined) ?? UNKNOWN[language];
}
