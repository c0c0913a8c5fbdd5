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
import {
  amountInputOf,
  FILING_METHODS,
  formatHKD,
  parseAmount,
  type TRenewalAcknowledgementRequest,
  type TRenewalAcknowledgementView,
  type TTask,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { SelectField } from '../../account-management/components/list-parts';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { TUploadOne } from '../../files/FileUploader';
import CertificateSlot from '../../filing/components/CertificateSlot';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton } from '../../tasks/use-task-completion';
import { acknowledgementQuery, useSaveAcknowledgement } from '../api';
import DateField from '../../../ui-component/date-field/DateField';

const FIELDS = ['deliveredDate', 'method', 'reference', 'feePaidCents', 'filedReturnFileID'] as const;
type TMethod = (typeof FILING_METHODS)[number];
type TTyped = { deliveredDate: string; method: TMethod | ''; reference: string; fee: string };

/** What is typed, started from the saved acknowledgement or else from the filing. */
function startValues(view: TRenewalAcknowledgementView): TTyped {
  return {
    deliveredDate: view.deliveredDate ?? view.filing?.filingDate ?? '',
    method: view.method ?? view.filing?.filingMethod ?? '',
    reference: view.reference ?? view.filing?.registryReference ?? '',
    fee: view.feePaidCents !== null ? amountInputOf(view.feePaidCents) : '',
  };
}

function savedValues(view: TRenewalAcknowledgementView): TTyped {
  return {
    deliveredDate: view.deliveredDate ?? '',
    method: view.method ?? '',
    reference: view.reference ?? '',
    fee: view.feePaidCents !== null ? amountInputOf(view.feePaidCents) : '',
  };
}

function RenewalCompletionScreen({
  task,
  view,
  completion,
  upload,
}: {
  task: TTask;
  view: TRenewalAcknowledgementView;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const save = useSaveAcknowledgement(view.caseID);
  const [values, setValues] = useState<TTyped>(() => startValues(view));
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [preview, setPreview] = useState<{ fileID: string; fileName: string } | null>(null);
  const { complete: completeTask, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);
  const saved = savedValues(view);
  // The fee compares as an amount: '2,610' is what was saved as 2610.00.
  const feeOf = (text: string) => (text.trim() === '' ? null : (parseAmount(text) ?? text));
  const unsaved =
    values.deliveredDate !== saved.deliveredDate ||
    values.method !== saved.method ||
    values.reference.trim() !== saved.reference ||
    feeOf(values.fee) !== feeOf(saved.fee);
  const set = (field: keyof TTyped) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field === 'fee' ? 'feePaidCents' : field]: '' }));
  };
  const onFailure = (error: unknown) => {
    const byField = serverFieldErrors(error, FIELDS);
    if (hasErrors(byField)) setErrors((e) => ({ ...e, ...byField }));
    else showError(error);
  };
  const saveTyped = (then?: () => void) => {
    const fee = values.fee.trim() === '' ? null : parseAmount(values.fee);
    if (values.fee.trim() !== '' && fee === null) {
      setErrors((e) => ({ ...e, feePaidCents: t('renewal.completion.errors.fee') }));
      return;
    }
    const body: TRenewalAcknowledgementRequest = {
      deliveredDate: values.deliveredDate || null,
      method: values.method || null,
      reference: values.reference.trim() || null,
      feePaidCents: fee,
    };
    save.mutate(body, {
      onSuccess: (next) => {
        setValues(savedValues(next));
        if (then) then();
        else showSuccess(t('filing.saved'));
      },
      onError: onFailure,
    });
  };
  const complete = () => (unsaved ? saveTyped(() => completeTask()) : completeTask());
  const saveFile = (fileID: string | null) =>
    save.mutate({ filedReturnFileID: fileID }, { onError: onFailure });
  const missing = view.missing.filter((m) => !(unsaved && m !== 'filedReturnFileID'));

  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        {view.returnDate && (
          <Alert severity="info">
            {t('renewal.completion.intro', { date: formatDate(view.returnDate) })}
          </Alert>
        )}
        <Stack component="section" spacing={2} aria-labelledby="ack-title">
          <Typography variant="h4" component="h2" id="ack-title">
            {t('renewal.completion.title')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DateField
              label={t('renewal.completion.fields.deliveredDate')}
              name="deliveredDate"
              required
              value={values.deliveredDate}
              onChange={set('deliveredDate')}
              error={errors.deliveredDate}
              disabled={!view.mayEdit}
            />
            <SelectField
              label={t('renewal.completion.fields.method')}
              name="method"
              value={values.method}
              fullWidth
              disabled={!view.mayEdit}
              options={[
                { value: '', label: '—' },
                ...FILING_METHODS.map((m) => ({ value: m, label: t(`filing.methods.${m}`) })),
              ]}
              onChange={set('method')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <OutlinedField
              label={t('renewal.completion.fields.reference')}
              name="reference"
              required
              value={values.reference}
              onChange={set('reference')}
              error={errors.reference}
              helperText={t('filing.hints.registryReference')}
              disabled={!view.mayEdit}
            />
            <OutlinedField
              label={t('renewal.completion.fields.feePaid')}
              name="feePaid"
              required
              value={values.fee}
              onChange={set('fee')}
              error={errors.feePaidCents}
              helperText={
                view.bandCents !== null
                  ? t('renewal.completion.feeHint', { fee: formatHKD(view.bandCents) })
                  : undefined
              }
              disabled={!view.mayEdit}
            />
          </Stack>
          {view.band && !unsaved && (
            <Alert severity={view.band === 'WITHIN_42_DAYS' ? 'success' : 'warning'}>
              {t('renewal.completion.band', {
                band: t(`renewal.bands.${view.band}`),
                fee: formatHKD(view.bandCents ?? 0),
                date: formatDate(view.onTimeUntil ?? ''),
              })}
              {view.feePaidCents !== null &&
                view.bandCents !== null &&
                view.feePaidCents !== view.bandCents && (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    {t('renewal.completion.feeDiffers', { paid: formatHKD(view.feePaidCents) })}
                  </Box>
                )}
            </Alert>
          )}
          {view.mayEdit && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => saveTyped()} disabled={!unsaved || save.isPending}>
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
        <CertificateSlot
          id="ack-filed-return"
          caseID={view.caseID}
          label={t('renewal.completion.fields.filedReturn')}
          file={view.filedReturn}
          editable={view.mayEdit}
          error={errors.filedReturnFileID}
          upload={upload}
          onUploaded={(uploaded) => saveFile(uploaded.fileID)}
          onRemove={() => saveFile(null)}
          onPreview={setPreview}
        />
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={complete}
            disabled={completion.isPending || save.isPending || missing.length > 0}
          >
            {t('renewal.completion.complete')}
          </Button>
          {missing.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('filing.stillMissing', {
                list: missing
                  .map((m) => t(`renewal.completion.missing.${m}`))
                  .join(t('filing.listSeparator')),
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

/**
 * T_AR_COMPLETION at /case-completion/:caseID (issue 16): the Registry's acknowledgement of the
 * annual return, its fee band, the filed NAR1; completing moves the next return date on a year.
 */
export default function RenewalCompletion({
  task,
  completion,
  upload,
}: {
  task: TTask;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const view = useQuery(acknowledgementQuery(task.caseID));
  if (view.data)
    return <RenewalCompletionScreen task={task} view={view.data} completion={completion} upload={upload} />;
  return (
    <TaskScreenLoading
      task={task}
      failed={view.isError}
      failedText={t('renewal.loadFailed')}
      loadingLabel={t('renewal.loading')}
      onRetry={() => void view.refetch()}
    />
  );
}
