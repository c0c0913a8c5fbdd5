import type { Components, Theme } from '@mui/material/styles';
import { radiusOf } from '../theme-config';

/** Buttons: sentence case (Chinese has no case anyway), no shadow until hover. */
export function muiButton(theme: Theme): Components<Theme>['MuiButton'] {
  return {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radiusOf(theme), fontWeight: 500, paddingInline: theme.spacing(2) },
      sizeLarge: { paddingBlock: theme.spacing(1.25), fontSize: '0.9375rem' },
    },
  };
}
