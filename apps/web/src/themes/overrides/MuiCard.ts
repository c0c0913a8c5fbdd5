import type { Components, Theme } from '@mui/material/styles';
import { radiusOf } from '../theme-config';

/** Cards: a hairline border instead of a shadow, as in Berry's MainCard. */
export function muiCard(theme: Theme): Components<Theme>['MuiCard'] {
  return {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: { borderColor: theme.palette.divider, borderRadius: radiusOf(theme, 2) },
    },
  };
}
