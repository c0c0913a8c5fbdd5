import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDueDiligenceView, TTask } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import type { TUploadOne } from '../../files/FileUploader';
import StakeholderCard from './StakeholderCard';
import CompleteScreenTask from './CompleteScreenTask';
import CarryForwardPanel from './CarryForwardPanel';

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
  const [editing, setEditing] = useState<string | null>(null);
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
      {total === 0 && <Alert severity="info">{t('dueDiligence.noStakeholders')}</Alert>}
      {editable && <CarryForwardPanel view={view} kind="dueDiligence" />}
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
    </Stack>
  );
}
