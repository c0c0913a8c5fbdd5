import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconBriefcase } from '@tabler/icons-react';
import { ongoingCasePath, type TRouteName, type TTaskInfo } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { LabelledValue } from '../../account-management/components/list-parts';
import { taskCaseQuery, taskDetailQuery } from '../api';
import ResultList from '../components/ResultList';
import TaskStatusChip from '../components/TaskStatusChip';
import { companyNameOf, factsKeptText, secondCompanyNameOf, taskActionText } from '../task-format';
import { casePagePath, taskListPathFor } from '../task-paths';
import { useTaskTitle } from '../use-task-title';

function Links({ caseHref, listHref }: { caseHref: string; listHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button
        component={RouterLink}
        to={caseHref}
        variant="contained"
        startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
      >
        {t('tasks.completed.openCase')}
      </Button>
      <Button
        component={RouterLink}
        to={listHref}
        variant="outlined"
        startIcon={<IconArrowLeft size={18} stroke={1.8} aria-hidden="true" />}
      >
        {t('tasks.completed.backToList')}
      </Button>
    </Stack>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        gap: 2.5,
      }}
    >
      {children}
    </Box>
  );
}

function TaskRecord({ task, routeName }: { task: TTaskInfo; routeName: TRouteName }) {
  const { t } = useTranslation();
  const title = useTaskTitle(task);
  const caseQuery = useQuery(taskCaseQuery(task.caseID));
  const caseHref = casePagePath(task.caseID, caseQuery.data?.status);
  const listHref = taskListPathFor(routeName);
  const second = secondCompanyNameOf(task);
  const completed = task.status === 'COMPLETED';

  return (
    <MainCard title={title} action={<TaskStatusChip status={task.status} />}>
      <Stack spacing={3}>
        <Typography sx={{ color: 'text.secondary' }}>{taskActionText(t, task)}</Typography>
        <Facts>
          <LabelledValue label={t('tasks.columns.company')}>
            {companyNameOf(task)}
            {second && (
              <Typography component="span" lang="zh-HK" sx={{ display: 'block', color: 'text.secondary' }}>
                {second}
              </Typography>
            )}
          </LabelledValue>
          <LabelledValue label={t('tasks.columns.caseRef')}>{task.caseRef}</LabelledValue>
          <LabelledValue label={t('tasks.columns.caseType')}>{t(`caseType.${task.caseType}`)}</LabelledValue>
          <LabelledValue label={t('tasks.columns.firm')}>{task.firmName}</LabelledValue>
          {completed && (
            <>
              <LabelledValue label={t('tasks.columns.completedBy')}>
                {task.completedBy?.name ?? t('tasks.result.none')}
              </LabelledValue>
              <LabelledValue label={t('tasks.columns.completedDate')}>
                {formatDisplayDate(task.completedDate)}
              </LabelledValue>
              {(task.outcomes.includes('RETURN') || task.outcome === 'RETURN') && (
                <LabelledValue label={t('tasks.completed.outcome')}>
                  {t(`tasks.outcome.${task.outcome ?? 'APPROVE'}`)}
                </LabelledValue>
              )}
            </>
          )}
        </Facts>
        {completed ? (
          <>
            <LabelledValue label={t('tasks.completed.remarks')}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {task.remarks || t('tasks.result.none')}
              </Box>
            </LabelledValue>
            <Divider />
            <Box component="section" aria-labelledby="task-result-heading">
              <Typography id="task-result-heading" variant="h4" component="h3" sx={{ mb: 2 }}>
                {t('tasks.completed.result')}
              </Typography>
              <ResultList result={task.result ?? {}} emptyText={factsKeptText(t, task.taskActionKey)} />
            </Box>
          </>
        ) : (
          <Alert severity="info">
            {t('tasks.completed.notCompleted', { status: t(`taskStatus.${task.status}`) })}
          </Alert>
        )}
        <Divider />
        <Links caseHref={completed ? caseHref : ongoingCasePath(task.caseID)} listHref={listHref} />
      </Stack>
    </MainCard>
  );
}

/**
 * /view-tasks/complete/:taskID (staff) and /my-tasks/complete/:taskID (clients): what a completed task
 * recorded — who completed it and when, outcome, remarks, result — with the way to its case. A task
 * not completed yet shows its status and the way to its case.
 */
export default function CompletedTaskPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { taskID = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useQuery(taskDetailQuery(taskID));
  if (isPending || isError) {
    const missing = isError && isApiError(error) && [400, 403, 404].includes(error.status);
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        {missing ? (
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning">{t('tasks.notFound')}</Alert>
            <Button component={RouterLink} to={taskListPathFor(routeName)} variant="outlined">
              {t('tasks.completed.backToList')}
            </Button>
          </Stack>
        ) : (
          <QueryStatus
            isPending={isPending}
            failedText={t('tasks.loadFailed')}
            onRetry={() => void refetch()}
          />
        )}
      </MainCard>
    );
  }
  return <TaskRecord task={data} routeName={routeName} />;
}
