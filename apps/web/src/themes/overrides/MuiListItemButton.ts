import type { Components, Theme } from '@mui/material/styles';
import { radiusOf } from '../theme-config';

/** Side-menu entries: rounded, tinted with the secondary colour when selected or hovered (Berry). */
export function muiListItemButton(theme: Theme): Components<Theme>['MuiListItemButton'] {
  const dark = theme.palette.mode === 'dark';
  const tint = theme.palette.secondary.light;
  const ink = dark ? theme.palette.secondary.main : theme.palette.secondary.dark;
  return {
    styleOverrides: {
      root: {
        borderRadius: radiusOf(theme, 2),
        color: theme.palette.text.primary,
        '&.Mui-selected': {
          color: ink,
          backgroundColor: tint,
          '&:hover': { backgroundColor: tint },
          '& .MuiListItemIcon-root': { color: ink },
        },
        '&:hover': { color: ink, backgroundColor: tint, '& .MuiListItemIcon-root': { color: ink } },
      },
    },
  };
}
