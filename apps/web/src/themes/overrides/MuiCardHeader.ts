import type { Components, Theme } from '@mui/material/styles';

/** Card headers: title in the h3 style, consistent padding with CardContent. */
export function muiCardHeader(theme: Theme): Components<Theme>['MuiCardHeader'] {
  return {
    styleOverrides: {
      root: { padding: theme.spacing(2.5, 3) },
      title: { ...theme.typography.h3 },
    },
  };
}
