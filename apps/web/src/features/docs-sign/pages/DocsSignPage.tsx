import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ongoingCasePath, type TRouteName, type TTaskActionKey } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import type { TUploadOne } from '../../files/FileUploader';
import { taskListQuery } from '../../tasks/api';
import { findScreenTask } from '../../tasks/task-screen-match';
import DocsSignScreen from '../components/DocsSignScreen';
import type { TCanvasFactory } from '../signature-strokes';

/** More in-progress tasks of one case than one person ever holds at once. */
const LOOKUP_PAGE_SIZE = 100;

/** The signing task each of the two routes serves. */
const SIGNING_TASKS: readonly TTaskActionKey[] = ['POC_DOC_SIGN', 'T_AR_DOC_SIGN'];

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('docsSign.loading')} />
    </Box>
  );
}

/**
 * /docs-sign/:caseID and /annual-renewal/docs-sign/:caseID (POC_DOC_SIGN, T_AR_DOC_SIGN; issue 6):
 * only someone whose signing task of this case is in progress (the client, or a stakeholder who
 * signs) works here; anyone else goes to the ongoing case page at its task list (spec §6).
 */
export default function DocsSignPage({
  routeName,
  makeCanvas,
  upload,
}: {
  routeName: TRouteName;
  makeCanvas?: TCanvasFactory;
  upload?: TUploadOne;
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
          failedText={t('docsSign.loadFailed')}
          onRetry={() => void lookup.refetch()}
        />
      </MainCard>
    );
  }
  const task = findScreenTask(lookup.data.items, location);
  if (!task || !SIGNING_TASKS.includes(task.taskActionKey)) {
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  }
  return <DocsSignScreen key={task.taskID} task={task} makeCanvas={makeCanvas} upload={upload} />;
}
