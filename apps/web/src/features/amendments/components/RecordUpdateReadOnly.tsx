import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase } from '@tabler/icons-react';
import { ongoingCasePath, type TAmendmentView, type TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { hongKongToday } from '../../entities/hk-date';
import { recordsOf } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';
import ChangeSummary from './ChangeSummary';
import FilingsPanel from './FilingsPanel';
import IssueSummary from './IssueSummary';
import RecordUpdateHeader from './RecordUpdateHeader';
import RenewalNotesBox from './RenewalNotesBox';

/**
 * The record update for someone who may not change it (a colleague, or a case whose update is done):
 * the changes as text with their problems, the renewal's notes and the notices owed.
 */
export default function RecordUpdateReadOnly({ task, view }: { task: TTask | null; view: TAmendmentView }) {
  const { t } = useTranslation();
  const records = useMemo(() => recordsOf(view), [view]);
  const changes = view.changes as TChangeDraft[];
  const today = hongKongToday();
  return (
    <MainCard>
      <Stack spacing={3}>
        <RecordUpdateHeader
          task={task}
          records={records}
          actions={
            <Button
              component={RouterLink}
              to={ongoingCasePath(view.caseID)}
              variant="outlined"
              startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
              sx={{ flexShrink: 0 }}
            >
              {t('tasks.screen.openCase')}
            </Button>
          }
        />
        <Alert severity="info">{t('recordUpdate.readOnly')}</Alert>
        <IssueSummary issues={view.issues} changes={changes} />
        <RenewalNotesBox notes={view.renewalNotes} />
        <Stack component="section" spacing={2} aria-labelledby="record-update-changes">
          <Typography variant="h4" component="h2" id="record-update-changes">
            {t('recordUpdate.changesTitle', { count: changes.length })}
          </Typography>
          {changes.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('recordUpdate.noChangesReadOnly')}</Typography>
          )}
          {changes.map((change, index) => (
            <ChangeSummary
              key={change.changeID}
              index={index}
              change={change}
              records={records}
              today={today}
            />
          ))}
        </Stack>
        <Divider />
        <FilingsPanel filings={view.filings} changes={changes} />
      </Stack>
    </MainCard>
  );
}
