import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import type { TTask } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { taskDetailQuery, useCompleteTask } from '../../tasks/api';
import CompleteTaskPanel, { type TCompleteTexts } from '../../tasks/components/CompleteTaskPanel';

/**
 * Completing the screen's task with the shared panel, in the screen's own words: a refusal (18004 /
 * 18008 / 18012 with the names the server lists, HIGH_RISK_NEEDS_ADMIN, REVIEWER_MUST_DIFFER) shows
 * there and the screen stays; success goes where the server says (spec §6).
 */
export default function CompleteScreenTask({
  task,
  texts,
  done,
  blockedReason,
}: {
  task: TTask;
  texts: TCompleteTexts;
  /** The snackbar after an approval (a return has its own). */
  done: string;
  blockedReason?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const detail = useQuery(taskDetailQuery(task.taskID));
  const completion = useCompleteTask((response, request) => {
    showSuccess(request.outcome === 'RETURN' ? t('dueDiligence.decision.returned') : done);
    void navigate(response.nextPath);
  });
  if (detail.data)
    return (
      <CompleteTaskPanel
        task={detail.data}
        completion={completion}
        texts={texts}
        blockedReason={blockedReason}
      />
    );
  return detail.isError ? (
    <QueryStatus
      isPending={false}
      failedText={t('dueDiligence.loadFailed')}
      onRetry={() => void detail.refetch()}
    />
  ) : (
    <CircularProgress size={24} aria-label={t('dueDiligence.loading')} />
  );
}
