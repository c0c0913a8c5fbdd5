import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  ADDRESS_PROOF_TYPES,
  type TAddressProofView,
  type TRouteName,
  type TTask,
  type TTaskActionKey,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { SelectField } from '../../account-management/components/list-parts';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { TUploadOne } from '../../files/FileUploader';
import CertificateSlot from '../../filing/components/CertificateSlot';
import type { useCompleteTask } from '../../tasks/api';
import RefusalAlert from '../../tasks/components/RefusalAlert';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';
import TaskScreenLoading from '../../tasks/components/TaskScreenLoading';
import { useCompleteButton, useCompleteTaskAndGo } from '../../tasks/use-task-completion';
import { addressProofQuery, useSaveAddressProof } from '../api';
import DateField from '../../../ui-component/date-field/DateField';
import { TopicHelp } from '../../help/components/TopicHelp';

const PROOF_TASKS: readonly TTaskActionKey[] = ['T_AR_SH_U_ADDR'];
const FIELDS = ['kind', 'fileID', 'documentType', 'issueDate'] as const;
type TProofType = (typeof ADDRESS_PROOF_TYPES)[number];
type TFile = { fileID: string; fileName: string; fileSize: number };

function AddressProofScreen({
  task,
  view,
  completion,
  upload,
}: {
  task: TTask;
  view: TAddressProofView;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const save = useSaveAddressProof(task.taskID);
  const submitted = view.submitted;
  const [kind, setKind] = useState<'NEW' | 'ON_FILE'>(submitted?.kind ?? (view.onFile ? 'ON_FILE' : 'NEW'));
  const [file, setFile] = useState<TFile | null>(submitted?.file ?? null);
  const [documentType, setDocumentType] = useState<TProofType>(submitted?.documentType ?? 'UTILITY_BILL');
  const [issueDate, setIssueDate] = useState(submitted?.issueDate ?? '');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [preview, setPreview] = useState<TFile | null>(null);
  const { complete, refusal, clearRefusal } = useCompleteButton(task.taskID, completion);

  const onFailure = (error: unknown) => {
    const byField = serverFieldErrors(error, FIELDS);
    if (hasErrors(byField)) setErrors(byField);
    else showError(error);
  };
  const record = () => {
    if (kind === 'ON_FILE') {
      setErrors({});
      save.mutate(
        { kind: 'ON_FILE' },
        { onSuccess: () => showSuccess(t('renewal.proof.saved')), onError: onFailure },
      );
      return;
    }
    const local: typeof errors = {};
    if (!file) local.fileID = t('renewal.proof.errors.file');
    if (!issueDate) local.issueDate = t('renewal.errors.dateRequired');
    else if (issueDate < view.earliestIssueDate)
      local.issueDate = t('renewal.proof.errors.tooOld', { date: formatDate(view.earliestIssueDate) });
    setErrors(local);
    if (hasErrors(local) || !file) return;
    save.mutate(
      { kind: 'NEW', fileID: file.fileID, documentType, issueDate },
      { onSuccess: () => showSuccess(t('renewal.proof.saved')), onError: onFailure },
    );
  };
  const unsaved =
    !submitted ||
    submitted.kind !== kind ||
    (kind === 'NEW' &&
      (submitted.file?.fileID !== file?.fileID ||
        submitted.documentType !== documentType ||
        submitted.issueDate !== issueDate));

  return (
    <MainCard>
      <Stack spacing={3}>
        <TaskScreenHeader task={task} />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography>
            {t('renewal.proof.intro', { name: view.holderName, company: view.companyName })}
          </Typography>
          <TopicHelp topic="addressProof" variant="text" />
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby="proof-on-file" sx={{ p: 2 }}>
          <Typography variant="h4" component="h2" id="proof-on-file" sx={{ mb: 1 }}>
            {t('renewal.proof.onFileTitle')}
          </Typography>
          {view.onFile ? (
            <Stack spacing={1}>
              <Typography>
                {t(`compliance.options.addressProof.${view.onFile.documentType}`)}
                {view.onFile.issueDate &&
                  ` · ${t('renewal.proof.issuedOn', { date: formatDate(view.onFile.issueDate) })}`}
              </Typography>
              {view.onFile.stale && <Alert severity="warning">{t('renewal.proof.onFileStale')}</Alert>}
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('renewal.proof.noneOnFile')}</Typography>
          )}
        </Paper>
        {view.mayEdit && (
          <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
              {t('renewal.proof.choiceTitle')}
            </Typography>
            <RadioGroup
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as 'NEW' | 'ON_FILE');
                setErrors({});
              }}
              name="proof-kind"
            >
              <FormControlLabel value="NEW" control={<Radio />} label={t('renewal.proof.kindNew')} />
              <FormControlLabel
                value="ON_FILE"
                control={<Radio />}
                label={t('renewal.proof.kindOnFile')}
                disabled={!view.onFile}
              />
            </RadioGroup>
            {errors.kind && (
              <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
                {errors.kind}
              </Typography>
            )}
            {kind === 'NEW' && (
              <Stack spacing={2}>
                <CertificateSlot
                  id="proof-file"
                  caseID={view.caseID}
                  fields={{ holderID: view.holderID }}
                  label={t('renewal.proof.file')}
                  file={file}
                  editable
                  error={errors.fileID}
                  upload={upload}
                  onUploaded={(uploaded) => {
                    setFile(uploaded);
                    setErrors((e) => ({ ...e, fileID: '' }));
                  }}
                  onRemove={() => setFile(null)}
                  onPreview={setPreview}
                />
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <SelectField
                    label={t('renewal.proof.documentType')}
                    name="documentType"
                    value={documentType}
                    fullWidth
                    options={ADDRESS_PROOF_TYPES.map((v) => ({
                      value: v,
                      label: t(`compliance.options.addressProof.${v}`),
                    }))}
                    onChange={(value) => setDocumentType(value as TProofType)}
                  />
                  <DateField
                    label={t('renewal.proof.issueDate')}
                    name="issueDate"
                    required
                    value={issueDate}
                    onChange={(value) => {
                      setIssueDate(value);
                      setErrors((e) => ({ ...e, issueDate: '' }));
                    }}
                    error={errors.issueDate}
                    helperText={t('renewal.proof.issueDateHint', {
                      date: formatDate(view.earliestIssueDate),
                    })}
                  />
                </Stack>
              </Stack>
            )}
            <Box>
              <Button variant="outlined" onClick={record} disabled={save.isPending || !unsaved}>
                {t('renewal.proof.save')}
              </Button>
            </Box>
          </Stack>
        )}
        {submitted && !unsaved && (
          <Alert severity="success">
            {submitted.kind === 'ON_FILE'
              ? t('renewal.proof.savedOnFile')
              : t('renewal.proof.savedNew', { date: formatDate(submitted.issueDate ?? '') })}
          </Alert>
        )}
        {refusal && <RefusalAlert error={refusal} onClose={clearRefusal} />}
        <Divider />
        <Box>
          <Button
            variant="contained"
            startIcon={<IconCircleCheck size={18} aria-hidden="true" />}
            onClick={() => complete({ result: { confirmed: true } })}
            disabled={completion.isPending || save.isPending || !submitted || unsaved}
          >
            {t('renewal.proof.submit')}
          </Button>
        </Box>
      </Stack>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </MainCard>
  );
}

function AddressProofLoader({
  task,
  completion,
  upload,
}: {
  task: TTask;
  completion: ReturnType<typeof useCompleteTask>;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const view = useQuery(addressProofQuery(task.taskID));
  if (view.data)
    return <AddressProofScreen task={task} view={view.data} completion={completion} upload={upload} />;
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

/**
 * /annual-renewal/update-address-proof/:caseID/:taskID (T_AR_SH_U_ADDR; issue 16): a stakeholder (or
 * the client for one without e-mail) gives a proof of address issued within the last 3 months, or
 * confirms that the one the firm holds still shows where they live.
 */
export default function AddressProofPage({
  routeName,
  upload,
}: {
  routeName: TRouteName;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const completion = useCompleteTaskAndGo(() => t('renewal.proof.submitted'));
  return (
    <TaskScreenGate
      routeName={routeName}
      actionKeys={PROOF_TASKS}
      leaving={completion.isPending || completion.isSuccess}
    >
      {(task) => <AddressProofLoader key={task.taskID} task={task} completion={completion} upload={upload} />}
    </TaskScreenGate>
  );
}
