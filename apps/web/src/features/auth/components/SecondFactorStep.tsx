import { use, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TLoginResponse, TSecondFactorChallenge } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { ThemeModeContext } from '../../../themes/theme-mode-context';
import EnrolmentPanel from '../../two-factor/EnrolmentPanel';
import { cleanTotpCode } from '../../two-factor/code-input';
import { describeSecondFactorError } from '../../two-factor/second-factor-errors';
import { adoptAccountPreferences } from '../account-preferences';
import { useAuth } from '../auth-context';
import { confirmEnrolmentAtSignIn, startEnrolmentAtSignIn, verifySecondFactor } from '../second-factor-api';

interface TProps {
  challenge: TSecondFactorChallenge;
  /** Back to the password (the challenge ended, or the person chose to). */
  onRestart: () => void;
}

/**
 * The sign-in's second step (ADR 0029), loaded only when a password step asks for it: a code from
 * the authenticator app (or a recovery code), or, for someone who must use one and has none yet,
 * the enrolment of an app. Tokens are stored only when this step answers them.
 */
export default function SecondFactorStep({ challenge, onRestart }: TProps) {
  const { t, i18n } = useTranslation();
  const { enterSession } = useAuth();
  const themeMode = use(ThemeModeContext);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const enrolled = useRef<TLoginResponse | null>(null);

  const finish = (pair: TLoginResponse) => {
    enterSession(pair);
    adoptAccountPreferences(pair.user, {
      changeLanguage: (language) => i18n.changeLanguage(language),
      setMode: themeMode?.setMode,
    });
  };

  if (challenge.secondFactor === 'ENROL')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h3" component="h2">
          {t('twoFactor.enrol.title')}
        </Typography>
        <Typography>{t('twoFactor.enrol.requiredIntro')}</Typography>
        <EnrolmentPanel
          start={() => startEnrolmentAtSignIn(challenge.challengeToken)}
          confirm={async (code) => {
            const answer = await confirmEnrolmentAtSignIn({ challengeToken: challenge.challengeToken, code });
            const { recoveryCodes, ...pair } = answer;
            enrolled.current = pair;
            return recoveryCodes;
          }}
          onDone={() => enrolled.current && finish(enrolled.current)}
          doneLabel={t('twoFactor.continueSignIn')}
          onExpired={onRestart}
        />
        <Button variant="text" color="inherit" onClick={onRestart}>
          {t('twoFactor.backToPassword')}
        </Button>
      </Box>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = useRecovery ? value.trim() : cleanTotpCode(value);
    if (!code)
      return setFieldError(
        t(useRecovery ? 'twoFactor.errors.recoveryRequired' : 'twoFactor.errors.sixDigits'),
      );
    setBusy(true);
    setFormError(null);
    try {
      finish(
        await verifySecondFactor({
          challengeToken: challenge.challengeToken,
          ...(useRecovery ? { recoveryCode: code } : { code }),
        }),
      );
    } catch (error) {
      const problem = describeSecondFactorError(error, t);
      if (problem.field) setFieldError(problem.message);
      else setFormError(problem.message);
      setExpired(problem.expired);
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography variant="h3" component="h2">
        {t('twoFactor.verify.title')}
      </Typography>
      <Typography>{t(useRecovery ? 'twoFactor.verify.recoveryIntro' : 'twoFactor.verify.intro')}</Typography>
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      {expired ? (
        <Button variant="contained" color="secondary" onClick={onRestart}>
          {t('twoFactor.signInAgain')}
        </Button>
      ) : (
        <>
          <OutlinedField
            key={useRecovery ? 'recoveryCode' : 'code'}
            label={t(useRecovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
            name={useRecovery ? 'recoveryCode' : 'code'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoFocus
            required
            value={value}
            onChange={(next) => {
              setValue(next);
              setFieldError(undefined);
            }}
            error={fieldError}
            disabled={busy}
          />
          <Button type="submit" variant="contained" color="secondary" size="large" fullWidth loading={busy}>
            {t('twoFactor.verify.submit')}
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setUseRecovery((current) => !current);
              setValue('');
              setFieldError(undefined);
            }}
          >
            {t(useRecovery ? 'twoFactor.verify.useApp' : 'twoFactor.verify.useRecovery')}
          </Button>
        </>
      )}
      <Button variant="text" color="inherit" onClick={onRestart}>
        {t('twoFactor.backToPassword')}
      </Button>
    </Box>
  );
}
