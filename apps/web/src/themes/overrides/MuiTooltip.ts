import type { Components, Theme } from '@mui/material/styles';

/** Tooltips: readable on both palettes. */
export function muiTooltip(theme: Theme): Components<Theme>['MuiTooltip'] {
  return {
    styleOverrides: {
      tooltip: {
        color: theme.palette.background.paper,
        backgroundColor: theme.palette.text.primary,
        fontSize: '0.75rem',
      },
    },
  };
}
