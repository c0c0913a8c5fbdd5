import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTwoFactorStatus } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import EnrolmentPanel from '../../two-factor/EnrolmentPanel';
import RecoveryCodesPanel from '../../two-factor/RecoveryCodesPanel';
import { cleanTotpCode } from '../../two-factor/code-input';
import { describeSecondFactorError } from '../../two-factor/second-factor-errors';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  twoFactorQuery,
} from '../api';
import QueryStatus from './QueryStatus';

type TFieldErrors = Partial<Record<'code' | 'password', string>>;

/** A form of a current code (and, to turn it off, the password); refusals under their fields. */
function CodeForm({
  withPassword,
  submitLabel,
  danger,
  onSubmit,
}: {
  withPassword: boolean;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (values: { code: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanTotpCode(code);
    const missing: TFieldErrors = {};
    if (withPassword && !password) missing.password = t('twoFactor.errors.passwordRequired');
    if (!clean) missing.code = t('twoFactor.errors.sixDigits');
    if (!clean || Object.keys(missing).length > 0) return setErrors(missing);
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit({ code: clean, password });
    } catch (error) {
      const problem = describeSecondFactorError(error, t);
      if (problem.field === 'code' || problem.field === 'password')
        setErrors({ [problem.field]: problem.message });
      else setFormError(problem.message);
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      {withPassword && (
        <OutlinedField
          label={t('twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          error={errors.password}
          disabled={busy}
        />
      )}
      <OutlinedField
        label={t('twoFactor.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={(value) => {
          setCode(value);
          setErrors((e) => ({ ...e, code: undefined }));
        }}
        error={errors.code}
        disabled={busy}
      />
      <Button
        type="submit"
        variant={danger ? 'outlined' : 'contained'}
        color={danger ? 'error' : 'primary'}
        loading={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}

function Enabled({ status, onChanged }: { status: TTwoFactorStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes)
    return (
      <RecoveryCodesPanel
        codes={codes}
        continueLabel={t('twoFactor.done')}
        onContinue={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );
  return (
    <Stack spacing={3}>
      <Alert severity="success">
        {t('twoFactor.profile.on', {
          date: status.enrolledDate ? formatDisplayDate(status.enrolledDate) : '—',
          count: status.recoveryCodesLeft,
        })}
      </Alert>
      <Stack spacing={1.5}>
        <Typography variant="h4" component="h3">
          {t('twoFactor.profile.regenerateTitle')}
        </Typography>
        <Typography variant="body2">{t('twoFactor.profile.regenerateIntro')}</Typography>
        <CodeForm
          withPassword={false}
          submitLabel={t('twoFactor.profile.regenerate')}
          onSubmit={async ({ code }) => setCodes((await regenerateRecoveryCodes(code)).recoveryCodes)}
        />
      </Stack>
      <Divider />
      <Stack spacing={1.5}>
        <Typography variant="h4" component="h3">
          {t('twoFactor.profile.turnOffTitle')}
        </Typography>
        {status.required ? (
          <Typography variant="body2">{t('twoFactor.profile.requiredNoOff')}</Typography>
        ) : (
          <>
            <Typography variant="body2">{t('twoFactor.profile.turnOffIntro')}</Typography>
            <CodeForm
              withPassword
              danger
              submitLabel={t('twoFactor.profile.turnOff')}
              onSubmit={async ({ code, password }) => {
                await disableTwoFactor({ code, password });
                showSuccess(t('twoFactor.profile.turnedOff'));
                onChanged();
              }}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}

function NotEnabled({ status, onChanged }: { status: TTwoFactorStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const [enrolling, setEnrolling] = useState(false);
  if (enrolling)
    return (
      <EnrolmentPanel
        start={startTwoFactorEnrolment}
        confirm={async (code) => (await confirmTwoFactorEnrolment(code)).recoveryCodes}
        onDone={() => {
          setEnrolling(false);
          onChanged();
        }}
        doneLabel={t('twoFactor.done')}
      />
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('twoFactor.profile.off')}</Typography>
      {status.required && <Alert severity="info">{t('twoFactor.profile.requiredNotice')}</Alert>}
      <Button variant="contained" onClick={() => setEnrolling(true)}>
        {t('twoFactor.profile.setUp')}
      </Button>
    </Stack>
  );
}

/**
 * /user/account-profile?tabValue=security: two-factor sign-in (ADR 0029). Turn it on with an
 * authenticator app, make new recovery codes with a current code, turn it off with the password and
 * a code (not when the firm or the role requires it).
 */
export default function SecurityTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(twoFactorQuery);
  if (isPending || isError)
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('twoFactor.profile.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  const changed = () => void queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <Typography variant="h3" component="h2">
        {t('twoFactor.profile.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('twoFactor.profile.intro')}</Typography>
      {data.enabled ? (
        <Enabled status={data} onChanged={changed} />
      ) : (
        <NotEnabled status={data} onChanged={changed} />
      )}
    </Stack>
  );
}
