import type { TLanguage } from '@portal/domain';

/** Ongoing monitoring (issue 20 point 7): a new list version found new possible hits among a company's people. */
export const SCREENING_MAIL_TEMPLATES = ['screeningAlert'] as const;
export type TScreeningMailTemplate = (typeof SCREENING_MAIL_TEMPLATES)[number];

interface TText {
  subject: string;
  paragraphs: string[];
  action?: string;
}

export const SCREENING_MAIL_TEXTS: Record<TScreeningMailTemplate, Record<TLanguage, TText>> = {
  screeningAlert: {
    en: {
      subject: '{companyName}: {hitCount} new screening hit(s) to decide',
      paragraphs: [
        'Hello {name},',
        'The {listName} list of {listDate} was screened against the people of {companyName}. {hitCount} new possible hit(s) need your decision: {people}.',
        'A hit is not a finding: open each one, compare the listed details and record a false positive with its reason, or escalate a possible match.',
      ],
      action: 'Open the screening',
    },
    'zh-HK': {
      subject: '{companyName}：有 {hitCount} 項新的查核相符項目待決定',
      paragraphs: [
        '{name} 你好：',
        '已按 {listDate} 的{listName}名單查核 {companyName} 的相關人士，有 {hitCount} 項新的可能相符項目需要你決定：{people}。',
        '相符項目並非結論：請逐項比對名單資料，記錄誤報及其原因，或將可能相符的項目上報。',
      ],
      action: '打開查核記錄',
    },
    'zh-CN': {
      subject: '{companyName}：有 {hitCount} 项新的筛查相符项目待决定',
      paragraphs: [
        '{name} 你好：',
        '已按 {listDate} 的{listName}名单筛查 {companyName} 的相关人士，有 {hitCount} 项新的可能相符项目需要你决定：{people}。',
        '相符项目并非结论：请逐项比对名单资料，记录误报及其原因，或将可能相符的项目上报。',
      ],
      action: '打开筛查记录',
    },
  },
};
