import type { Components, Theme } from '@mui/material/styles';
import { radiusOf } from '../theme-config';

/** Paper: flat surfaces with the theme radius; MUI's dark-mode overlay gradient is removed. */
export function muiPaper(theme: Theme): Components<Theme>['MuiPaper'] {
  return {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { backgroundImage: 'none' },
      rounded: { borderRadius: radiusOf(theme, 2) },
    },
  };
}
