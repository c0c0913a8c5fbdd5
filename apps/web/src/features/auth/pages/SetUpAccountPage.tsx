import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLogout } from '@tabler/icons-react';
import ScreenNotReady from '../../../ui-component/ScreenNotReady';
import { useAuth } from '../auth-context';

/**
 * /set-up-account: where a first-time login is held until set-up is done. The set-up form comes
 * with a later issue; until then the user can at least log out (every other page redirects here).
 */
export default function SetUpAccountPage() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  return (
    <ScreenNotReady
      routeName="setUpAccount"
      centered
      message={t('setUpAccount.body')}
      actions={
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          {user && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('setUpAccount.signedInAs', { email: user.email })}
            </Typography>
          )}
          <Button variant="contained" startIcon={<IconLogout size={18} />} onClick={() => void logout()}>
            {t('account.logOut')}
          </Button>
        </Stack>
      }
    />
  );
}
