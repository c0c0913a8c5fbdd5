import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconTools } from '@tabler/icons-react';
import { ongoingCasePath, type TRouteName, type TTask } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { taskDetailQuery, taskListQuery, useCompleteTask } from '../api';
import CompleteTaskPanel from '../components/CompleteTaskPanel';
import TaskStatusChip from '../components/TaskStatusChip';
import TaskTitle from '../components/TaskTitle';
import { findScreenTask } from '../task-screen-match';
import { companyNameOf, completesWithoutData, secondCompanyNameOf, taskActionText } from '../task-format';

/** More in-progress tasks of one case than one person ever holds at once. */
const LOOKUP_PAGE_SIZE = 100;

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('tasks.loading')} />
    </Box>
  );
}

/** The screen's own form arrives with a later release: the notice in ScreenNotReady's look. */
function FormLaterNotice({ routeName, canComplete }: { routeName: TRouteName; canComplete: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.light',
          color: 'secondary.dark',
        }}
      >
        <IconTools size={32} stroke={1.5} aria-hidden="true" />
      </Box>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
        {t('tasks.screen.formLater', { screen: t(`screens.${routeName}`) })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
        {canComplete ? t('tasks.screen.canComplete') : t('tasks.screen.cannotComplete')}
      </Typography>
    </Stack>
  );
}

function TaskFrame({
  task,
  routeName,
  completion,
}: {
  task: TTask;
  routeName: TRouteName;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t } = useTranslation();
  const detail = useQuery(taskDetailQuery(task.taskID));
  const second = secondCompanyNameOf(task);
  const canComplete = completesWithoutData(task.taskActionKey);
  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <TaskTitle task={task} />
            <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{taskActionText(t, task)}</Typography>
          </Box>
          <Box>
            <TaskStatusChip status={task.status} />
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.75,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <Typography component="dt">{t('tasks.columns.company')}</Typography>
          <Typography component="dd">
            {companyNameOf(task)}
            {second && (
              <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
                {second}
              </Typography>
            )}
          </Typography>
          <Typography component="dt">{t('tasks.columns.caseRef')}</Typography>
          <Typography component="dd">{task.caseRef}</Typography>
        </Box>
        <FormLaterNotice routeName={routeName} canComplete={canComplete} />
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ flexGrow: 1 }}>
            {canComplete &&
              (detail.data ? (
                <CompleteTaskPanel task={detail.data} completion={completion} />
              ) : detail.isError ? (
                <QueryStatus
                  isPending={false}
                  failedText={t('tasks.loadFailed')}
                  onRetry={() => void detail.refetch()}
                />
              ) : (
                <CircularProgress size={24} aria-label={t('tasks.loading')} />
              ))}
          </Box>
          <Button
            component={RouterLink}
            to={ongoingCasePath(task.caseID)}
            variant="outlined"
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('tasks.screen.openCase')}
          </Button>
        </Stack>
      </Stack>
    </MainCard>
  );
}

/**
 * The frame of every dedicated task screen (spec §4, §6): it finds the caller's in-progress task of
 * this case for this screen; anyone else (not the assignee, or the task not in progress) goes to the
 * ongoing case page at its task list. The screen's own form comes with a later release; tasks that
 * record nothing of their own can be completed here already.
 */
export default function TaskScreenPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  // Completion routing (spec §6): where the server says — the completed-task page of the role.
  const completion = useCompleteTask((response, request) => {
    showSuccess(request.outcome === 'RETURN' ? t('tasks.complete.returned') : t('tasks.complete.completed'));
    void navigate(response.nextPath);
  });
  const lookup = useQuery(
    taskListQuery({ caseID, tabKey: 'mine', status: 'IN_PROGRESS', pageSize: LOOKUP_PAGE_SIZE }),
  );
  // A previous case's tasks (kept while the next case's load) must not decide anything here.
  if (lookup.isPending || lookup.isPlaceholderData) return <Loading />;
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status >= 400 && lookup.error.status < 500) {
      return <Navigate to={ongoingCasePath(caseID)} replace />;
    }
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus
          isPending={false}
          failedText={t('tasks.loadFailed')}
          onRetry={() => void lookup.refetch()}
        />
      </MainCard>
    );
  }
  const task = findScreenTask(lookup.data.items, location);
  if (!task) {
    // Just completed here: the page is on its way to nextPath, not to the case.
    if (completion.isPending || completion.isSuccess) return <Loading />;
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  }
  return <TaskFrame key={task.taskID} task={task} routeName={routeName} completion={completion} />;
}
