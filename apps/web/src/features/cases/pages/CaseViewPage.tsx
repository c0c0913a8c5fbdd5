import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isComSecSide, LAYOUT, type TRouteName } from '@portal/domain';
import { useAuth } from '../../auth/auth-context';
import CaseBillingPanel from '../../billing/components/CaseBillingPanel';
import CaseDocumentsPanel from '../../docs-sign/components/CaseDocumentsPanel';
import { caseDetailQuery } from '../api';
import { completePath, ongoingPath, pendingClientOnboardPath } from '../case-paths';
import CaseActions from '../components/CaseActions';
import CaseHeader from '../components/CaseHeader';
import CaseHistory from '../components/CaseHistory';
import CaseMembers from '../components/CaseMembers';
import CaseProgress from '../components/CaseProgress';
import CaseQueryState from '../components/CaseQueryState';
import TaskList from '../components/TaskList';
import { taskActionText } from '../../tasks/task-format';

/**
 * Scrolls to the element the address's anchor names (e.g. #task-list) once the page has drawn it,
 * once per visit: refreshing the data does not scroll again. It runs after the layout's own
 * scroll to the top, which happens on every route change.
 */
function useScrollToAnchor(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return undefined;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      done.current = key;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}

/**
 * /view-cases/ongoing/:caseID and /view-cases/complete/:caseID (spec §2, every role): the case header,
 * its progress through the steps, the task list (anchor #task-list), members and history, and the
 * actions the caller may take. A case shown at the wrong one of the two addresses moves to the other.
 */
export default function CaseViewPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { caseID = '' } = useParams();
  const { hash } = useLocation();
  const { data, isPending, error, refetch } = useQuery(caseDetailQuery(caseID));
  const wrongPath =
    data !== undefined &&
    ((routeName === 'caseOngoing' && data.status !== 'OPEN') ||
      (routeName === 'caseComplete' && data.status === 'OPEN'));
  useScrollToAnchor(data !== undefined && !wrongPath);

  if (!user) return null;
  if (!data) return <CaseQueryState isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (wrongPath) {
    return (
      <Navigate replace to={data.status === 'OPEN' ? ongoingPath(caseID, hash) : completePath(caseID)} />
    );
  }

  const firmStaff = isComSecSide(user.userType.typeCode) && user.firm?.firmID === data.firmID;
  // The tasks under way now, with whom each waits for (one line per task and person).
  const openTasks =
    data.status === 'OPEN'
      ? [
          ...new Set(
            data.tasks
              .filter((task) => task.status === 'IN_PROGRESS')
              .map((task) =>
                task.assignee
                  ? `${taskActionText(t, task)} · ${task.assignee.name}`
                  : taskActionText(t, task),
              ),
          ),
        ]
      : [];

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <CaseHeader
        summary={data}
        cancelReason={data.cancelReason}
        openTasks={openTasks}
        actions={<CaseActions detail={data} user={user} />}
      >
        {firmStaff && data.status === 'OPEN' && data.pendingClientOnboard && (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to={pendingClientOnboardPath(caseID)}
                color="inherit"
                size="small"
              >
                {t('cases.view.invitationLink')}
              </Button>
            }
          >
            {t('cases.view.awaitingClient')}
          </Alert>
        )}
      </CaseHeader>
      <CaseProgress detail={data} />
      <TaskList tasks={data.tasks} caseStatus={data.status} userID={user.userID} mayClaim={firmStaff} />
      <CaseBillingPanel caseID={caseID} userType={user.userType.typeCode} />
      <CaseDocumentsPanel caseID={caseID} />
      <Box
        sx={{
          display: 'grid',
          gap: LAYOUT.gridSpacing,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <CaseMembers members={data.members} />
        <CaseHistory history={data.history} />
      </Box>
    </Stack>
  );
}
