import { daysBetween } from '../dates.js';
import type { TLanguage } from '../languages.js';
import type { TDeadlineKind } from './deadlines.js';

/**
 * When a deadline's reminder mails go (issue 16, point 6): 60, 30 and 7 days before its due date,
 * and once after it has passed. Each stage is sent once per deadline and recipient; a deadline first
 * seen late (a company taken over 20 days before a due date) gets only the stage it is in.
 */
export const REMINDER_STAGES = ['D60', 'D30', 'D7', 'AFTER'] as const;
export type TReminderStage = (typeof REMINDER_STAGES)[number];

/** The reminder stage a deadline due on `dueDate` is in on `today`, or null when none is. */
export function reminderStage(dueDate: string, today: string): TReminderStage | null {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0) return 'AFTER';
  if (daysLeft <= 7) return 'D7';
  if (daysLeft <= 30) return 'D30';
  if (daysLeft <= 60) return 'D60';
  return null;
}

/** What each deadline is called, in mails, on screens and in calendars. */
export const DEADLINE_NAMES: Readonly<Record<TDeadlineKind, Record<TLanguage, string>>> = {
  NAR1: {
    en: 'Annual return (Form NAR1)',
    'zh-HK': '周年申報表（表格NAR1）',
    'zh-CN': '周年申报表（表格NAR1）',
  },
  ND2A: {
    en: 'Notice of change of director or company secretary (Form ND2A)',
    'zh-HK': '更改公司秘書及董事通知書（表格ND2A）',
    'zh-CN': '更改公司秘书及董事通知书（表格ND2A）',
  },
  ND2B: {
    en: 'Notice of change in particulars of director or company secretary (Form ND2B)',
    'zh-HK': '公司秘書及董事資料更改通知書（表格ND2B）',
    'zh-CN': '公司秘书及董事资料更改通知书（表格ND2B）',
  },
  NR1: {
    en: 'Notice of change of registered office address (Form NR1)',
    'zh-HK': '更改註冊辦事處地址通知書（表格NR1）',
    'zh-CN': '更改注册办事处地址通知书（表格NR1）',
  },
  NNC2: {
    en: 'Notice of change of company name (Form NNC2)',
    'zh-HK': '更改公司名稱通知書（表格NNC2）',
    'zh-CN': '更改公司名称通知书（表格NNC2）',
  },
  NSC1: {
    en: 'Return of allotment (Form NSC1)',
    'zh-HK': '股份配發申報書（表格NSC1）',
    'zh-CN': '股份配发申报书（表格NSC1）',
  },
  BR_RENEWAL: {
    en: 'Renewal of the business registration certificate',
    'zh-HK': '商業登記證續期',
    'zh-CN': '商业登记证续期',
  },
  AGM: { en: 'Annual general meeting', 'zh-HK': '周年成員大會', 'zh-CN': '周年成员大会' },
};
