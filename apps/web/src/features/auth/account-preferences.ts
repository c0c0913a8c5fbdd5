import type { TThemeMode, TUserProfile } from '@portal/domain';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { THEME_MODE_STORAGE_KEY } from '../../themes/theme-mode-context';
import { readStorage } from '../../utils/safe-storage';

/**
 * At sign-in, the language and theme saved to the account apply in a browser that has no choice of
 * its own (a new browser, or one where nobody picked either): the account follows its owner from
 * device to device, while a choice made in this browser — on the sign-in page too — stays.
 */
export function adoptAccountPreferences(
  user: Pick<TUserProfile, 'language' | 'theme'>,
  apply: { changeLanguage: (language: string) => unknown; setMode?: (mode: TThemeMode) => void },
): void {
  if (readStorage(LANGUAGE_STORAGE_KEY) === null) void apply.changeLanguage(user.language);
  if (readStorage(THEME_MODE_STORAGE_KEY) === null) apply.setMode?.(user.theme);
}
