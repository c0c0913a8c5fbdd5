import type { TThemeMode } from '@portal/domain';
import { createSafeContext } from '../utils/create-safe-context';

/** The light/dark choice is remembered per browser, like the language. */
export const THEME_MODE_STORAGE_KEY = 'portal.themeMode';

export interface TThemeModeContext {
  mode: TThemeMode;
  setMode: (mode: TThemeMode) => void;
  toggleMode: () => void;
}

export const [ThemeModeContext, useThemeMode] = createSafeContext<TThemeModeContext>('ThemeModeContext');
