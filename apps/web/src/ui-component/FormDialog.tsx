import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** A dialog around a form: title, fields, Cancel and a submit button that shows its progress. */
export default function FormDialog({
  title,
  submitLabel,
  closeLabel,
  danger = false,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  /** The button that closes without doing anything ("Cancel" unless given). */
  closeLabel?: string;
  /** Red submit button, for what cannot simply be undone. */
  danger?: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} variant="h3" component="h2">
          {title}
        </DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {closeLabel ?? t('cases.actions.close')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'secondary'} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
