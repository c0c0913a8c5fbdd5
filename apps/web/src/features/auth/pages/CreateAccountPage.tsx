import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { TInvitableUserType, TRegisterResponse } from '@portal/domain';
import AuthCard from '../../../ui-component/AuthCard';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import Loader from '../../../ui-component/Loader';
import { PATHS } from '../../../routes/paths';
import { formatDisplayDate } from '../../../utils/date-format';
import AuthCardHeading from '../components/AuthCardHeading';
import BackToSignInLink from '../components/BackToSignInLink';
import HaveAccountLink from '../components/HaveAccountLink';
import CreateAccountForm, { type TCreateAccountOutcome } from '../components/CreateAccountForm';
import InvitationLinkNotice from '../components/InvitationLinkNotice';
import RecoveryNotice from '../components/RecoveryNotice';
import { describeRecoveryError } from '../components/recovery-errors';
import type { TInvitationLinkState } from '../components/register-errors';
import { invitationQuery } from '../registration-api';

/**
 * /create-account?token=…, opened from an invitation mail (spec §2): checks the invitation first,
 * then asks for a username, password and names, or explains why the link cannot be used.
 */
export default function CreateAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) return <LinkCard state="missing" />;
  return <InvitationCheck token={token} />;
}

function InvitationCheck({ token }: { token: string }) {
  const { t } = useTranslation();
  const status = useQuery(invitationQuery(token));
  // What the submit found out overrides what the first check said.
  const [outcome, setOutcome] = useState<TCreateAccountOutcome | null>(null);
  const roleNames = {
    GU: t('register.roleNames.GU'),
    COM_SEC: t('register.roleNames.COM_SEC'),
    SYSTEM_ADMIN: t('register.roleNames.SYSTEM_ADMIN'),
  } satisfies Record<TInvitableUserType, string>;

  if (outcome?.kind === 'created') return <CreatedCard account={outcome.account} />;
  if (outcome?.kind === 'link') return <LinkCard state={outcome.state} />;
  if (status.isPending) return <Loader />;

  if (status.isError) {
    const problem = describeRecoveryError(status.error, t);
    if (problem.kind === 'link') return <LinkCard state={problem.state} />;
    return (
      <AuthCard>
        <AuthCardHeading title={t('register.title')} />
        <Stack spacing={2.5}>
          <FormErrorNotice>{problem.message}</FormErrorNotice>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            onClick={() => void status.refetch()}
          >
            {t('register.retry')}
          </Button>
          <BackToSignInLink />
        </Stack>
      </AuthCard>
    );
  }

  const invitation = status.data;
  // The spec's display format (YYYY-MM-DD HH:mm:ss), in the browser's time zone.
  const until = formatDisplayDate(invitation.expiresAt);
  return (
    <AuthCard maxWidth={560}>
      <AuthCardHeading
        title={t('register.invitedTitle', {
          firm: invitation.firmName,
          role: roleNames[invitation.userType],
        })}
        subtitle={until ? t('register.subtitleUntil', { time: until }) : t('register.subtitle')}
      />
      <CreateAccountForm token={token} invitation={invitation} onDone={setOutcome} />
      <Box sx={{ mt: 3 }}>
        <HaveAccountLink />
      </Box>
    </AuthCard>
  );
}

function LinkCard({ state }: { state: TInvitationLinkState }) {
  return (
    <AuthCard>
      <InvitationLinkNotice state={state} />
    </AuthCard>
  );
}

/** The account exists: ready to sign in, or waiting for the new address to be confirmed. */
function CreatedCard({ account }: { account: TRegisterResponse }) {
  const { t } = useTranslation();
  const mustConfirm = account.emailVerificationRequired;
  return (
    <AuthCard>
      <RecoveryNotice
        icon={mustConfirm ? IconMailForward : IconCircleCheck}
        tone={mustConfirm ? 'secondary' : 'success'}
        title={mustConfirm ? t('register.created.confirmTitle') : t('register.created.readyTitle')}
        actions={
          <Button
            component={RouterLink}
            to={PATHS.login}
            variant={mustConfirm ? 'outlined' : 'contained'}
            color="secondary"
            size="large"
            fullWidth
          >
            {t('common.signIn')}
          </Button>
        }
      >
        {mustConfirm
          ? t('register.created.confirmBody', { email: account.email })
          : t('register.created.readyBody', { username: account.username })}
      </RecoveryNotice>
    </AuthCard>
  );
}
