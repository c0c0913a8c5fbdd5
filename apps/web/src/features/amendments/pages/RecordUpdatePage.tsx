import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  ongoingCasePath,
  type TCaseDetail,
  type TRouteName,
  type TTask,
  type TTaskActionKey,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { useAuth } from '../../auth/auth-context';
import { taskCaseQuery } from '../../tasks/api';
import { useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { useScreenTask } from '../../tasks/use-screen-task';
import { amendmentQuery } from '../api';
import RecordUpdateEditor from '../components/RecordUpdateEditor';
import RecordUpdateReadOnly from '../components/RecordUpdateReadOnly';
import { amendmentDraftKey } from '../use-amendment-autosave';

const RECORD_TASKS: readonly TTaskActionKey[] = ['T_RECORD_UPDATES'];

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('recordUpdate.loading')} />
    </Box>
  );
}

/** The case's latest record-update task, for the header of someone who does not hold it. */
function recordTaskOf(detail: TCaseDetail | undefined): TTask | null {
  const tasks = (detail?.tasks ?? []).filter((task) => task.taskActionKey === 'T_RECORD_UPDATES');
  return tasks.at(-1) ?? null;
}

/**
 * /record-update/:caseID (T_RECORD_UPDATES of an AMENDMENT case, issue 19): the officer holding the
 * task drafts the changes to the company's records and completes it; the firm's other staff, and
 * anyone once the case has moved on, read the draft as it stands. A case the caller may not see goes
 * to its case page.
 */
export default function RecordUpdatePage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const { user } = useAuth();
  const completion = useCompleteTaskAndGo(() => t('tasks.complete.completed'));
  const lookup = useScreenTask(caseID, RECORD_TASKS);
  const view = useQuery(amendmentQuery(caseID));
  const own = lookup.task;
  const detail = useQuery({ ...taskCaseQuery(caseID), enabled: !lookup.pending && !own });
  const viewRefused = isApiError(view.error) && view.error.status >= 400 && view.error.status < 500;

  if (lookup.refused || viewRefused) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (lookup.failed || view.isError) {
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus
          isPending={false}
          failedText={t('recordUpdate.loadFailed')}
          onRetry={() => {
            lookup.retry();
            void view.refetch();
          }}
        />
      </MainCard>
    );
  }
  if (lookup.pending || !view.data) return <Loading />;
  if (own && view.data.editable) {
    return (
      <RecordUpdateEditor
        key={own.taskID}
        task={own}
        view={view.data}
        storageKey={amendmentDraftKey(caseID, user?.userID ?? 'anonymous')}
        completion={completion}
      />
    );
  }
  // Just completed here: the page is on its way to where the server said.
  if (completion.isPending || completion.isSuccess) return <Loading />;
  return <RecordUpdateReadOnly task={own ?? recordTaskOf(detail.data)} view={view.data} />;
}
