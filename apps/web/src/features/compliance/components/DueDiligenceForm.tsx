import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { TDueDiligenceStakeholder } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import FileUploader, { type TUploadOne } from '../../files/FileUploader';
import { useSaveRecord } from '../api';
import {
  DRAFT_LIMITS,
  draftFor,
  draftGaps,
  draftProblems,
  dueDiligenceRequest,
  type TDraftField,
  type TDueDiligenceDraft,
} from '../due-diligence-form';
import DocumentList from './DocumentList';
import { AddressProofFields, IdentityFields, ScreeningFields } from './DueDiligenceFields';

/** Where the server's field names land on the form. */
const SERVER_FIELDS: Record<string, TDraftField> = {
  'dueDiligence.identityDocument.number': 'idNumber',
  'dueDiligence.identityDocument.issuingCountry': 'idCountry',
  'dueDiligence.identityDocument.expiryDate': 'idExpiry',
  'dueDiligence.addressProof.issueDate': 'addressIssueDate',
  'dueDiligence.screening.result': 'result',
  'dueDiligence.screening.checkedDate': 'screenedOn',
  remarks: 'remarks',
  recordDocs: 'evidence',
};

export interface TFieldsProps {
  draft: TDueDiligenceDraft;
  change: (changes: Partial<TDueDiligenceDraft>) => void;
  /** The message under a field, once the officer tried to save. */
  messageOf: (field: TDraftField) => string | undefined;
  idPrefix: string;
}

/**
 * Records (or corrects) one person's due diligence: identity document, proof of address, name
 * screening, remarks and evidence. A save is a record; with one already there it is the next version
 * and the form says so. Incomplete checks may be saved — completing the task is what insists.
 */
export default function DueDiligenceForm({
  caseID,
  stakeholder: s,
  onClose,
  upload,
  screeningBySearch = false,
}: {
  caseID: string;
  stakeholder: TDueDiligenceStakeholder;
  onClose: () => void;
  upload?: TUploadOne;
  /** Lists are loaded: screening is the portal's searches of the person, not a tick in the record. */
  screeningBySearch?: boolean;
}) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const save = useSaveRecord();
  const [draft, setDraft] = useState<TDueDiligenceDraft>(() => draftFor(s));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<TDraftField, string>>>({});
  // Evidence still on its way: saving now would leave it out of the record.
  const [uploading, setUploading] = useState(false);
  const problems = draftProblems(draft);
  const idPrefix = `dd-form-${s.holderID}`;
  const nextVersion = (s.record?.version ?? 0) + 1;

  const change = (changes: Partial<TDueDiligenceDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as TDraftField];
      return next;
    });
  };
  const messageOf = (field: TDraftField) => {
    if (serverProblems[field]) return serverProblems[field];
    const problem = tried ? problems[field] : undefined;
    return problem ? t(`dueDiligence.form.errors.${problem}`) : undefined;
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    save.mutate(dueDiligenceRequest(caseID, s.holderID, draft), {
      onSuccess: (saved) => {
        showSuccess(t('dueDiligence.form.saved', { name: s.name, version: saved.version }));
        onClose();
      },
      onError: (error) => {
        const field =
          isApiError(error) && error.status === 400 && error.field ? SERVER_FIELDS[error.field] : undefined;
        if (field && isApiError(error)) setServerProblems({ [field]: error.message });
        else showError(error);
      },
    });
  };

  const gaps = screeningBySearch
    ? [
        ...draftGaps(draft).filter((gap) => gap !== 'screening'),
        ...(s.screening?.satisfied ? [] : (['screening'] as const)),
      ]
    : draftGaps(draft);
  const fields: TFieldsProps = { draft, change, messageOf, idPrefix };
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('dueDiligence.form.title', { name: s.name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!uploading) submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5 }}
    >
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h4">
          {t('dueDiligence.form.title', { name: s.name })}
        </Typography>
        {s.record && (
          <Alert severity="info">{t('dueDiligence.form.correction', { version: nextVersion })}</Alert>
        )}
        <IdentityFields {...fields} holderType={s.holderType} />
        <AddressProofFields {...fields} />
        {screeningBySearch ? (
          <Box component="section" aria-label={t('dueDiligence.form.screening')}>
            <Typography variant="subtitle1" component="h5">
              {t('dueDiligence.form.screening')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('dueDiligence.screening.bySearch')}
            </Typography>
          </Box>
        ) : (
          <ScreeningFields {...fields} />
        )}
        <TextField
          id={`${idPrefix}-remarks`}
          label={t('dueDiligence.form.remarks')}
          value={draft.remarks}
          onChange={(event) => change({ remarks: event.target.value })}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(messageOf('remarks'))}
          helperText={messageOf('remarks')}
          slotProps={{ htmlInput: { maxLength: DRAFT_LIMITS.remarks + 100 } }}
        />
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h5" id={`${idPrefix}-evidence`}>
            {t('dueDiligence.form.evidence')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dueDiligence.form.evidenceHint')}
          </Typography>
          <DocumentList
            label={t('dueDiligence.form.evidenceList', { name: s.name })}
            documents={draft.evidence}
            onRemove={(fileID) => change({ evidence: draft.evidence.filter((e) => e.fileID !== fileID) })}
          />
          {messageOf('evidence') && (
            <Typography variant="body2" color="error">
              {messageOf('evidence')}
            </Typography>
          )}
          <FileUploader
            id={`${idPrefix}-upload`}
            uploadId={caseID}
            hideDone
            upload={upload}
            onBusyChange={setUploading}
            describedBy={`${idPrefix}-evidence`}
            maxFiles={DRAFT_LIMITS.evidence}
            alreadyAttached={draft.evidence.length}
            onUploaded={(file) =>
              setDraft((current) => ({
                ...current,
                evidence: [
                  ...current.evidence,
                  { fileID: file.fileID, fileName: file.fileName, fileSize: file.fileSize },
                ],
              }))
            }
          />
        </Stack>
        {gaps.length > 0 && (
          <Alert severity="warning">
            {t('dueDiligence.form.stillOpen', {
              gaps: gaps.map((gap) => t(`dueDiligence.missing.${gap}`)).join(', '),
            })}
          </Alert>
        )}
        {tried && Object.keys(problems).length > 0 && (
          <Alert severity="error" role="alert">
            {t('dueDiligence.form.fixFirst')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            // A record saved while its evidence is still uploading would be saved without it.
            loading={save.isPending || uploading}
            startIcon={<IconDeviceFloppy size={18} stroke={1.8} aria-hidden="true" />}
          >
            {s.record ? t('dueDiligence.form.saveCorrection') : t('dueDiligence.form.save')}
          </Button>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('dueDiligence.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
