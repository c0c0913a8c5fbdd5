import type { TLanguage } from '@portal/domain';

/** Reminders of a company's statutory deadlines (issue 16, point 6): before the due date and the day after it. */
export const DEADLINE_MAIL_TEMPLATES = ['deadlineReminder', 'deadlineMissed'] as const;
export type TDeadlineMailTemplate = (typeof DEADLINE_MAIL_TEMPLATES)[number];

interface TText {
  subject: string;
  paragraphs: string[];
  action?: string;
}

export const DEADLINE_MAIL_TEXTS: Record<TDeadlineMailTemplate, Record<TLanguage, TText>> = {
  deadlineReminder: {
    en: {
      subject: '{companyName}: {deadlineName} due on {dueDate} ({daysLeft} days)',
      paragraphs: [
        'Hello {name},',
        '{deadlineName} of {companyName} is due on {dueDate}, in {daysLeft} days{about}.',
        '{feeNote}',
        'Where this comes from: {source}',
      ],
      action: 'Open the company',
    },
    'zh-HK': {
      subject: '{companyName}：{deadlineName}須於 {dueDate} 前完成（尚餘 {daysLeft} 日）',
      paragraphs: [
        '{name} 你好：',
        '{companyName} 的{deadlineName}須於 {dueDate} 前完成，尚餘 {daysLeft} 日{about}。',
        '{feeNote}',
        '法律依據：{source}',
      ],
      action: '打開公司資料',
    },
    'zh-CN': {
      subject: '{companyName}：{deadlineName}须于 {dueDate} 前完成（尚余 {daysLeft} 天）',
      paragraphs: [
        '{name} 你好：',
        '{companyName} 的{deadlineName}须于 {dueDate} 前完成，尚余 {daysLeft} 天{about}。',
        '{feeNote}',
        '法律依据：{source}',
      ],
      action: '打开公司资料',
    },
  },
  deadlineMissed: {
    en: {
      subject: '{companyName}: {deadlineName} was due on {dueDate} and is now overdue',
      paragraphs: [
        'Hello {name},',
        '{deadlineName} of {companyName} was due on {dueDate}{about} and has not been recorded as done.',
        '{feeNote}',
        'Where this comes from: {source}',
      ],
      action: 'Open the company',
    },
    'zh-HK': {
      subject: '{companyName}：{deadlineName}已於 {dueDate} 到期，現已逾期',
      paragraphs: [
        '{name} 你好：',
        '{companyName} 的{deadlineName}已於 {dueDate} 到期{about}，但尚未記錄為已完成。',
        '{feeNote}',
        '法律依據：{source}',
      ],
      action: '打開公司資料',
    },
    'zh-CN': {
      subject: '{companyName}：{deadlineName}已于 {dueDate} 到期，现已逾期',
      paragraphs: [
        '{name} 你好：',
        '{companyName} 的{deadlineName}已于 {dueDate} 到期{about}，但尚未记录为已完成。',
        '{feeNote}',
        '法律依据：{source}',
      ],
      action: '打开公司资料',
    },
  },
};
