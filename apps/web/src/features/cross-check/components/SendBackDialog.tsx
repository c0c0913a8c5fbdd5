import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedField from '../../../ui-component/OutlinedField';

const NOTE_MAX = 2000;

/** Asks what is wrong with an item before it is sent back (a note is required). */
export default function SendBackDialog({
  title,
  open,
  pending,
  error,
  onClose,
  onSend,
}: {
  title: string;
  open: boolean;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onSend: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const send = () => {
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    onSend(note.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setNote('');
            setMissing(false);
          },
        },
      }}
    >
      <DialogTitle>{t('crossCheck.sendBack.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('crossCheck.sendBack.text', { item: title })}</DialogContentText>
        <OutlinedField
          label={t('crossCheck.sendBack.note')}
          name="note"
          value={note}
          onChange={(value) => {
            setNote(value.slice(0, NOTE_MAX));
            setMissing(false);
          }}
          multiline
          rows={3}
          required
          autoFocus
          error={missing ? t('crossCheck.sendBack.noteRequired') : error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crossCheck.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={send} disabled={pending}>
          {t('crossCheck.sendBack.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
