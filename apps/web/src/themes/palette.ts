import type { PaletteOptions } from '@mui/material/styles';
import type { TThemeMode } from '@portal/domain';

// Blue primary and deep-purple secondary in the manner of the Berry template the spec inherits,
// tuned so body text keeps WCAG AA contrast on both backgrounds.
const LIGHT: PaletteOptions = {
  mode: 'light',
  // Each `main` keeps 4.5:1 (WCAG AA) against white both ways — as text on white and as the fill of
  // a chip or button with white text — and warning's `dark`, used as text: primary 4.6, success 5.1,
  // error 5.0, info 4.8, warning dark 5.0 (before: 3.7, 3.4, 4.2, 3.9, 3.3, as axe reported).
  primary: { light: '#e3f2fd', main: '#1976d2', dark: '#1565c0', contrastText: '#ffffff' },
  secondary: { light: '#ede7f6', main: '#673ab7', dark: '#4527a0', contrastText: '#ffffff' },
  success: { light: '#b9f6ca', main: '#00803e', dark: '#006b34', contrastText: '#ffffff' },
  warning: { light: '#fff8e1', main: '#ffb300', dark: '#a35f00' },
  error: { light: '#ffebee', main: '#d32f2f', dark: '#b71c1c', contrastText: '#ffffff' },
  info: { light: '#e1f5fe', main: '#0277bd', dark: '#01579b', contrastText: '#ffffff' },
  grey: {
    50: '#f8fafc',
    100: '#eef2f6',
    200: '#e3e8ef',
    300: '#cdd5df',
    500: '#697586',
    600: '#4b5565',
    700: '#364152',
    900: '#121926',
  },
  text: { primary: '#364152', secondary: '#5b6576' },
  divider: '#e3e8ef',
  background: { default: '#eef2f6', paper: '#ffffff' },
};

const DARK: PaletteOptions = {
  mode: 'dark',
  primary: { light: '#1f2f57', main: '#64b5f6', dark: '#1e88e5', contrastText: '#0d1326' },
  secondary: { light: '#2e2554', main: '#b39ddb', dark: '#7c4dff', contrastText: '#0d1326' },
  success: { light: '#12372a', main: '#4cd98b', dark: '#00a152' },
  warning: { light: '#3a2f12', main: '#ffca28', dark: '#ffb300' },
  error: { light: '#3d1a1d', main: '#ef6c6c', dark: '#e53935' },
  info: { light: '#10304a', main: '#4fc3f7', dark: '#0288d1' },
  grey: {
    50: '#1b2443',
    100: '#212b4f',
    200: '#2c3763',
    300: '#3b4778',
    500: '#8492c4',
    600: '#a4b0dc',
    700: '#bdc8f0',
    900: '#e6ebff',
  },
  text: { primary: '#d7dcf2', secondary: '#9aa5d0' },
  divider: 'rgba(189, 200, 240, 0.14)',
  background: { default: '#111936', paper: '#1a223f' },
};

/** The light or dark palette. */
export function buildPalette(mode: TThemeMode): PaletteOptions {
  return mode === 'dark' ? DARK : LIGHT;
}
