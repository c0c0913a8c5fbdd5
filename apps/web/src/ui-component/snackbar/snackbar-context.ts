import type { ReactNode } from 'react';
import { TIMINGS } from '@portal/domain';
import { createSafeContext } from '../../utils/create-safe-context';

/** default: plain message; alert: coloured with an icon; custom: any content, shown briefly. */
export type TSnackbarVariant = 'default' | 'alert' | 'custom';
export type TSnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

/** Auto-hide per variant (spec §9). */
export const SNACKBAR_AUTO_HIDE_MS = {
  default: TIMINGS.snackbarDefaultMs,
  alert: TIMINGS.snackbarAlertMs,
  custom: TIMINGS.snackbarCustomMs,
} as const satisfies Record<TSnackbarVariant, number>;

export interface TSnackbarOptions {
  variant?: TSnackbarVariant;
  severity?: TSnackbarSeverity;
  message: ReactNode;
}

export interface TSnackbarContext {
  showSnackbar: (options: TSnackbarOptions) => void;
  /** Success alert; the text defaults to 'changesHaveBeenSaved' (spec §8). */
  showSuccess: (message?: ReactNode) => void;
  /** Error alert for a failed call, worded by its class (timeout, unsupported, unexpected). */
  showError: (error: unknown) => void;
}

export const [SnackbarContext, useSnackbar] = createSafeContext<TSnackbarContext>('SnackbarContext');
