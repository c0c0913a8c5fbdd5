import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTwoFactorEnrolment } from '@portal/domain';
import FormErrorNotice from '../../ui-component/FormErrorNotice';
import OutlinedField from '../../ui-component/OutlinedField';
import { describeSecondFactorError } from './second-factor-errors';
import { cleanTotpCode, groupSecret } from './code-input';
import RecoveryCodesPanel from './RecoveryCodesPanel';

interface TProps {
  /** Asks the server for a new secret (once, when the panel opens). */
  start: () => Promise<TTwoFactorEnrolment>;
  /** Confirms with the app's first code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** After the recovery codes are saved. */
  onDone: () => void;
  doneLabel: string;
  /** The sign-in's challenge has ended: offer to sign in again. */
  onExpired?: () => void;
}

/**
 * Enrolling an authenticator app: the secret (grouped in fours to type in) and its otpauth:// link
 * (opens the app on a phone), the first code to confirm, then the recovery codes shown once.
 */
export default function EnrolmentPanel({ start, confirm, onDone, doneLabel, onExpired }: TProps) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  // One secret per opening, also when React runs the effect twice in development.
  const started = useRef(false);
  const startRef = useRef(start);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startRef
      .current()
      .then(setEnrolment)
      .catch((error: unknown) => {
        const problem = describeSecondFactorError(error, t);
        setFormError(problem.message);
        setExpired(problem.expired);
      });
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanTotpCode(code);
    if (!clean) return setFieldError(t('twoFactor.errors.sixDigits'));
    setBusy(true);
    try {
      setCodes(await confirm(clean));
    } catch (error) {
      const problem = describeSecondFactorError(error, t);
      if (problem.field) setFieldError(problem.message);
      else setFormError(problem.message);
      setExpired(problem.expired);
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodesPanel codes={codes} onContinue={onDone} continueLabel={doneLabel} />;
  return (
    <Stack spacing={2.5}>
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      {expired && onExpired && (
        <Button variant="outlined" onClick={onExpired}>
          {t('twoFactor.signInAgain')}
        </Button>
      )}
      {enrolment && (
        <>
          <Typography>{t('twoFactor.enrol.stepApp')}</Typography>
          <Box
            sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}
            aria-label={t('twoFactor.enrol.secretLabel')}
            role="group"
          >
            <Typography
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', fontSize: '1.2rem', letterSpacing: 1, wordBreak: 'break-word' }}
            >
              {groupSecret(enrolment.secret)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('twoFactor.enrol.accountIs', { account: enrolment.account, issuer: enrolment.issuer })}
            </Typography>
          </Box>
          <Link href={enrolment.otpauthUri} sx={{ alignSelf: 'flex-start' }}>
            {t('twoFactor.enrol.openApp')}
          </Link>
          <Box
            component="form"
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography>{t('twoFactor.enrol.stepCode')}</Typography>
            <OutlinedField
              label={t('twoFactor.code')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={(value) => {
                setCode(value);
                setFieldError(undefined);
              }}
              error={fieldError}
              disabled={busy}
            />
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              loading={busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('twoFactor.enrol.confirm')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
