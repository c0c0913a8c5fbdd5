import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  checkEntityInformation,
  ongoingCasePath,
  type THolder,
  type TRouteName,
  type TTask,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { useAuth } from '../../auth/auth-context';
import { draftOf, informationQuery, type TInformationAnswer } from '../../case-form/api';
import CaseFormEditor, { type TEditorVariant } from '../../case-form/components/CaseFormEditor';
import type { TDraft } from '../../case-form/draft-model';
import { localDraftKey, startingDraft } from '../../case-form/use-draft-autosave';
import { hongKongToday } from '../../entities/hk-date';
import { TASK_KEYS, taskListQuery } from '../../tasks/api';
import { findScreenTask } from '../../tasks/task-screen-match';
import EntityParticularsSection from '../components/EntityParticularsSection';
import EntityRecognition from '../components/EntityRecognition';
import HolderParticulars from '../components/HolderParticulars';
import { marksStorageKey } from '../recognised-fields';
import { useRecognitionMarks } from '../use-recognition-marks';

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
 * The officer's entity form (EN_FORM, issue 17): the company as the firm takes it over, prefilled by
 * reading its NNC1 or NAR1, checked by the incorporation form's rules for a going company. Only the
 * officer whose EN_FORM task of this case is in progress edits; anyone else goes to the case page.
 */
export default function EntityMigrationPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const location = useLocation();
  const { user } = useAuth();
  const lookup = useQuery(
    taskListQuery({ caseID, tabKey: 'mine', status: 'IN_PROGRESS', pageSize: LOOKUP_PAGE_SIZE }),
  );
  const task = lookup.data && !lookup.isPlaceholderData ? findScreenTask(lookup.data.items, location) : null;
  const information = useQuery({ ...informationQuery(caseID), enabled: task !== null });

  const failed = (retry: () => void) => (
    <MainCard title={t(`screens.${routeName}`)}>
      <QueryStatus isPending={false} failedText={t('caseForm.loadFailed')} onRetry={retry} />
    </MainCard>
  );
  if (lookup.isPending || lookup.isPlaceholderData) return <Loading />;
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status >= 400 && lookup.error.status < 500) {
      return <Navigate to={ongoingCasePath(caseID)} replace />;
    }
    return failed(() => void lookup.refetch());
  }
  if (!task || task.taskActionKey !== 'EN_FORM') return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (information.isPending) return <Loading />;
  if (information.isError) return failed(() => void information.refetch());
  const userID = user?.userID ?? 'anonymous';
  return (
    <EntityEditor
      key={`${caseID}-${task.taskID}`}
      task={task}
      storageKey={localDraftKey(caseID, userID)}
      marksKey={marksStorageKey(caseID, userID)}
      answer={information.data}
    />
  );
}

const holderExtra = (holder: THolder, path: string) => <HolderParticulars holder={holder} path={path} />;
/** The entity form records an individual's identity document too (HolderParticulars). */
const ID_DOCUMENT_FIELDS = ['engFirstName', 'engLastName', 'chiName', 'idNum', 'idIssuer'] as const;

/** The case form's editor with the entity form's rules, particulars, holder fields and recognition. */
function EntityEditor({
  task,
  storageKey,
  marksKey,
  answer,
}: {
  task: TTask;
  storageKey: string;
  marksKey: string;
  answer: TInformationAnswer;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [start] = useState(() =>
    startingDraft(storageKey, { draft: draftOf(answer.information), updatedDate: answer.updatedDate }),
  );
  const { markAt, onFieldEdit, addMarks } = useRecognitionMarks(marksKey);
  const check = useCallback((draft: TDraft) => checkEntityInformation(draft, hongKongToday()), []);

  const variant = useMemo<TEditorVariant>(
    () => ({
      check,
      title: t('entityMigration.title'),
      submitLabel: t('entityMigration.complete'),
      companyExtra: <EntityParticularsSection />,
      holderExtra,
      idDocumentFields: ID_DOCUMENT_FIELDS,
      markAt,
      onFieldEdit,
      renderTop: ({ draft, update }) => (
        <EntityRecognition draft={draft} update={update} addMarks={addMarks} />
      ),
      onCompleted: () => {
        showSuccess(t('entityMigration.completed'));
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
        void queryClient.invalidateQueries({ queryKey: ['cases'] });
        void navigate(ongoingCasePath(task.caseID));
      },
    }),
    [check, t, markAt, onFieldEdit, addMarks, showSuccess, queryClient, navigate, task.caseID],
  );

  return (
    <CaseFormEditor
      task={task}
      storageKey={storageKey}
      initial={start.draft}
      restored={start.restored}
      variant={variant}
    />
  );
}
