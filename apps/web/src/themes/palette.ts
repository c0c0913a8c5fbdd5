import type { PaletteOptions } from '@mui/material/styles';
import type { TThemeMode } from '@portal/domain';

// Blue primary and deep-purple secondary in the manner of the Berry template the spec inherits,
// tuned so body text keeps WCAG AA contrast on both backgrounds.
const LIGHT: PaletteOptions = {
  mode: 'light',
  primary: { light: '#e3f2fd', main: '#1e88e5', dark: '#1565c0', contrastText: '#ffffff' },
  secondary: { light: '#ede7f6', main: '#673ab7', dark: '#4527a0', contrastText: '#ffffff' },
  success: { light: '#b9f6ca', main: '#00a152', dark: '#007a3d' },
  warning: { light: '#fff8e1', main: '#ffb300', dark: '#c77c02' },
  error: { light: '#ffebee', main: '#e53935', dark: '#b71c1c' },
  info: { light: '#e1f5fe', main: '#0288d1', dark: '#01579b' },
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
