import dayjs from 'dayjs';
import type { TLanguage } from '@portal/domain';
import { formatRecentDate } from '../../utils/date-format';

export interface TMessageTimeOptions {
  language: TLanguage;
  /** The translated 'yesterday'. */
  yesterday: string;
  now?: Date | string | number;
}

/** The conversation list's label (spec §9): HH:mm today, 'yesterday', a weekday, else YYYY-MM-DD. */
export function formatListTime(value: string, options: TMessageTimeOptions): string {
  return formatRecentDate(value, options);
}

/**
 * A message's own time: HH:mm today; before today the same recent-date label followed by the time,
 * so that two messages of one day can still be told apart.
 */
export function formatMessageTime(value: string, options: TMessageTimeOptions): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const day = formatRecentDate(value, options);
  const time = date.format('HH:mm');
  return day === time ? time : `${day} ${time}`;
}

/** Initials for an avatar: first letters of the English first and last names, '?' when none. */
export function initialsOf(person: { engFirstName?: string; engLastName?: string; name?: string }): string {
  const parts =
    person.engFirstName !== undefined || person.engLastName !== undefined
      ? [person.engFirstName ?? '', person.engLastName ?? '']
      : (person.name ?? '').trim().split(/\s+/);
  const letters = parts
    .filter(Boolean)
    .map((part) => Array.from(part)[0] ?? '')
    .join('');
  const initials = parts.length > 2 ? `${letters.charAt(0)}${letters.charAt(letters.length - 1)}` : letters;
  return initials.toUpperCase() || '?';
}

/** A person's display name: English first and last name. */
export function personNameOf(person: { engFirstName: string; engLastName: string }): string {
  return `${person.engFirstName} ${person.engLastName}`.trim();
}

/** One line of a message for the conversation list: line breaks as spaces. */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An id for a send, so a retried one is stored once (ZSendMessageRequest: 8–64 of [A-Za-z0-9_-]). */
export function newClientMessageID(): string {
  return `web-${crypto.randomUUID()}`;
}
