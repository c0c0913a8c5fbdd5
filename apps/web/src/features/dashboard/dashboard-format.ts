import type { TFunction } from 'i18next';
import {
  mayWorkOnTask,
  ongoingCasePath,
  taskScreenPath,
  type TDashboardCount,
  type TTask,
} from '@portal/domain';

/** A dashboard figure as the lists show their totals: "10,000+" when more match than were counted. */
export function countText(count: TDashboardCount, language: string): string {
  const number = new Intl.NumberFormat(language).format(count.total);
  return count.totalCapped ? `${number}+` : number;
}

/**
 * Where a dashboard task leads: straight to the screen where it is done when it is this user's to do
 * (one click from acting), else to its case's page.
 */
export function taskWorkPath(task: TTask, userID: string): string {
  return mayWorkOnTask(task, userID) ? taskScreenPath(task) : ongoingCasePath(task.caseID);
}

/** A median time as people say it: "under an hour", hours under two days ("5.5 hours"), else days ("3 days"). */
export function durationText(t: TFunction, number: Intl.NumberFormat, hours: number): string {
  if (hours < 1) return t('dashboard.services.underAnHour');
  if (hours < 48) return t('dashboard.services.hours', { count: hours, value: number.format(hours) });
  const days = hours / 24;
  return t('dashboard.services.days', { count: days, value: number.format(days) });
}
