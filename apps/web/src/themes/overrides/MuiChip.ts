import type { Components, Theme } from '@mui/material/styles';

/**
 * An outlined amber chip ("Queued", "Expired") writes its text in the palette's amber, 1.8:1 on
 * white; in the light theme it takes the darker amber (4.8:1) for its text and keeps the bright one
 * for its border.
 */
export function muiChip(theme: Theme): Components<Theme>['MuiChip'] {
  return {
    styleOverrides: {
      root:
        theme.palette.mode === 'light'
          ? {
              '&.MuiChip-outlined.MuiChip-colorWarning': {
                color: theme.palette.warning.dark,
                borderColor: theme.palette.warning.main,
              },
            }
          : {},
    },
  };
}
