import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  CROSS_CHECK_CATEGORIES,
  type TCrossCheckItem,
  type TRouteName,
  type TTask,
  type TTaskActionKey,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton, useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { crossCheckQuery, useMarkItem } from '../api';
import CrossCheckItemRow from '../components/CrossCheckItemRow';
import SendBackDialog from '../components/SendBackDialog';

const CROSS_CHECK_TASKS: readonly TTaskActionKey[] = ['DD_S_FORM', 'T_AR_S_CHECK'];

function CrossCheckScreen({
  task,
  completion,
}: {
  task: TTask;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const view = useQuery(crossCheckQuery(task.caseID));
  const mark = useMarkItem(task.caseID);
  const [preview, setPreview] = useState<TCrossCheckItem | null>(null);
  const [sendingBack, setSendingBack] = useState<TCrossCheckItem | null>(null);
  const { complete, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);

  if (!view.data) {
    return (
      <TaskScreenLoading
        task={task}
        failed={view.isError}
        failedText={t('crossCheck.loadFailed')}
        loadingLabel={t('crossCheck.loading')}
        onRetry={() => void view.refetch()}
      />
    );
  }
  const { items, outstanding, mayMark } = view.data;
  const checked = items.length - outstanding.length;
  const markItem = (item: TCrossCheckItem, status: 'CHECKED' | 'SENT_BACK', note?: string) =>
    mark.mutate(
      { itemType: item.itemType, itemID: item.itemID, status, ...(note ? { note } : {}) },
      { onSuccess: () => setSendingBack(null), onError: (error) => showError(error) },
    );
  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        <Box>
          <Typography id="cross-check-progress" sx={{ mb: 1 }}>
            {t('crossCheck.progress', { checked, total: items.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={items.length ? (checked / items.length) * 100 : 0}
            aria-labelledby="cross-check-progress"
          />
        </Box>
        {items.length === 0 && <Alert severity="info">{t('crossCheck.empty')}</Alert>}
        {CROSS_CHECK_CATEGORIES.map((category) => {
          const group = items.filter((i) => i.category === category);
          if (group.length === 0) return null;
          return (
            <Box component="section" key={category} aria-labelledby={`cc-${category}`}>
              <Typography id={`cc-${category}`} variant="h4" component="h2" sx={{ mb: 1 }}>
                {t(`crossCheck.categories.${category}`)}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {group.map((item) => (
                  <CrossCheckItemRow
                    key={`${item.itemType}-${item.itemID}`}
                    item={item}
                    mayMark={mayMark}
                    pending={mark.isPending}
                    onPreview={() => setPreview(item)}
                    onCheck={() => markItem(item, 'CHECKED')}
                    onSendBack={() => setSendingBack(item)}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={() => complete()}
            disabled={completion.isPending || outstanding.length > 0}
          >
            {t('crossCheck.complete')}
          </Button>
          {outstanding.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('crossCheck.outstanding', { count: outstanding.length })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
      <SendBackDialog
        open={sendingBack !== null}
        title={sendingBack?.title ?? ''}
        pending={mark.isPending}
        onClose={() => setSendingBack(null)}
        onSend={(note) => sendingBack && markItem(sendingBack, 'SENT_BACK', note)}
      />
    </MainCard>
  );
}

/**
 * /cross-check/:caseID and /annual-renewal/cross-check/:caseID (DD_S_FORM, T_AR_S_CHECK; issue 8):
 * the holder of the cross-check task previews every generated form and referenced document and ticks
 * each as checked or sends it back with a note; the task completes once all are checked.
 */
export default function CrossCheckPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo(() => t('tasks.complete.completed'));
  return (
    <TaskScreenGate
      routeName={routeName}
      actionKeys={CROSS_CHECK_TASKS}
      leaving={completion.isPending || completion.isSuccess}
    >
      {(task) => <CrossCheckScreen key={task.taskID} task={task} completion={completion} />}
    </TaskScreenGate>
  );
}
