import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IconMailForward } from '@tabler/icons-react';
import AuthCard from '../../../ui-component/AuthCard';
import AuthCardHeading from '../components/AuthCardHeading';
import BackToSignInLink from '../components/BackToSignInLink';
import RecoveryNotice from '../components/RecoveryNotice';
import RecoveryRequestForm from '../components/RecoveryRequestForm';
import { requestPasswordReset } from '../recovery-api';

/**
 * /pages/forgot/forgot-password: mails a one-time reset link to the account's address. The answer is
 * the same whether or not the username or e-mail matched an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard>
        <RecoveryNotice
          icon={IconMailForward}
          tone="secondary"
          title={t('recovery.checkInbox')}
          actions={<BackToSignInLink />}
        >
          {t('recovery.forgotPassword.sent')}
        </RecoveryNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthCardHeading
        title={t('recovery.forgotPassword.title')}
        subtitle={t('recovery.forgotPassword.subtitle')}
      />
      <RecoveryRequestForm
        field="login"
        label={t('recovery.forgotPassword.login')}
        submitLabel={t('recovery.forgotPassword.submit')}
        send={(login) => requestPasswordReset({ login })}
        onSent={() => setSent(true)}
      />
      <Box sx={{ mt: 3 }}>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
}
