import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formMessage, holderName, ongoingCasePath, type TAddress } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import type { THolderView } from '../api';
import { fieldLabel } from '../field-labels';
import { IdentificationFormContext, type TAddressKey, type TIdentificationForm } from '../form-context';
import { draftIssues } from '../particulars';
import { NoTaskError, refusalIssues, useConfirmIdentity } from '../use-confirm-identity';
import { useParticularsDraft } from '../use-particulars-draft';
import { useShowFailure } from '../use-show-failure';
import type { TUploadFn } from '../upload-request';
import Acknowledgements from './Acknowledgements';
import CorporateSection from './CorporateSection';
import IndividualSection from './IndividualSection';
import IssueList, { type TListedIssue } from './IssueList';
import SaveStatus from './SaveStatus';

const ADDRESS_KEYS = new Set<string>(['resAddress', 'corrAddress', 'regAddress']);

/** The identification form of one holder, its draft saved as it is typed. */
export default function IdentificationForm({
  view,
  readOnly,
  upload,
}: {
  view: THolderView;
  readOnly: boolean;
  upload: TUploadFn;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const showError = useShowFailure();
  const { caseID, holderID } = view;
  const draft = useParticularsDraft(view, !readOnly);
  const { update } = draft;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<TListedIssue[]>([]);

  const issues = useMemo(() => draftIssues(view, draft.particulars), [view, draft.particulars]);
  const listed = useMemo<TListedIssue[]>(() => {
    const own = issues.map((i) => ({ path: i.path, message: formMessage(i.key, language) }));
    return [...own, ...refused.filter((r) => !own.some((o) => o.path === r.path))];
  }, [issues, refused, language]);

  const confirm = useConfirmIdentity(caseID, holderID, draft.flush, (response) => {
    showSuccess(t('shIdentification.confirm.done'));
    void navigate(response.nextPath);
  });

  const touch = useCallback(
    (path: string) => setTouched((set) => (set.has(path) ? set : new Set(set).add(path))),
    [],
  );
  const fileIds = (path: string): string[] => {
    const [head = '', sub] = path.split('.');
    if (sub === 'supDoc' && ADDRESS_KEYS.has(head))
      return draft.particulars[head as TAddressKey]?.supDoc ?? [];
    return head === 'idDocs' || head === 'shareholderDocList' ? (draft.particulars[head] ?? []) : [];
  };
  const changeFileIds = (path: string, change: (ids: string[]) => string[]) =>
    update((current) => {
      const [head = '', sub] = path.split('.');
      if (sub === 'supDoc' && ADDRESS_KEYS.has(head)) {
        const key = head as TAddressKey;
        const address: TAddress = current[key] ?? {};
        return { ...current, [key]: { ...address, supDoc: change(address.supDoc ?? []) } };
      }
      if (head === 'idDocs' || head === 'shareholderDocList') {
        return { ...current, [head]: change(current[head] ?? []) };
      }
      return current;
    });

  const form: TIdentificationForm = {
    draft: draft.particulars,
    language,
    readOnly,
    setText: (key, value) => update((current) => ({ ...current, [key]: value })),
    setFlag: (key, value) => update((current) => ({ ...current, [key]: value })),
    setAddress: (key, field, value) =>
      update((current) => ({ ...current, [key]: { ...(current[key] ?? {}), [field]: value } })),
    fileIds,
    addFileId: (path, fileID) => changeFileIds(path, (ids) => [...ids.filter((x) => x !== fileID), fileID]),
    removeFileId: (path, fileID) => changeFileIds(path, (ids) => ids.filter((x) => x !== fileID)),
    // Names and sizes: what the server knows of the saved files, and what this browser just uploaded.
    files: { ...Object.fromEntries(view.documents.map((d) => [d.fileID, d])), ...draft.files },
    rememberFiles: draft.rememberFiles,
    upload,
    uploadTarget: { caseID, holderID },
    messageFor: (path) => {
      if (!attempted && !touched.has(path)) return undefined;
      return listed.find((issue) => issue.path === path)?.message;
    },
    touch,
  };

  function onConfirm() {
    setAttempted(true);
    setRefused([]);
    if (issues.length > 0) {
      requestAnimationFrame(() => document.getElementById('sh-issue-list')?.focus());
      return;
    }
    confirm.mutate(undefined, {
      onError: (error) => {
        const problems = refusalIssues(error);
        if (problems) {
          setRefused(problems);
          requestAnimationFrame(() => document.getElementById('sh-issue-list')?.focus());
        } else if (error instanceof NoTaskError) {
          showError(new Error(t('shIdentification.confirm.noTask')));
          void navigate(ongoingCasePath(caseID), { replace: true });
        } else showError(error);
      },
    });
  }

  const company =
    (language === 'en'
      ? (view.companyEngName ?? view.companyChiName)
      : (view.companyChiName ?? view.companyEngName)) ?? '';
  const name = holderName({ ...view.holder, ...draft.particulars });
  return (
    <IdentificationFormContext value={form}>
      <MainCard>
        <Stack spacing={4}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box>
              <Typography variant="h2" component="h1">
                {t('screens.stakeholderIdentification')}
              </Typography>
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                {view.holder.holderType === 'C'
                  ? t('shIdentification.introCorporate', { company, name })
                  : t('shIdentification.introIndividual', { company, name })}
              </Typography>
            </Box>
            {!readOnly && (
              <SaveStatus status={draft.status} failure={draft.failure} onRetry={() => void draft.retry()} />
            )}
          </Stack>
          {readOnly && <Alert severity="info">{t('shIdentification.readOnly')}</Alert>}
          {view.holder.holderType === 'C' ? <CorporateSection /> : <IndividualSection />}
          <Divider />
          <Acknowledgements
            holder={view.holder}
            person={view.person}
            company={company}
            needsShareholderDirectorAck={view.needsShareholderDirectorAck}
            needsScrAck={view.needsScrAck}
          />
          {attempted && <IssueList issues={listed} labelOf={(path) => fieldLabel(t, path)} />}
          {!readOnly && (
            <Box>
              <Button
                variant="contained"
                size="large"
                onClick={onConfirm}
                disabled={confirm.isPending || confirm.isSuccess}
              >
                {confirm.isPending
                  ? t('shIdentification.confirm.sending')
                  : t('shIdentification.confirm.button')}
              </Button>
            </Box>
          )}
        </Stack>
      </MainCard>
    </IdentificationFormContext>
  );
}
