import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconMailFast } from '@tabler/icons-react';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import { resendVerifyEmail, type TResendVerifyEmailRequest } from '../registration-api';
import { describeRecoveryError } from './recovery-errors';

interface TResendConfirmationLinkProps {
  /** The old link (from an expired one) or the username or e-mail typed at sign-in. */
  request: TResendVerifyEmailRequest;
  /** The button's text. */
  label: string;
  variant?: 'contained' | 'outlined';
}

/**
 * "Send a new link" for confirming an e-mail address (POST /api/user/resendVerifyEmail). The server
 * never says whether an account matched, so neither does the confirmation shown afterwards.
 */
export default function ResendConfirmationLink({
  request,
  label,
  variant = 'contained',
}: TResendConfirmationLinkProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setState('sending');
    setError(null);
    try {
      await resendVerifyEmail(request);
      setState('sent');
    } catch (failure) {
      const problem = describeRecoveryError(failure, t);
      setError(problem.kind === 'link' ? t('verifyEmail.resend.failed') : problem.message);
      setState('idle');
    }
  };

  if (state === 'sent') return <SentNotice />;
  return (
    // Box rather than Stack: this sits on the sign-in page, whose first load stays small.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {error && <FormErrorNotice>{error}</FormErrorNotice>}
      <Button
        variant={variant}
        color="secondary"
        size="large"
        fullWidth
        loading={state === 'sending'}
        loadingPosition="start"
        aria-busy={state === 'sending'}
        onClick={() => void send()}
      >
        {state === 'sending' ? t('verifyEmail.resend.sending') : label}
      </Button>
    </Box>
  );
}

function SentNotice() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The button the user pressed is gone: the news takes the focus (and is read out).
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        textAlign: 'start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: 'text.primary',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        fontSize: '0.875rem',
        '&:focus': { outline: 'none' },
      }}
    >
      <Box component="span" sx={{ display: 'flex', flexShrink: 0, color: 'success.main' }}>
        <IconMailFast size={20} aria-hidden="true" />
      </Box>
      <span>{t('verifyEmail.resend.sent')}</span>
    </Box>
  );
}
