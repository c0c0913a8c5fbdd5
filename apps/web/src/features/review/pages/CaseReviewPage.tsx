import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type THolder, type TRouteName, type TTask, type TTaskActionKey } from '@portal/domain';
import { PATHS } from '../../../routes/paths';
import MainCard from '../../../ui-component/MainCard';
import { draftOf, informationQuery } from '../../case-form/api';
import OwnershipSummary from '../../case-form/components/OwnershipSummary';
import OwnershipDiagram from '../../ownership/components/OwnershipDiagram';
import { caseOwnership } from '../../ownership/ownership-sources';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import { holderViewQuery, type THolderView } from '../../stakeholder-identification/api';
import { taskDetailQuery, type useCompleteTask } from '../../tasks/api';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import CompanySection from '../components/CompanySection';
import HolderCard from '../components/HolderCard';
import ReviewDecision from '../components/ReviewDecision';
import { ReviewContext } from '../review-context';
import { useReviewDraft } from '../use-review-draft';

const REVIEW_TASKS: readonly TTaskActionKey[] = ['CS_FORM_R', 'T_AR_A_CS'];

const allHolders = (holders: readonly THolder[]): THolder[] =>
  holders.flatMap((h) => [h, ...allHolders(h.ownerOfBodyCorporate ?? [])]);

function ReviewScreen({ task, completion }: { task: TTask; completion: ReturnType<typeof useCompleteTask> }) {
  const { t } = useTranslation();
  const information = useQuery(informationQuery(task.caseID));
  const detail = useQuery(taskDetailQuery(task.taskID));
  const draft = useReviewDraft(task.taskID);
  const [preview, setPreview] = useState<{ fileID: string; fileName: string } | null>(null);
  const info = useMemo(() => draftOf(information.data?.information), [information.data]);
  const holders = useMemo(() => allHolders(info.stakeholders), [info]);
  const views = useQueries({
    queries: holders.map((h) => holderViewQuery(task.caseID, h.holderID)),
  });
  const viewMap = useMemo(() => {
    const map = new Map<string, THolderView>();
    views.forEach((v, i) => {
      const id = holders[i]?.holderID;
      if (v.data && id) map.set(id, v.data);
    });
    return map;
  }, [views, holders]);
  // The controllers worked out from the stakeholders' own particulars, as the server does.
  const ownership = useMemo(
    () =>
      caseOwnership({
        ...info,
        stakeholders: info.stakeholders.map((s) => ({ ...s, ...(viewMap.get(s.holderID)?.holder ?? {}) })),
      }),
    [info, viewMap],
  );

  if (!information.data || !detail.data) {
    return (
      <TaskScreenLoading
        task={task}
        failed={information.isError || detail.isError}
        failedText={t('review.loadFailed')}
        loadingLabel={t('review.loading')}
        onRetry={() => void Promise.all([information.refetch(), detail.refetch()])}
      />
    );
  }
  return (
    <ReviewContext value={{ draft, editable: detail.data.outcomes.includes('RETURN') }}>
      <MainCard>
        <Stack spacing={3}>
          <TaskScreenHeader task={task} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('review.intro')}
          </Typography>
          {task.taskActionKey === 'T_AR_A_CS' && (
            <Alert
              severity="info"
              action={
                <Button
                  component={RouterLink}
                  to={generatePath(PATHS.annualRenewalAmendment, { caseID: task.caseID })}
                  color="inherit"
                  size="small"
                >
                  {t('renewal.amendment.openFromReview')}
                </Button>
              }
            >
              {t('renewal.reviewHint')}
            </Alert>
          )}
          <CompanySection info={info} />
          <Divider />
          <Stack component="section" spacing={2} aria-labelledby="review-stakeholders-title">
            <Typography id="review-stakeholders-title" variant="h4" component="h2">
              {t('review.sections.stakeholders')}
            </Typography>
            {info.stakeholders.map((holder, i) => (
              <HolderCard
                key={holder.holderID}
                holder={holder}
                path={`stakeholders.${i}`}
                views={viewMap}
                onPreview={setPreview}
              />
            ))}
          </Stack>
          <Divider />
          {ownership && (
            <Stack component="section" spacing={2} aria-labelledby="review-ownership-diagram-title">
              <Typography id="review-ownership-diagram-title" variant="h4" component="h2">
                {t('ownershipDiagram.title')}
              </Typography>
              <OwnershipDiagram
                company={info.companyEngName || info.companyChiName || ''}
                links={ownership.links}
                persons={ownership.result.persons}
              />
            </Stack>
          )}
          <OwnershipSummary result={ownership?.result ?? null} />
          <Divider />
          <ReviewDecision task={detail.data} completion={completion} />
        </Stack>
        <DocumentPreviewDialog
          fileID={preview?.fileID ?? null}
          fileName={preview?.fileName ?? ''}
          onClose={() => setPreview(null)}
        />
      </MainCard>
    </ReviewContext>
  );
}

/**
 * /case-review/:caseID (CS_FORM_R, T_AR_A_CS; issue 8): the whole submission read-only, with the
 * stakeholders' own particulars and documents and the controllers worked out from them; the officer
 * approves, or returns it to the client with remarks at the fields they are about.
 */
export default function CaseReviewPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo((request) =>
    request.outcome === 'RETURN' ? t('review.returned') : t('review.approved'),
  );
  return (
    <TaskScreenGate
      routeName={routeName}
      actionKeys={REVIEW_TASKS}
      leaving={completion.isPending || completion.isSuccess}
    >
      {(task) => <ReviewScreen key={task.taskID} task={task} completion={completion} />}
    </TaskScreenGate>
  );
}
