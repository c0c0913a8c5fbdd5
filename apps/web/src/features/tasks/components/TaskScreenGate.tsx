import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ongoingCasePath, type TRouteName, type TTask, type TTaskActionKey } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { useScreenTask } from '../use-screen-task';

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
  const lookup = useScreenTask(caseID, actionKeys);
  if (lookup.pending) return <Loading />;
  if (lookup.refused) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (lookup.failed) {
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus isPending={false} failedText={t('tasks.loadFailed')} onRetry={lookup.retry} />
      </MainCard>
    );
  }
  if (!lookup.task) {
    if (leaving) return <Loading />;
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  }
  return <>{children(lookup.task)}</>;
}
