import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { pickLanguage, type TAmendmentType, type TAmendmentView, type TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { CaseFormContext } from '../../case-form/case-form-context';
import { focusFirstFieldSoon } from '../../case-form/draft-model';
import SaveStatus from '../../case-form/components/SaveStatus';
import { hongKongToday } from '../../entities/hk-date';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import { useCompleteButton } from '../../tasks/use-task-completion';
import {
  changeFromNote,
  isBlockIssue,
  issuesAtChanges,
  newChange,
  recordsOf,
  type TRenewalNote,
} from '../amendment-draft';
import { startingChanges, useAmendmentAutosave, type TChangeDraft } from '../use-amendment-autosave';
import { useAmendmentForm } from '../use-amendment-form';
import AddChange from './AddChange';
import ChangeCard from './ChangeCard';
import FilingsPanel from './FilingsPanel';
import IssueSummary from './IssueSummary';
import RecordUpdateHeader from './RecordUpdateHeader';
import RenewalNotesBox from './RenewalNotesBox';

/**
 * The officer's record update (T_RECORD_UPDATES, issue 19): changes added one by one, each starting
 * from the company's records, saved as typed; the server's problems at their fields and in a list at
 * the top; the notices owed; and the task's Complete, which the server refuses while problems remain.
 */
export default function RecordUpdateEditor({
  task,
  view,
  storageKey,
  completion,
}: {
  task: TTask;
  view: TAmendmentView;
  storageKey: string;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const [start] = useState(() => startingChanges(storageKey, view));
  const { showSnackbar } = useSnackbar();
  const { changes, update, state, saveNow, isSaved } = useAmendmentAutosave({
    caseID: view.caseID,
    storageKey,
    initial: start.changes,
    restored: start.restored,
  });
  const records = useMemo(() => recordsOf(view), [view]);
  const issues = useMemo(() => issuesAtChanges(view, changes), [view, changes]);
  const form = useAmendmentForm({ records, changes, update, issues, language });
  const { complete, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);
  const today = hongKongToday();

  const add = (change: TChangeDraft) => {
    update((current) => [...current, change]);
    focusFirstFieldSoon(`changes.${changes.length}`);
  };
  const finish = async () => {
    // What is typed reaches the server first: completion judges the draft as saved.
    await saveNow();
    if (!isSaved()) {
      showSnackbar({ variant: 'alert', severity: 'warning', message: t('recordUpdate.notSaved') });
      return;
    }
    complete();
  };

  return (
    <CaseFormContext value={form}>
      <MainCard>
        <Stack spacing={3}>
          <RecordUpdateHeader task={task} records={records} actions={<SaveStatus state={state} />} />
          {start.restored && <Alert severity="info">{t('caseForm.save.restored')}</Alert>}
          <Typography sx={{ color: 'text.secondary' }}>{t('recordUpdate.intro')}</Typography>
          <IssueSummary issues={issues} changes={changes} />
          <RenewalNotesBox
            notes={view.renewalNotes}
            onAdd={(note: TRenewalNote) => add(changeFromNote(note, records))}
          />
          <Stack component="section" spacing={2} aria-labelledby="record-update-changes">
            <Typography variant="h4" component="h2" id="record-update-changes">
              {t('recordUpdate.changesTitle', { count: changes.length })}
            </Typography>
            {changes.length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>{t('recordUpdate.noChanges')}</Typography>
            )}
            {changes.map((change, index) => {
              const path = `changes.${index}`;
              return (
                <ChangeCard
                  key={change.changeID}
                  index={index}
                  change={change}
                  records={records}
                  caseID={view.caseID}
                  today={today}
                  blockMessages={issues
                    .filter((issue) => isBlockIssue(issue.path, path, change.type))
                    .map((issue) => issue.message)}
                  onRemove={() => update((current) => current.filter((c) => c.changeID !== change.changeID))}
                />
              );
            })}
            <AddChange
              count={changes.length}
              onAdd={(type: TAmendmentType) => add(newChange(type, records))}
            />
          </Stack>
          <Divider />
          <FilingsPanel filings={view.filings} changes={changes} />
          {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
              onClick={() => void finish()}
              disabled={completion.isPending || changes.length === 0}
            >
              {t('recordUpdate.complete')}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('recordUpdate.completeHint')}
            </Typography>
          </Stack>
        </Stack>
      </MainCard>
    </CaseFormContext>
  );
}
