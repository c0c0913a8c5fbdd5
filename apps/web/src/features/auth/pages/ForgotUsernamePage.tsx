import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IconMailForward } from '@tabler/icons-react';
import AuthCard from '../../../ui-component/AuthCard';
import AuthCardHeading from '../components/AuthCardHeading';
import BackToSignInLink from '../components/BackToSignInLink';
import RecoveryNotice from '../components/RecoveryNotice';
import RecoveryRequestForm from '../components/RecoveryRequestForm';
import { requestUsernameReminder } from '../recovery-api';

/** /reset-username: mails the username to an address. The answer never tells whether an account uses it. */
export default function ForgotUsernamePage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthCard>
        <RecoveryNotice
          icon={IconMailForward}
          tone="secondary"
          title={t('recovery.checkInbox')}
          actions={<BackToSignInLink />}
        >
          {/* Plain text: the address the user typed is never parsed as markup. */}
          {t('recovery.forgotUsername.sent', { email: sentTo })}
        </RecoveryNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthCardHeading
        title={t('recovery.forgotUsername.title')}
        subtitle={t('recovery.forgotUsername.subtitle')}
      />
      <RecoveryRequestForm
        field="email"
        label={t('recovery.forgotUsername.email')}
        submitLabel={t('recovery.forgotUsername.submit')}
        send={(email) => requestUsernameReminder({ email })}
        onSent={setSentTo}
      />
      <Box sx={{ mt: 3 }}>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
}
