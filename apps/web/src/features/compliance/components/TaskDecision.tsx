import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import type { TCompleteTaskRequest, TTask } from '@portal/domain';
import { isApiError, type ApiError } from '../../../api/api-error';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';

/** The longest remarks the server takes (ZCompleteTaskRequest). */
const REMARKS_MAX = 5000;

/** The screen's own words for its decision (already translated). */
export interface TDecisionTexts {
  approve: string;
  confirmTitle: string;
  confirmBody: string;
  done: string;
}

/**
 * Completing the screen's task: the approve button (with a confirmation) and, for the risk review, a
 * return to due diligence with remarks. A refusal (18004 / 18008 / 18012 with the names the server
 * lists, HIGH_RISK_NEEDS_ADMIN, REVIEWER_MUST_DIFFER) shows here and the screen stays; success goes
 * where the server says (spec §6).
 */
export default function TaskDecision({
  task,
  texts,
  mayReturn,
  blockedReason,
}: {
  task: TTask;
  texts: TDecisionTexts;
  mayReturn: boolean;
  /** Why approving is not possible yet (shown beside the disabled button), if it is not. */
  blockedReason?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const [dialog, setDialog] = useState<'approve' | 'return' | null>(null);
  const [remarks, setRemarks] = useState('');
  const [remarksError, setRemarksError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const completion = useCompleteTask((response, request) => {
    showSuccess(request.outcome === 'RETURN' ? t('dueDiligence.decision.returned') : texts.done);
    void navigate(response.nextPath);
  });

  const submit = (body: TCompleteTaskRequest) => {
    setRefusal(null);
    completion.mutate(
      { taskID: task.taskID, body },
      {
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
    if (!text) return setRemarksError(t('dueDiligence.decision.remarksRequired'));
    if (text.length > REMARKS_MAX)
      return setRemarksError(t('dueDiligence.decision.remarksTooLong', { max: REMARKS_MAX }));
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
          aria-describedby={blockedReason ? 'decision-blocked' : undefined}
          onClick={() => setDialog('approve')}
        >
          {texts.approve}
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
            {t('dueDiligence.decision.return')}
          </Button>
        )}
        {blockedReason && (
          <DialogContentText id="decision-blocked" variant="body2" component="span">
            {blockedReason}
          </DialogContentText>
        )}
      </Stack>

      <Dialog
        open={dialog === 'approve'}
        onClose={() => !busy && setDialog(null)}
        aria-labelledby="decision-approve-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="decision-approve-title">{texts.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.confirmBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            {t('dueDiligence.decision.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => submit(mayReturn ? { outcome: 'APPROVE' } : {})}
          >
            {texts.approve}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={dialog === 'return'}
        onClose={() => !busy && setDialog(null)}
        aria-labelledby="decision-return-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="decision-return-title">{t('dueDiligence.decision.returnTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('dueDiligence.decision.returnBody')}</DialogContentText>
            <OutlinedField
              label={t('dueDiligence.decision.remarks')}
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
            {t('dueDiligence.decision.cancel')}
          </Button>
          <Button variant="contained" color="warning" disabled={busy} onClick={submitReturn}>
            {t('dueDiligence.decision.return')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
