import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUsersGroup } from '@tabler/icons-react';
import type { TDueDiligenceView, TTask } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { useAuth } from '../../auth/auth-context';
import type { TUploadOne } from '../../files/FileUploader';
import StakeholderScreening from '../../name-search/components/StakeholderScreening';
import { useCaseScreening } from '../../name-search/use-case-screening';
import StakeholderCard from './StakeholderCard';
import { visuallyHidden } from '../../../utils/visually-hidden';
import CompleteScreenTask from './CompleteScreenTask';
import CarryForwardPanel from './CarryForwardPanel';
import DueDiligenceOwnership from './DueDiligenceOwnership';

/**
 * The due-diligence tab: one card per person owed due diligence (the company's stakeholders and the
 * owners of corporate shareholders), each with what they gave and its record; then completing the
 * task, which the server refuses (18004 / 18008 / 18012, naming who) until every record is complete.
 */
export default function DueDiligenceTab({
  task,
  view,
  editable,
  upload,
}: {
  task: TTask;
  view: TDueDiligenceView;
  editable: boolean;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [editing, setEditing] = useState<string | null>(null);
  const screening = useCaseScreening(view.caseID);
  // With sanctions lists loaded, each person's screening is a real search run from here (issue 20).
  const screens = view.screeningRequired;
  const total = view.stakeholders.length;
  const done = view.stakeholders.filter((s) => s.missing.length === 0).length;

  return (
    <Stack spacing={2.5}>
      {view.returned && (
        <Alert severity="warning">
          <AlertTitle>{t('dueDiligence.returned.title')}</AlertTitle>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {view.returned.remarks}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('dueDiligence.returned.by', {
              name: view.returned.by,
              date: formatDisplayDate(view.returned.date),
            })}
          </Typography>
        </Alert>
      )}
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>
        {editable ? t('dueDiligence.intro') : t('dueDiligence.readOnlyIntro')}
      </Typography>
      <Stack spacing={0.75} sx={{ maxWidth: 420 }}>
        <Typography variant="body2" id="dd-progress">
          {t('dueDiligence.progress', { done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (done / total) * 100 : 0}
          aria-labelledby="dd-progress"
          color={done === total ? 'success' : 'primary'}
        />
      </Stack>
      {view.screeningEscalated && (
        <Alert severity="error">
          <AlertTitle>{t('dueDiligence.screening.escalatedTitle')}</AlertTitle>
          {t('dueDiligence.screening.escalated')}
        </Alert>
      )}
      {total === 0 && <Alert severity="info">{t('dueDiligence.noStakeholders')}</Alert>}
      {screens && editable && total > 0 && (
        <Alert
          severity="info"
          icon={<IconUsersGroup size={22} aria-hidden="true" />}
          action={
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              loading={screening.running === 'all'}
              disabled={screening.running !== null && screening.running !== 'all'}
              onClick={() => screening.screen()}
            >
              {t('dueDiligence.screening.everyone')}
            </Button>
          }
        >
          {t('dueDiligence.screening.intro')}{' '}
          {user?.features.nameSearch && (
            <Link
              component={RouterLink}
              to={`/name-search/history?${new URLSearchParams({ caseID: view.caseID, caseRef: view.caseRef }).toString()}`}
            >
              {t('dueDiligence.screening.allSearches')}
            </Link>
          )}
        </Alert>
      )}
      {editable && <CarryForwardPanel view={view} kind="dueDiligence" />}
      <DueDiligenceOwnership
        caseID={view.caseID}
        company={view.companyEngName ?? view.companyChiName ?? ''}
      />
      {/* The people's cards are level-three headings: this names their list at level two. */}
      <Typography component="h2" sx={visuallyHidden}>
        {t('dueDiligence.listLabel')}
      </Typography>
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label={t('dueDiligence.listLabel')}
      >
        {view.stakeholders.map((s) => (
          <StakeholderCard
            key={s.holderID}
            caseID={view.caseID}
            stakeholder={s}
            editable={editable}
            editing={editing === s.holderID}
            onEdit={() => setEditing(s.holderID)}
            onClose={() => setEditing(null)}
            upload={upload}
            screeningBySearch={screens}
            screening={
              (screens || s.screening) && (
                <StakeholderScreening
                  stakeholder={s}
                  mayScreen={screens && editable}
                  running={screening.running === s.holderID || screening.running === 'all'}
                  busy={screening.running !== null}
                  onScreen={() => screening.screen(s.holderID)}
                  linkRecords={Boolean(user?.features.nameSearch)}
                />
              )
            }
          />
        ))}
      </Stack>
      {editable && (
        <>
          <Divider />
          <CompleteScreenTask
            // A refusal shown before a record was saved no longer holds: it clears with any save.
            key={view.stakeholders.map((s) => s.record?.complianceID ?? '-').join()}
            task={task}
            texts={{
              complete: t('dueDiligence.decision.completeDd'),
              confirmTitle: t('dueDiligence.decision.completeDdTitle'),
              confirmBody: t('dueDiligence.decision.completeDdBody'),
            }}
            done={t('dueDiligence.decision.completedDd')}
          />
        </>
      )}
      {screening.dialog}
    </Stack>
  );
}
