import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowBackUp, IconCircleCheck, IconX } from '@tabler/icons-react';
import type { TTaskInfo } from '@portal/domain';
import { isApiError, type ApiError } from '../../../api/api-error';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import { useReviewContext } from '../review-context';

const REMARKS_MAX = 5000;

/**
 * The officer's decision: approve, or return to the client with remarks (overall, and the field
 * remarks written on the rows above, listed here to check before sending).
 */
export default function ReviewDecision({
  task,
  completion,
}: {
  task: TTaskInfo;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const { draft } = useReviewContext();
  const [remarksError, setRemarksError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const fieldRemarks = Object.entries(draft.draft.fields).filter(([, f]) => f.remark.trim());
  const mayReturn = task.outcomes.includes('RETURN');

  const onError = (error: unknown) => {
    if (isApiError(error) && error.field === 'remarks') setRemarksError(error.message);
    else if (isApiError(error) && (error.details?.length ?? 0) > 0) setRefusal(error);
    else showError(error);
  };
  const approve = () => {
    setRefusal(null);
    completion.mutate(
      { taskID: task.taskID, body: { outcome: 'APPROVE' } },
      { onSuccess: () => draft.clear(), onError },
    );
  };
  const sendBack = () => {
    setRefusal(null);
    if (!draft.draft.remarks.trim()) {
      setRemarksError(t('review.remarksRequired'));
      return;
    }
    completion.mutate(
      {
        taskID: task.taskID,
        body: { outcome: 'RETURN', remarks: draft.draft.remarks.trim(), fieldRemarks: draft.fieldRemarks() },
      },
      { onSuccess: () => draft.clear(), onError },
    );
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="review-decision-title">
      <Typography id="review-decision-title" variant="h4" component="h2">
        {t('review.sections.decision')}
      </Typography>
      {mayReturn && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('review.decisionHint')}
          </Typography>
          {fieldRemarks.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={t('review.fieldRemarks')}>
              {fieldRemarks.map(([path, f]) => (
                <Stack
                  component="li"
                  key={path}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start', py: 0.5 }}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1, whiteSpace: 'pre-wrap' }}>
                    <strong>{f.place}</strong>: {f.remark}
                  </Typography>
                  <IconButton
                    size="small"
                    onClick={() => draft.setFieldRemark(path, f.place, '')}
                    aria-label={t('review.removeRemark', { field: f.place })}
                  >
                    <IconX size={16} aria-hidden="true" />
                  </IconButton>
                </Stack>
              ))}
            </Box>
          ) : (
            <Alert severity="info">{t('review.noFieldRemarks')}</Alert>
          )}
          <OutlinedField
            label={t('review.remarks')}
            name="remarks"
            value={draft.draft.remarks}
            onChange={(value) => {
              draft.setRemarks(value.slice(0, REMARKS_MAX));
              setRemarksError(undefined);
            }}
            multiline
            rows={3}
            error={remarksError}
            helperText={t('review.remarksHint')}
          />
        </>
      )}
      {refusal && <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          color="success"
          startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
          onClick={approve}
          disabled={completion.isPending}
        >
          {t('review.approve')}
        </Button>
        {mayReturn && (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<IconArrowBackUp size={18} aria-hidden="true" />}
            onClick={sendBack}
            disabled={completion.isPending}
          >
            {t('review.return', { count: fieldRemarks.length })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
