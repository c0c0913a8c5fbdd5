import type { Components, Theme } from '@mui/material/styles';
import { radiusOf } from '../theme-config';

/** Text fields: a tinted fill so inputs stand out on white cards. */
export function muiOutlinedInput(theme: Theme): Components<Theme>['MuiOutlinedInput'] {
  const dark = theme.palette.mode === 'dark';
  return {
    styleOverrides: {
      root: {
        borderRadius: radiusOf(theme),
        backgroundColor: dark ? theme.palette.background.default : theme.palette.grey[50],
      },
      notchedOutline: { borderColor: theme.palette.grey[300] },
      input: { paddingBlock: theme.spacing(1.75) },
    },
  };
}
