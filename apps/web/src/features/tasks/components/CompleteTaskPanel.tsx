import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import type { TCompleteTaskRequest, TTaskInfo } from '@portal/domain';
import { isApiError, type ApiError } from '../../../api/api-error';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import RefusalAlert from './RefusalAlert';
import type { useCompleteTask } from '../api';

/** The longest remarks the server takes (ZCompleteTaskRequest). */
const REMARKS_MAX = 5000;

type TDialog = 'complete' | 'return' | null;

/** A screen's own words for its decision (e.g. "Approve", "Return to due diligence"). */
export interface TCompleteTexts {
  complete?: string;
  confirmTitle?: string;
  confirmBody?: string;
  return?: string;
  returnTitle?: string;
  returnBody?: string;
}

/**
 * "Complete task" (and "Return" with remarks where the task takes that outcome) for a task whose
 * completion records no data of its own. A refusal shows the server's message and what it names;
 * success is the frame's to handle (it goes where the server says).
 */
export default function CompleteTaskPanel({
  task,
  completion,
  texts = {},
  blockedReason,
}: {
  task: TTaskInfo;
  /** Owned by the screen's frame, so the frame knows not to leave while the task is completing. */
  completion: ReturnType<typeof useCompleteTask>;
  texts?: TCompleteTexts;
  /** Why the task cannot be completed yet: the button is disabled and this says why. */
  blockedReason?: string;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [remarks, setRemarks] = useState('');
  const [remarksError, setRemarksError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const mayReturn = task.outcomes.includes('RETURN');

  const submit = (body: TCompleteTaskRequest) => {
    setRefusal(null);
    completion.mutate(
      { taskID: task.taskID, body },
      {
        // The frame goes on to the answer's nextPath (spec §6).
        onSuccess: () => setDialog(null),
        onError: (error) => {
          if (isApiError(error) && error.field === 'remarks' && dialog === 'return') {
            setRemarksError(error.message);
            return;
          }
          setDialog(null);
          if (isApiError(error) && refusalMessage(error)) setRefusal(error);
          else showError(error);
        },
      },
    );
  };

  const submitReturn = () => {
    const text = remarks.trim();
    if (!text) return setRemarksError(t('tasks.complete.remarksRequired'));
    if (text.length > REMARKS_MAX)
      return setRemarksError(t('tasks.complete.remarksTooLong', { max: REMARKS_MAX }));
    submit({ outcome: 'RETURN', remarks: text });
  };

  const busy = completion.isPending;
  return (
    <Stack spacing={2}>
      {refusal && <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<IconCircleCheck size={18} stroke={1.8} aria-hidden="true" />}
          disabled={busy || Boolean(blockedReason)}
          aria-describedby={blockedReason ? 'complete-task-blocked' : undefined}
          onClick={() => setDialog('complete')}
        >
          {texts.complete ?? t('tasks.complete.button')}
        </Button>
        {mayReturn && (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<IconArrowBackUp size={18} stroke={1.8} aria-hidden="true" />}
            disabled={busy}
            onClick={() => {
              setRemarksError(undefined);
              setDialog('return');
            }}
          >
            {texts.return ?? t('tasks.complete.return')}
          </Button>
        )}
        {blockedReason && (
          <DialogContentText id="complete-task-blocked" variant="body2" component="span">
            {blockedReason}
          </DialogContentText>
        )}
      </Stack>

      <Dialog
        open={dialog === 'complete'}
        onClose={() => !busy && setDialog(null)}
        aria-labelledby="complete-task-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="complete-task-title">
          {texts.confirmTitle ?? t('tasks.complete.confirmTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.confirmBody ?? t('tasks.complete.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            {t('tasks.complete.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => submit(mayReturn ? { outcome: 'APPROVE' } : {})}
          >
            {texts.complete ?? t('tasks.complete.button')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={dialog === 'return'}
        onClose={() => !busy && setDialog(null)}
        aria-labelledby="return-task-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="return-task-title">
          {texts.returnTitle ?? t('tasks.complete.returnTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{texts.returnBody ?? t('tasks.complete.returnBody')}</DialogContentText>
            <OutlinedField
              label={t('tasks.complete.remarks')}
              name="remarks"
              value={remarks}
              onChange={(value) => {
                setRemarks(value);
                setRemarksError(undefined);
              }}
              error={remarksError}
              required
              multiline
              rows={4}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            {t('tasks.complete.cancel')}
          </Button>
          <Button variant="contained" color="warning" disabled={busy} onClick={submitReturn}>
            {texts.return ?? t('tasks.complete.return')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
