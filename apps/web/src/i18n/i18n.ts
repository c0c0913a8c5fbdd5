import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@portal/domain';
import { readStorage, writeStorage } from '../utils/safe-storage';
import { LANGUAGE_STORAGE_KEY, toLanguage } from './language';
import { loadLanguageFonts } from './language-fonts';
import { localeBackend } from './locale-backend';

/** The language currently shown. */
export function currentLanguage(): TLanguage {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Shows a language and remembers it in this browser. The default that a first visit starts in is not
 * written down: a browser without a choice of its own takes the account's at sign-in.
 */
function applyLanguage(language: string): void {
  const lng = toLanguage(language);
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (stored !== null || lng !== toLanguage(stored)) writeStorage(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  loadLanguageFonts(lng);
}

i18n.on('languageChanged', applyLanguage);

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: toLanguage(readStorage(LANGUAGE_STORAGE_KEY)),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // 'zh-HK' must not also fetch 'zh': only the exact file and the en fallback.
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
