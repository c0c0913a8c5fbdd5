import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { ERROR_CODES, LIMITS, type TLinkCaseResponse } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { linkCase, refreshCaseLists } from '../api';
import { hasErrors, refusalMessage, serverFieldErrors, type TFieldErrors } from '../form-errors';
import CompanyNames from './CompanyNames';
import { useFieldValidation } from '../use-field-validation';

type TStep = 'code' | 'identity' | 'done';
const LINK_FIELDS = ['invitationCode', 'firstName', 'lastName'] as const;
type TLinkField = (typeof LINK_FIELDS)[number];

const TITLE_KEYS = {
  code: 'caseOpening.link.codeTitle',
  identity: 'caseOpening.link.identityTitle',
  done: 'caseOpening.link.doneTitle',
} as const satisfies Record<TStep, string>;

/**
 * The link-to-case dialog (spec §2): 1 the invitation code, 2 the English name the firm invited,
 * 3 the case joined. Closing it at any point empties it and refreshes the case and task lists.
 */
export default function LinkCaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  const { nameError } = useFieldValidation();
  const titleId = useId();
  const [step, setStep] = useState<TStep>('code');
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<TFieldErrors<TLinkField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [linked, setLinked] = useState<TLinkCaseResponse | null>(null);

  const mutation = useMutation({
    mutationFn: linkCase,
    onSuccess: (answer) => {
      setLinked(answer);
      setStep('done');
    },
    onError: (error) => {
      if (!isApiError(error)) return showError(error);
      if (error.code === ERROR_CODES.LINK_CASE_FAIL) return setFailure(t('linkCaseFail'));
      if (error.status === 429 && error.retryAfterSeconds !== undefined) {
        const seconds = error.retryAfterSeconds;
        return setFailure(
          seconds < 60
            ? t('caseOpening.link.waitSeconds', { count: Math.max(1, Math.ceil(seconds)) })
            : t('caseOpening.link.waitMinutes', { count: Math.ceil(seconds / 60) }),
        );
      }
      const fields = serverFieldErrors(error, LINK_FIELDS);
      if (hasErrors(fields)) {
        setErrors(fields);
        if (fields.invitationCode) setStep('code');
        return;
      }
      // Already linked, an expired or used code: the server's own words.
      const message = refusalMessage(error);
      if (message) setFailure(message);
      else showError(error);
    },
  });
  const busy = mutation.isPending;

  const reset = () => {
    setStep('code');
    setCode('');
    setFirstName('');
    setLastName('');
    setErrors({});
    setFailure(null);
    setLinked(null);
    mutation.reset();
  };

  const close = () => {
    if (busy) return;
    void refreshCaseLists(queryClient, { entities: true });
    onClose();
  };

  const edit = (field: TLinkField, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim().length !== LIMITS.invitationCodeLength) {
      setErrors({ invitationCode: t('caseOpening.link.codeInvalid') });
      return;
    }
    setErrors({});
    setStep('identity');
  };

  const submitIdentity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = { firstName: nameError(firstName), lastName: nameError(lastName) };
    if (hasErrors(found)) {
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    mutation.mutate({
      invitationCode: code.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form noValidate onSubmit={step === 'code' ? submitCode : submitIdentity}>
        <DialogTitle id={titleId} variant="h3" component="h2">
          {t(TITLE_KEYS[step])}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && step !== 'done' && <FormErrorNotice>{failure}</FormErrorNotice>}
            {step === 'code' && (
              <>
                <Alert severity="info" icon={<IconMailForward size={22} stroke={1.6} />}>
                  {t('caseOpening.link.emailNote')}
                </Alert>
                <OutlinedField
                  label={t('caseOpening.link.code')}
                  name="invitationCode"
                  autoComplete="off"
                  autoFocus
                  required
                  value={code}
                  // The codes use capital letters and digits only; typing in lower case is fine.
                  onChange={edit('invitationCode', (value) => setCode(value.toUpperCase()))}
                  error={errors.invitationCode}
                  helperText={t('caseOpening.link.codeHint')}
                />
              </>
            )}
            {step === 'identity' && (
              <>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('caseOpening.link.identityIntro')}
                </Typography>
                <OutlinedField
                  label={t('caseOpening.fields.engFirstName')}
                  name="firstName"
                  autoComplete="given-name"
                  autoFocus
                  required
                  value={firstName}
                  onChange={edit('firstName', setFirstName)}
                  error={errors.firstName}
                  disabled={busy}
                />
                <OutlinedField
                  label={t('caseOpening.fields.engLastName')}
                  name="lastName"
                  autoComplete="family-name"
                  required
                  value={lastName}
                  onChange={edit('lastName', setLastName)}
                  error={errors.lastName}
                  disabled={busy}
                />
              </>
            )}
            {step === 'done' && linked && (
              <>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'success.dark' }}>
                  <IconCircleCheck size={28} stroke={1.6} aria-hidden />
                  <Typography sx={{ color: 'text.primary' }}>{t('caseOpening.link.doneIntro')}</Typography>
                </Stack>
                <Stack spacing={1.5} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Detail label={t('caseOpening.link.company')}>
                    <CompanyNames engName={linked.companyEngName} chiName={linked.companyChiName} />
                  </Detail>
                  <Detail label={t('caseOpening.link.caseType')}>{t(`caseType.${linked.caseType}`)}</Detail>
                </Stack>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {step === 'code' && (
            <>
              <Button onClick={close} color="inherit">
                {t('caseOpening.cancel')}
              </Button>
              <Button type="submit" variant="contained" color="secondary">
                {t('caseOpening.link.next')}
              </Button>
            </>
          )}
          {step === 'identity' && (
            <>
              <Button onClick={() => setStep('code')} disabled={busy} color="inherit">
                {t('caseOpening.cancel')}
              </Button>
              <Button type="submit" variant="contained" color="secondary" loading={busy}>
                {t('caseOpening.link.confirm')}
              </Button>
            </>
          )}
          {step === 'done' && (
            <Button onClick={close} variant="contained" color="secondary" autoFocus>
              {t('caseOpening.link.getStarted')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="div" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}
