import type { TThemeMode } from '@portal/domain';
import { createSafeContext } from '../utils/create-safe-context';

export interface TThemeModeContext {
  mode: TThemeMode;
  setMode: (mode: TThemeMode) => void;
  toggleMode: () => void;
}

export const [ThemeModeContext, useThemeMode] = createSafeContext<TThemeModeContext>('ThemeModeContext');
