import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconShieldCheck } from '@tabler/icons-react';
import AuthCard from '../../../ui-component/AuthCard';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import Loader from '../../../ui-component/Loader';
import { PATHS } from '../../../routes/paths';
import AuthCardHeading from '../components/AuthCardHeading';
import BackToSignInLink from '../components/BackToSignInLink';
import LinkStateNotice from '../components/LinkStateNotice';
import RecoveryNotice from '../components/RecoveryNotice';
import { describeRecoveryError, type TDeadLinkState } from '../components/recovery-errors';
import ResetPasswordForm from '../components/ResetPasswordForm';
import { resetLinkQuery } from '../recovery-api';
import { formatDisplayDate } from '../../../utils/date-format';

/**
 * /reset-password/:token, opened from the reset mail: checks the link first, then asks for the new
 * password, or explains why the link cannot be used (expired, used, not valid).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const status = useQuery(resetLinkQuery(token));
  // What the submit found out overrides what the first check said.
  const [outcome, setOutcome] = useState<'changed' | TDeadLinkState | null>(null);

  if (outcome === 'changed') {
    return (
      <AuthCard>
        <RecoveryNotice
          icon={IconShieldCheck}
          tone="success"
          title={t('recovery.changed.title')}
          actions={
            <Button
              component={RouterLink}
              to={PATHS.login}
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
            >
              {t('common.signIn')}
            </Button>
          }
        >
          {t('recovery.changed.body')}
        </RecoveryNotice>
      </AuthCard>
    );
  }
  if (outcome) return <LinkCard state={outcome} />;
  if (status.isPending) return <Loader />;

  if (status.isError) {
    const problem = describeRecoveryError(status.error, t);
    if (problem.kind === 'link') return <LinkCard state={problem.state} />;
    return (
      <AuthCard>
        <AuthCardHeading title={t('recovery.resetPassword.title')} />
        <Stack spacing={2.5}>
          <FormErrorNotice>{problem.message}</FormErrorNotice>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            onClick={() => void status.refetch()}
          >
            {t('recovery.resetPassword.retry')}
          </Button>
          <BackToSignInLink />
        </Stack>
      </AuthCard>
    );
  }

  const { state, expiresAt } = status.data;
  if (state !== 'valid') return <LinkCard state={state} />;
  // The spec's display format (YYYY-MM-DD HH:mm:ss), in the browser's time zone.
  const until = formatDisplayDate(expiresAt) || null;
  return (
    <AuthCard>
      <AuthCardHeading
        title={t('recovery.resetPassword.title')}
        subtitle={
          until
            ? t('recovery.resetPassword.subtitleUntil', { time: until })
            : t('recovery.resetPassword.subtitle')
        }
      />
      <ResetPasswordForm token={token} onDone={setOutcome} />
      <Box sx={{ mt: 3 }}>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
}

function LinkCard({ state }: { state: TDeadLinkState }) {
  return (
    <AuthCard>
      <LinkStateNotice state={state} />
    </AuthCard>
  );
}
