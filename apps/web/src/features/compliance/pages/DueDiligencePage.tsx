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
import DueDiligenceScreen from '../components/DueDiligenceScreen';

/** More in-progress tasks of one case than one person ever holds at once. */
const LOOKUP_PAGE_SIZE = 100;

/** The tasks this screen serves: due diligence and its risk review, of incorporations and renewals. */
export const DUE_DILIGENCE_SCREEN_TASKS: readonly TTaskActionKey[] = [
  'DD_CS_FORM',
  'T_AR_S_I',
  'DD_CO_FORM',
  'T_AR_CO_CHECK',
];

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('dueDiligence.loading')} />
    </Box>
  );
}

/**
 * /due-diligence/:caseID (DD_CS_FORM; its risk tab ?tab=risk for DD_CO_FORM; issue 8): only the staff
 * member whose due-diligence or risk-review task of this case is in progress works here; anyone else
 * goes to the ongoing case page at its task list (spec §6), where a reviewer takes the review.
 */
export default function DueDiligencePage({
  routeName,
  upload,
}: {
  routeName: TRouteName;
  /** Test seam: the upload transport of the evidence uploader. */
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
          failedText={t('dueDiligence.loadFailed')}
          onRetry={() => void lookup.refetch()}
        />
      </MainCard>
    );
  }
  const task = findScreenTask(lookup.data.items, location);
  if (!task || !DUE_DILIGENCE_SCREEN_TASKS.includes(task.taskActionKey)) {
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  }
  return <DueDiligenceScreen key={task.taskID} task={task} upload={upload} />;
}
