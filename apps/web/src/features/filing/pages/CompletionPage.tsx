import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TCompletionView, TRouteName, TTask, TTaskActionKey } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { TUploadOne } from '../../files/FileUploader';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton, useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { completionQuery, useSaveCompletion } from '../api';
import CertificateSlot from '../components/CertificateSlot';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import RenewalCompletion from '../../renewal/components/RenewalCompletion';
import DateField from '../../../ui-component/date-field/DateField';

const FIELDS = [
  'companyNumber',
  'brn',
  'incorporationDate',
  'certificateFileID',
  'brCertificateFileID',
] as const;

/** The incorporation's completion, and the annual renewal's (its own screen). */
const COMPLETION_TASKS: readonly TTaskActionKey[] = ['CASE_COMPLETION', 'T_AR_COMPLETION'];

type TNumbers = { companyNumber: string; brn: string; incorporationDate: string };

/** What the browser can tell before asking the server: digits and lengths. */
function numberProblems(values: TNumbers, t: (key: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  if (values.companyNumber && !/^\d{1,8}$/.test(values.companyNumber))
    out.companyNumber = t('filing.errors.companyNumber');
  if (values.brn && !/^\d{8}$/.test(values.brn)) out.brn = t('filing.errors.brn');
  return out;
}

function CompletionScreen({
  task,
  view,
  completion,
  upload,
}: {
  task: TTask;
  view: TCompletionView;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const save = useSaveCompletion(view.caseID);
  const [values, setValues] = useState<TNumbers>({
    companyNumber: view.companyNumber ?? '',
    brn: view.brn ?? '',
    incorporationDate: view.incorporationDate ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [preview, setPreview] = useState<{ fileID: string; fileName: string } | null>(null);
  const { complete: completeTask, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);
  const unsaved =
    values.companyNumber !== (view.companyNumber ?? '') ||
    values.brn !== (view.brn ?? '') ||
    values.incorporationDate !== (view.incorporationDate ?? '');
  const set = (field: keyof TNumbers) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value.trim() }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const onFailure = (error: unknown) => {
    const byField = serverFieldErrors(error, FIELDS);
    if (hasErrors(byField)) setErrors((e) => ({ ...e, ...byField }));
    else showError(error);
  };
  const numbersBody = () => ({
    companyNumber: values.companyNumber || null,
    brn: values.brn || null,
    incorporationDate: values.incorporationDate || null,
  });
  const saveNumbers = (then?: () => void) => {
    const local = numberProblems(values, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(numbersBody(), {
      onSuccess: () => (then ? then() : showSuccess(t('filing.saved'))),
      onError: onFailure,
    });
  };
  const saveFile = (field: 'certificateFileID' | 'brCertificateFileID', fileID: string | null) =>
    save.mutate({ [field]: fileID }, { onError: onFailure });
  // Numbers typed but not saved are saved first.
  const complete = () => (unsaved ? saveNumbers(() => completeTask()) : completeTask());
  const ready = view.missing.length === 0 && !unsaved;
  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        {view.filingDate && (
          <Alert severity="info">{t('filing.filedOn', { date: formatDate(view.filingDate) })}</Alert>
        )}
        <Stack component="section" spacing={2} aria-labelledby="completion-numbers-title">
          <Typography variant="h4" component="h2" id="completion-numbers-title">
            {t('filing.completionTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <OutlinedField
              label={t('filing.fields.companyNumber')}
              name="companyNumber"
              required
              value={values.companyNumber}
              onChange={set('companyNumber')}
              error={errors.companyNumber}
              helperText={t('filing.hints.companyNumber')}
              disabled={!view.mayEdit}
            />
            <OutlinedField
              label={t('filing.fields.brn')}
              name="brn"
              required
              value={values.brn}
              onChange={set('brn')}
              error={errors.brn}
              helperText={t('filing.hints.brn')}
              disabled={!view.mayEdit}
            />
            <DateField
              label={t('filing.fields.incorporationDate')}
              name="incorporationDate"
              required
              value={values.incorporationDate}
              onChange={set('incorporationDate')}
              error={errors.incorporationDate}
              disabled={!view.mayEdit}
            />
          </Stack>
          {view.mayEdit && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => saveNumbers()} disabled={!unsaved || save.isPending}>
                {t('filing.save')}
              </Button>
              {unsaved && (
                <Typography variant="body2" sx={{ color: 'warning.dark' }}>
                  {t('filing.unsaved')}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
        <Divider />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {(
            [
              ['certificateFileID', 'certificate', 'completion-certificate'],
              ['brCertificateFileID', 'brCertificate', 'completion-br-certificate'],
            ] as const
          ).map(([field, key, id]) => (
            <Box key={field} sx={{ flex: 1, minWidth: 0 }}>
              <CertificateSlot
                id={id}
                caseID={view.caseID}
                label={t(`filing.fields.${field}`)}
                file={view[key]}
                editable={view.mayEdit}
                error={errors[field]}
                upload={upload}
                onUploaded={(uploaded) => saveFile(field, uploaded.fileID)}
                onRemove={() => saveFile(field, null)}
                onPreview={setPreview}
              />
            </Box>
          ))}
        </Stack>
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={complete}
            disabled={completion.isPending || save.isPending || (!ready && !unsaved)}
          >
            {t('filing.completeCase')}
          </Button>
          {view.missing.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('filing.stillMissing', {
                list: view.missing.map((m) => t(`filing.fields.${m}`)).join(t('filing.listSeparator')),
              })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </MainCard>
  );
}

function CompletionLoader({
  task,
  completion,
  upload,
}: {
  task: TTask;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const view = useQuery(completionQuery(task.caseID));
  if (view.data)
    return <CompletionScreen task={task} view={view.data} completion={completion} upload={upload} />;
  return (
    <TaskScreenLoading
      task={task}
      failed={view.isError}
      failedText={t('filing.loadFailed')}
      loadingLabel={t('filing.loading')}
      onRetry={() => void view.refetch()}
    />
  );
}

/**
 * /case-completion/:caseID (CASE_COMPLETION; issue 8): the company number, business registration
 * number and date of incorporation the registry gave, with both certificates; completing the case
 * makes the company an active entity. An annual renewal's last task (T_AR_COMPLETION) has its own
 * form here: the registry's acknowledgement of the return (issue 16).
 */
export default function CompletionPage({
  routeName,
  upload,
}: {
  routeName: TRouteName;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo(() => t('filing.caseCompleted'));
  const renewalCompletion = useCompleteTaskAndGo(() => t('renewal.completion.completed'));
  const leaving = [completion, renewalCompletion].some((c) => c.isPending || c.isSuccess);
  return (
    <TaskScreenGate routeName={routeName} actionKeys={COMPLETION_TASKS} leaving={leaving}>
      {(task) =>
        task.taskActionKey === 'T_AR_COMPLETION' ? (
          <RenewalCompletion key={task.taskID} task={task} completion={renewalCompletion} upload={upload} />
        ) : (
          <CompletionLoader key={task.taskID} task={task} completion={completion} upload={upload} />
        )
      }
    </TaskScreenGate>
  );
}
