import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconClockX, IconLinkOff, IconMailCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import AuthCard from '../../../ui-component/AuthCard';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import Loader from '../../../ui-component/Loader';
import { PATHS, ROOT_PATH } from '../../../routes/paths';
import { useAuth } from '../auth-context';
import AuthCardHeading from '../components/AuthCardHeading';
import BackToSignInLink from '../components/BackToSignInLink';
import RecoveryNotice from '../components/RecoveryNotice';
import { describeRecoveryError } from '../components/recovery-errors';
import ResendConfirmationLink from '../components/ResendConfirmationLink';
import { verifyEmailQuery } from '../registration-api';

/**
 * /verify-email/:token, opened from the confirmation mail: confirms the address at once (one POST
 * per link), then says so, or explains why the link cannot be used and offers a new one.
 * Open to everyone: the mail may be opened where someone is signed in.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const status = useQuery(verifyEmailQuery(token));

  if (status.isPending) return <Loader />;
  if (status.isSuccess) {
    return (
      <AuthCard>
        <RecoveryNotice
          icon={IconRosetteDiscountCheck}
          tone="success"
          title={t('verifyEmail.confirmed.title')}
          actions={<SignInButton />}
        >
          {t('verifyEmail.confirmed.body', { email: status.data.email })}
        </RecoveryNotice>
      </AuthCard>
    );
  }

  const problem = describeRecoveryError(status.error, t);
  if (problem.kind !== 'link') {
    return (
      <AuthCard>
        <AuthCardHeading title={t('verifyEmail.title')} />
        <Stack spacing={2.5}>
          <FormErrorNotice>{problem.message}</FormErrorNotice>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            loading={status.isFetching}
            onClick={() => void status.refetch()}
          >
            {t('verifyEmail.retry')}
          </Button>
          <BackToSignInLink />
        </Stack>
      </AuthCard>
    );
  }

  const newLink = (
    <ResendConfirmationLink
      request={{ token }}
      label={t('verifyEmail.resend.action')}
      variant={problem.state === 'expired' ? 'contained' : 'outlined'}
    />
  );
  return (
    <AuthCard>
      {problem.state === 'expired' && (
        <RecoveryNotice
          icon={IconClockX}
          tone="warning"
          title={t('verifyEmail.expired.title')}
          actions={
            <>
              {newLink}
              <BackToSignInLink />
            </>
          }
        >
          {t('verifyEmail.expired.body')}
        </RecoveryNotice>
      )}
      {problem.state === 'used' && (
        <RecoveryNotice
          icon={IconMailCheck}
          tone="secondary"
          title={t('verifyEmail.used.title')}
          actions={
            <>
              <SignInButton />
              {newLink}
            </>
          }
        >
          {t('verifyEmail.used.body')}
        </RecoveryNotice>
      )}
      {problem.state === 'invalid' && (
        <RecoveryNotice
          icon={IconLinkOff}
          tone="error"
          title={t('verifyEmail.invalid.title')}
          actions={<SignInButton />}
        >
          {t('verifyEmail.invalid.body')}
        </RecoveryNotice>
      )}
    </AuthCard>
  );
}

/** Sign in; or, for someone already signed in (the page is open to both), their dashboard. */
function SignInButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <Button
        component={RouterLink}
        to={user ? ROOT_PATH : PATHS.login}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
      >
        {user ? t('verifyEmail.toDashboard') : t('common.signIn')}
      </Button>
      {user && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('verifyEmail.signedInAs', { username: user.username })}
        </Typography>
      )}
    </>
  );
}
