import { addMonths } from '../dates.js';
import type { TLanguage } from '../languages.js';
import type { TRiskRating } from './risk-rating.js';

/**
 * How long a due-diligence record or risk assessment stays current for a company's later cases (an
 * annual renewal refreshes them, issue 16 point 5): the firm's refresh period in months, shorter for a
 * company rated high risk. A record younger than the period is carried forward with a note; an older
 * one is done again.
 */

export interface TRefreshSettings {
  months: number;
  monthsHighRisk: number;
}

/** The period that applies to a company whose latest rating is `rating`. */
export function refreshMonths(settings: TRefreshSettings, rating: TRiskRating | null): number {
  return rating === 'HIGH' ? Math.min(settings.monthsHighRisk, settings.months) : settings.months;
}

/** The last day a record made on `recordDate` may still be carried forward. */
export function currentUntil(recordDate: string, months: number): string {
  return addMonths(recordDate, months);
}

/** The record (made on `recordDate`) is younger than the period on `today`. */
export function isStillCurrent(recordDate: string, months: number, today: string): boolean {
  return today <= currentUntil(recordDate, months);
}

/** The note a carried-forward record keeps, in the language of the officer who carried it. */
export function carriedForwardNote(
  language: TLanguage,
  from: { recordDate: string; caseRef: string; currentUntil: string; months: number },
): string {
  const { recordDate, caseRef, currentUntil: until, months } = from;
  if (language === 'zh-HK')
    return `沿用 ${recordDate} 的紀錄（${caseRef}）：在公司 ${months} 個月的更新期內，有效至 ${until}。`;
  if (language === 'zh-CN')
    return `沿用 ${recordDate} 的记录（${caseRef}）：在公司 ${months} 个月的更新期内，有效至 ${until}。`;
  return `Carried forward from the record of ${recordDate} (${caseRef}): within the firm's refresh period of ${months} months, current until ${until}.`;
}
