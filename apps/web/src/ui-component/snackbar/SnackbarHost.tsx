import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { SNACKBAR_AUTO_HIDE_MS, type TSnackbarOptions } from './snackbar-context';

export interface TShownSnackbar extends TSnackbarOptions {
  key: number;
  open: boolean;
}

interface TSnackbarHostProps {
  shown: TShownSnackbar;
  onClose: (event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => void;
}

/**
 * Draws the current snackbar. Its own chunk, loaded with the first message: MUI's Snackbar and
 * Alert are not needed to show the sign-in page.
 */
export default function SnackbarHost({ shown, onClose }: TSnackbarHostProps) {
  const variant = shown.variant ?? 'default';
  return (
    <Snackbar
      key={shown.key}
      open={shown.open}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS[variant]}
      onClose={onClose}
      anchorOrigin={
        variant === 'custom'
          ? { vertical: 'bottom', horizontal: 'right' }
          : { vertical: 'top', horizontal: 'right' }
      }
      message={variant === 'default' ? shown.message : undefined}
    >
      {variant === 'default' ? undefined : (
        <Alert
          onClose={onClose}
          severity={shown.severity ?? 'info'}
          variant={variant === 'alert' ? 'filled' : 'outlined'}
          sx={{
            width: '100%',
            maxWidth: 480,
            bgcolor: variant === 'custom' ? 'background.paper' : undefined,
          }}
        >
          {shown.message}
        </Alert>
      )}
    </Snackbar>
  );
}
