import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  checkCaseInformation,
  isWithheldPath,
  ongoingCasePath,
  type TRouteName,
  type TTask,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { useAuth } from '../../auth/auth-context';
import { taskListQuery } from '../../tasks/api';
import { findScreenTask } from '../../tasks/task-screen-match';
import { draftOf, informationQuery, type TInformationAnswer } from '../api';
import CaseFormEditor, { type TEditorVariant } from '../components/CaseFormEditor';
import { localDraftKey, startingDraft } from '../use-draft-autosave';

/** More in-progress tasks of one case than one person ever holds at once. */
const LOOKUP_PAGE_SIZE = 100;

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('caseForm.loading')} />
    </Box>
  );
}

/**
 * The client's case information form (POC_FORM, spec §3–§5): only the client whose POC_FORM task of
 * this case is in progress edits; anyone else goes to the ongoing case page at its task list.
 */
export default function CaseFormPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const location = useLocation();
  const { user } = useAuth();
  const lookup = useQuery(
    taskListQuery({ caseID, tabKey: 'mine', status: 'IN_PROGRESS', pageSize: LOOKUP_PAGE_SIZE }),
  );
  const task = lookup.data && !lookup.isPlaceholderData ? findScreenTask(lookup.data.items, location) : null;
  const information = useQuery({ ...informationQuery(caseID), enabled: task !== null });

  if (lookup.isPending || lookup.isPlaceholderData) return <Loading />;
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status >= 400 && lookup.error.status < 500) {
      return <Navigate to={ongoingCasePath(caseID)} replace />;
    }
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus
          isPending={false}
          failedText={t('caseForm.loadFailed')}
          onRetry={() => void lookup.refetch()}
        />
      </MainCard>
    );
  }
  if (!task || task.taskActionKey !== 'POC_FORM') return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (information.isPending) return <Loading />;
  if (information.isError) {
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus
          isPending={false}
          failedText={t('caseForm.loadFailed')}
          onRetry={() => void information.refetch()}
        />
      </MainCard>
    );
  }
  return (
    <EditorStart
      key={`${caseID}-${task.taskID}`}
      task={task}
      storageKey={localDraftKey(caseID, user?.userID ?? 'anonymous')}
      answer={information.data}
    />
  );
}

/** Picks the starting draft once (server copy, or this browser's newer unsaved one). */
function EditorStart({
  task,
  storageKey,
  answer,
}: {
  task: TTask;
  storageKey: string;
  answer: TInformationAnswer;
}) {
  const [start] = useState(() =>
    startingDraft(storageKey, { draft: draftOf(answer.information), updatedDate: answer.updatedDate }),
  );
  // Others' identity numbers come partly (the Registry's form): the form cannot judge those, the server
  // judges the whole ones it keeps.
  const withheld = answer.withheld;
  const variant = useMemo<TEditorVariant>(
    () =>
      withheld?.length
        ? { check: (d) => checkCaseInformation(d).filter((i) => !isWithheldPath(d, i.path, withheld)) }
        : {},
    [withheld],
  );
  return (
    <CaseFormEditor
      task={task}
      storageKey={storageKey}
      initial={start.draft}
      restored={start.restored}
      returned={answer.returned ?? null}
      variant={variant}
    />
  );
}
