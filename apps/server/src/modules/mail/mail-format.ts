import type { TLanguage } from '@portal/domain';

/** Dates in mails: Hong Kong time, the spec's YYYY-MM-DD HH:mm, with the zone said. */
export function formatMailDate(date: Date, language: TLanguage): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const zone = language === 'en' ? 'Hong Kong time' : language === 'zh-HK' ? '香港時間' : '香港时间';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${zone})`;
}
