import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@portal/domain';

/** The interface language is kept in localStorage (spec §1); the default is en. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Narrows any string to a supported language, falling back to the default. */
export function toLanguage(value: string | null | undefined): TLanguage {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TLanguage) : DEFAULT_LANGUAGE;
}

/** Each language named in its own script, so anyone can find theirs (language menu, language fields). */
export const LANGUAGE_NAMES = {
  en: 'English',
  'zh-HK': '繁體中文',
  'zh-CN': '简体中文',
} as const satisfies Record<TLanguage, string>;
