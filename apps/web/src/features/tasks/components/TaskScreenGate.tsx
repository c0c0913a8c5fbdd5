import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ongoingCasePath, type TRouteName, type TTask, type TTaskActionKey } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { taskListQuery } from '../api';
import { findScreenTask } from '../task-screen-match';

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

/**
 * Spec §6 for a task's dedicated screen: it finds the caller's in-progress task of this case that the
 * screen serves; anyone else (not the assignee, or the task not in progress) goes to the ongoing case
 * page. `children` renders the screen for the task found.
 */
export default function TaskScreenGate({
  routeName,
  actionKeys,
  leaving = false,
  children,
}: {
  routeName: TRouteName;
  actionKeys: readonly TTaskActionKey[];
  /** The task was just completed here and the page is on its way elsewhere: do not redirect. */
  leaving?: boolean;
  children: (task: TTask) => ReactNode;
}) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const location = useLocation();
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
  if (!task || !actionKeys.includes(task.taskActionKey)) {
    if (leaving) return <Loading />;
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  }
  return <>{children(task)}</>;
}
