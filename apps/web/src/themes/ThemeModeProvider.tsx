import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { THEME_MODES, type TThemeMode } from '@portal/domain';
import i18n, { currentLanguage } from '../i18n/i18n';
import { readStorage, writeStorage } from '../utils/safe-storage';
import { buildTheme } from './theme';
import { THEME_MODE_STORAGE_KEY, ThemeModeContext } from './theme-mode-context';

function readStoredMode(): TThemeMode {
  const stored = readStorage(THEME_MODE_STORAGE_KEY);
  return (THEME_MODES as readonly string[]).includes(stored ?? '') ? (stored as TThemeMode) : 'light';
}

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** Provides the MUI theme (mode from storage, font order from the language) and the mode switch. */
export default function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<TThemeMode>(readStoredMode);
  // Read outside Suspense: the font order must follow the language without waiting for translations.
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage);

  const setMode = useCallback((next: TThemeMode) => {
    writeStorage(THEME_MODE_STORAGE_KEY, next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  const theme = useMemo(() => buildTheme(mode, language), [mode, language]);
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
