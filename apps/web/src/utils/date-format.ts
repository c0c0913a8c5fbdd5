import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/zh-cn';
import { DATE_FORMATS, type TLanguage } from '@portal/domain';

const DAYJS_LOCALES = { en: 'en', 'zh-HK': DATE_FORMATS.locale, 'zh-CN': 'zh-cn' } as const satisfies Record<
  TLanguage,
  string
>;

/** The dayjs locale for an interface language: zh-hk for Traditional (spec §9), zh-cn for Simplified. */
export function dayjsLocaleFor(language: TLanguage): string {
  return DAYJS_LOCALES[language];
}

/** Formats a date with the default display format (YYYY-MM-DD HH:mm:ss); '' for a missing or bad date. */
export function formatDisplayDate(value: ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS.display) : '';
}

/** Formats a date as YYYY-MM-DD; '' for a missing or bad date. */
export function formatDate(value: ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS.date) : '';
}

export interface TRecentDateOptions {
  language: TLanguage;
  /** The translated word for "yesterday" (the caller owns translations). */
  yesterday: string;
  /** Reference time; defaults to now. */
  now?: ConfigType;
}

/**
 * Formats a recent date the way message lists do (spec §9): today → HH:mm, yesterday → "yesterday",
 * within the last seven days → weekday name, anything older (or in the future) → YYYY-MM-DD.
 * Days are calendar days in the browser's time zone, not 24-hour spans.
 */
export function formatRecentDate(value: ConfigType, options: TRecentDateOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const today = dayjs(options.now ?? undefined).startOf('day');
  const day = date.startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo === 0) return date.format('HH:mm');
  if (daysAgo === 1) return options.yesterday;
  // Six days back at most: seven days ago would repeat today's weekday name and mislead.
  if (daysAgo > 1 && daysAgo < 7) return date.locale(dayjsLocaleFor(options.language)).format('dddd');
  return date.format(DATE_FORMATS.date);
}
