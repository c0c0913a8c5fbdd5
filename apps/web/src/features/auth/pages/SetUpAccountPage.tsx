import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconLogout } from '@tabler/icons-react';
import { defaultPathFor } from '@portal/domain';
import AuthCard from '../../../ui-component/AuthCard';
import { useAuth } from '../auth-context';
import AuthCardHeading from '../components/AuthCardHeading';
import RecoveryNotice from '../components/RecoveryNotice';
import SetUpAccountForm from '../components/SetUpAccountForm';

/**
 * /set-up-account: where a first-time login is held (spec §6) until the user has chosen their own
 * password and confirmed their details. Logging out stays possible throughout.
 */
export default function SetUpAccountPage() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const [alreadySetUp, setAlreadySetUp] = useState(false);
  // The guard renders this page only for a signed-in user.
  if (!user) return null;

  const logOutButton = (
    <Button
      variant="outlined"
      color="secondary"
      size="large"
      fullWidth
      startIcon={<IconLogout size={18} />}
      onClick={() => void logout()}
    >
      {t('account.logOut')}
    </Button>
  );

  if (alreadySetUp) {
    return (
      <AuthCard maxWidth={560}>
        <RecoveryNotice
          icon={IconCircleCheck}
          tone="success"
          title={t('setUpAccount.alreadyDone.title')}
          actions={
            <>
              <GoToDashboardButton />
              {logOutButton}
            </>
          }
        >
          {t('setUpAccount.alreadyDone.body')}
        </RecoveryNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard maxWidth={560}>
      <AuthCardHeading
        title={t('setUpAccount.title')}
        subtitle={
          <>
            {t('setUpAccount.intro')}
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', mt: 1.5, overflowWrap: 'anywhere' }}
            >
              {t('setUpAccount.signedInAs', { email: user.email })}
            </Typography>
          </>
        }
      />
      <SetUpAccountForm user={user} onConflict={() => setAlreadySetUp(true)} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('setUpAccount.logOutHint')}
        </Typography>
        {logOutButton}
      </Box>
    </AuthCard>
  );
}

/** Asks the server who is signed in again (the set-up flag is now off), then opens the dashboard. */
function GoToDashboardButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, reloadUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    await reloadUser();
    // If the user is still held at set-up, the guard brings them back here.
    if (user) await navigate(defaultPathFor(user.userType.typeCode), { replace: true });
  };
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      loading={busy}
      onClick={() => void go().catch(() => setBusy(false))}
    >
      {t('setUpAccount.alreadyDone.action')}
    </Button>
  );
}
