import type { Components, Theme } from '@mui/material/styles';
import { muiAlert } from './MuiAlert';
import { muiButton } from './MuiButton';
import { muiCard } from './MuiCard';
import { muiCardHeader } from './MuiCardHeader';
import { muiChip } from './MuiChip';
import { muiListItemButton } from './MuiListItemButton';
import { muiListItemIcon } from './MuiListItemIcon';
import { muiOutlinedInput } from './MuiOutlinedInput';
import { muiPaper } from './MuiPaper';
import { muiToggleButton } from './MuiToggleButton';
import { muiTooltip } from './MuiTooltip';

/** Every component override, one file each. */
export function componentOverrides(theme: Theme): Components<Theme> {
  return {
    MuiAlert: muiAlert(theme),
    MuiButton: muiButton(theme),
    MuiCard: muiCard(theme),
    MuiCardHeader: muiCardHeader(theme),
    MuiChip: muiChip(theme),
    MuiListItemButton: muiListItemButton(theme),
    MuiListItemIcon: muiListItemIcon(theme),
    MuiOutlinedInput: muiOutlinedInput(theme),
    MuiPaper: muiPaper(theme),
    MuiToggleButton: muiToggleButton(theme),
    MuiTooltip: muiTooltip(theme),
  };
}
