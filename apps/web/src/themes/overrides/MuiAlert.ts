import type { Components, Theme } from '@mui/material/styles';

type TSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * Alerts: in the dark palette MUI darkens the standard (tinted) alert almost to black; use the
 * palette's own dark tint of the colour instead, with readable text. The light palette keeps MUI's.
 */
export function muiAlert(theme: Theme): Components<Theme>['MuiAlert'] {
  if (theme.palette.mode !== 'dark') return {};
  return {
    styleOverrides: {
      root: ({ ownerState }) => {
        const severity: TSeverity = ownerState.severity ?? 'success';
        if (ownerState.variant && ownerState.variant !== 'standard') return {};
        const colour = theme.palette[severity];
        return {
          backgroundColor: colour.light,
          color: theme.palette.text.primary,
          '& .MuiAlert-icon': { color: colour.main },
        };
      },
    },
  };
}
