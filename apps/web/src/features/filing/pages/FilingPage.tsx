import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TRouteName, TTask, TTaskActionKey } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton, useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { filingQuery } from '../api';
import FileRow from '../components/FileRow';
import FilingForm from '../components/FilingForm';
import FilingUpdates from '../components/FilingUpdates';

const FILING_TASKS: readonly TTaskActionKey[] = ['CASE_FILING', 'T_AR_FILING'];

function FilingScreen({ task, completion }: { task: TTask; completion: ReturnType<typeof useCompleteTask> }) {
  const { t } = useTranslation();
  const view = useQuery(filingQuery(task.caseID));
  const [preview, setPreview] = useState<{ fileID: string; fileName: string } | null>(null);
  const { complete, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);
  if (!view.data) {
    return (
      <TaskScreenLoading
        task={task}
        failed={view.isError}
        failedText={t('filing.loadFailed')}
        loadingLabel={t('filing.loading')}
        onRetry={() => void view.refetch()}
      />
    );
  }
  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        <Stack component="section" spacing={1} aria-labelledby="filing-documents-title">
          <Typography variant="h4" component="h2" id="filing-documents-title">
            {t('filing.documentsTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('filing.documentsHint')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {view.data.documents.map((d) => (
              <FileRow key={d.fileID} {...d} onPreview={() => setPreview(d)} />
            ))}
          </Box>
        </Stack>
        <Divider />
        <FilingForm key={view.data.filing?.updatedDate ?? 'new'} view={view.data} />
        <Divider />
        <FilingUpdates view={view.data} />
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={() => complete()}
            disabled={completion.isPending || !view.data.filing}
          >
            {t('filing.complete')}
          </Button>
          {!view.data.filing && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('filing.completeHint')}
            </Typography>
          )}
        </Stack>
      </Stack>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </MainCard>
  );
}

/**
 * /case-filing/:caseID and /annual-renewal/case-filing/:caseID (CASE_FILING, T_AR_FILING; issue 8):
 * the signed documents as filed, when and how they were filed with the registry's reference, what
 * happened since; the task completes once the filing is recorded.
 */
export default function FilingPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo(() => t('tasks.complete.completed'));
  return (
    <TaskScreenGate
      routeName={routeName}
      actionKeys={FILING_TASKS}
      leaving={completion.isPending || completion.isSuccess}
    >
      {(task) => <FilingScreen key={task.taskID} task={task} completion={completion} />}
    </TaskScreenGate>
  );
}
