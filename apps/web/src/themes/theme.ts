import { createTheme, type Theme } from '@mui/material/styles';
import type { TLanguage, TThemeMode } from '@portal/domain';
import { componentOverrides } from './overrides/component-overrides';
import { buildPalette } from './palette';
import { fontStackFor, THEME_CONFIG } from './theme-config';
import { buildTypography } from './typography';

/** Builds the MUI theme for a mode and language from the spec's constants. */
export function buildTheme(mode: TThemeMode, language: TLanguage): Theme {
  const base = createTheme({
    palette: buildPalette(mode),
    shape: { borderRadius: THEME_CONFIG.borderRadius },
    typography: buildTypography(fontStackFor(language)),
  });
  return createTheme(base, { components: componentOverrides(base) });
}
