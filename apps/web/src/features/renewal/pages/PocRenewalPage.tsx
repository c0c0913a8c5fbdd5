import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  RENEWAL_SECTION_NAMES,
  type TCaseInformation,
  type TLanguage,
  type TRenewalSection,
  type TRenewalView,
  type TRouteName,
  type TTask,
  type TTaskActionKey,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { toLanguage } from '../../../i18n/language';
import { draftOf, informationQuery } from '../../case-form/api';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton, useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { renewalQuery, useAnswerSection } from '../api';
import ReturnSectionCard, { type TChangeInput } from '../components/ReturnSectionCard';
import { sectionLines } from '../return-sections';
import { TopicHelp } from '../../help/components/TopicHelp';

const POC_TASKS: readonly TTaskActionKey[] = ['T_AR_A_POC'];
const CHANGE_FIELDS = ['note', 'effectiveDate'] as const;

function PocRenewalScreen({
  task,
  view,
  information,
  completion,
}: {
  task: TTask;
  view: TRenewalView;
  information: TCaseInformation;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t, i18n } = useTranslation();
  const language: TLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { showError } = useSnackbar();
  const answer = useAnswerSection(view.caseID);
  const [errors, setErrors] = useState<Partial<Record<TRenewalSection, Record<string, string>>>>({});
  const { complete, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);
  const unanswered = view.sections.filter((s) => s.status === null);
  const answered = view.sections.length - unanswered.length;

  const onFailure = (section: TRenewalSection) => (error: unknown) => {
    const byField = serverFieldErrors(error, CHANGE_FIELDS);
    if (hasErrors(byField)) setErrors((e) => ({ ...e, [section]: byField as Record<string, string> }));
    else showError(error);
  };
  const confirm = (section: TRenewalSection) => {
    setErrors((e) => ({ ...e, [section]: {} }));
    answer.mutate({ section, body: { status: 'CONFIRMED' } }, { onError: onFailure(section) });
  };
  const change = (section: TRenewalSection) => (input: TChangeInput, done: () => void) => {
    const local: Record<string, string> = {};
    if (!input.note) local.note = t('renewal.errors.noteRequired');
    if (!input.effectiveDate) local.effectiveDate = t('renewal.errors.dateRequired');
    setErrors((e) => ({ ...e, [section]: local }));
    if (Object.keys(local).length > 0) return;
    answer.mutate(
      { section, body: { status: 'CHANGED', ...input } },
      { onSuccess: done, onError: onFailure(section) },
    );
  };

  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        <Alert severity="info" action={<TopicHelp topic="annualReturn" variant="text" />}>
          {view.returnDate
            ? t('renewal.intro', { date: formatDate(view.returnDate) })
            : t('renewal.introNoDate')}
        </Alert>
        <Box>
          <Typography id="renewal-progress-label" sx={{ mb: 1 }}>
            {t('renewal.progress', { answered, total: view.sections.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(answered / view.sections.length) * 100}
            aria-labelledby="renewal-progress-label"
          />
        </Box>
        <Stack spacing={2}>
          {view.sections.map((s) => (
            <ReturnSectionCard
              key={s.section}
              section={s.section}
              lines={sectionLines(s.section, information, t, language)}
              answer={s}
              editable={view.mayConfirm}
              busy={answer.isPending}
              errors={errors[s.section] ?? {}}
              onConfirm={() => confirm(s.section)}
              onChange={change(s.section)}
            />
          ))}
        </Stack>
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={() => complete()}
            disabled={completion.isPending || answer.isPending || unanswered.length > 0}
            sx={{ flexShrink: 0 }}
          >
            {t('renewal.submit')}
          </Button>
          {unanswered.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('renewal.stillToAnswer', {
                list: unanswered
                  .map((s) => RENEWAL_SECTION_NAMES[s.section][language])
                  .join(t('filing.listSeparator')),
              })}
            </Typography>
          )}
        </Stack>
      </Stack>
    </MainCard>
  );
}

function PocRenewalLoader({
  task,
  completion,
}: {
  task: TTask;
  completion: ReturnType<typeof useCompleteTask>;
}) {
  const { t } = useTranslation();
  const view = useQuery(renewalQuery(task.caseID));
  const information = useQuery(informationQuery(task.caseID));
  if (view.data && information.data)
    return (
      <PocRenewalScreen
        task={task}
        view={view.data}
        information={draftOf(information.data.information)}
        completion={completion}
      />
    );
  return (
    <TaskScreenLoading
      task={task}
      failed={view.isError || information.isError}
      failedText={t('renewal.loadFailed')}
      loadingLabel={t('renewal.loading')}
      onRetry={() => {
        void view.refetch();
        void information.refetch();
      }}
    />
  );
}

/**
 * /annual-renewal/poc-renewal/:caseID (T_AR_A_POC; issue 16): the client checks the company as the
 * annual return will report it at the return date, part by part — confirmed, or changed with what
 * and since when (the firm records changes through an amendment; nothing is edited here).
 */
export default function PocRenewalPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo(() => t('renewal.submitted'));
  return (
    <TaskScreenGate
      routeName={routeName}
      actionKeys={POC_TASKS}
      leaving={completion.isPending || completion.isSuccess}
    >
      {(task) => <PocRenewalLoader key={task.taskID} task={task} completion={completion} />}
    </TaskScreenGate>
  );
}
