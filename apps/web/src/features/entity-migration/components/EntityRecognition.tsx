import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TRecognisedField } from '@portal/domain';
import type { TDraft } from '../../case-form/draft-model';
import CompanyFormRecognition from '../../recognition/components/CompanyFormRecognition';
import { applyRecognised, type TMarks } from '../recognised-fields';

/**
 * The recognition panel above the entity form: accepted values go into the draft (which then saves as
 * typed values do), each marked with its page and confidence. When the draft already has holders, the
 * officer chooses whether the form's holders replace them or join them.
 */
export default function EntityRecognition({
  draft,
  update,
  addMarks,
}: {
  draft: TDraft;
  update: (change: (draft: TDraft) => TDraft) => void;
  addMarks: (marks: TMarks, dropHolders: boolean) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<TRecognisedField[] | null>(null);
  const [outcome, setOutcome] = useState<{ applied: number; skipped: number } | null>(null);

  const apply = (fields: TRecognisedField[], mode: 'replace' | 'add') => {
    setPending(null);
    const done = applyRecognised(draft, fields, mode);
    update(() => done.draft);
    addMarks(done.marks, mode === 'replace');
    setOutcome({ applied: Object.keys(done.marks).length, skipped: done.skipped.length });
  };

  const onAccept = (fields: TRecognisedField[]) => {
    const bringsHolders = fields.some((f) => f.path.startsWith('stakeholders.'));
    if (bringsHolders && draft.stakeholders.length > 0) setPending(fields);
    else apply(fields, 'add');
  };

  return (
    <Stack spacing={1.5}>
      <CompanyFormRecognition onAccept={onAccept} />
      {outcome && (
        <Alert severity={outcome.skipped > 0 ? 'warning' : 'success'} onClose={() => setOutcome(null)}>
          {t('entityMigration.recognition.applied', { count: outcome.applied })}
          {outcome.skipped > 0 && ` ${t('entityMigration.recognition.skipped', { count: outcome.skipped })}`}
        </Alert>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="em-holders-dialog-title"
        aria-describedby="em-holders-dialog-text"
      >
        <DialogTitle id="em-holders-dialog-title">
          {t('entityMigration.recognition.holdersTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="em-holders-dialog-text">
            {t('entityMigration.recognition.holdersText', { count: draft.stakeholders.length })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('entityMigration.recognition.cancel')}</Button>
          <Button onClick={() => pending && apply(pending, 'add')}>
            {t('entityMigration.recognition.keepAndAdd')}
          </Button>
          <Button variant="contained" onClick={() => pending && apply(pending, 'replace')}>
            {t('entityMigration.recognition.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
