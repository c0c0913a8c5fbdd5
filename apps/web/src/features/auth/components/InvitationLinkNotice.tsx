import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import {
  IconClockX,
  IconLinkOff,
  IconMailQuestion,
  IconUserCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import HaveAccountLink from './HaveAccountLink';
import RecoveryNotice from './RecoveryNotice';
import type { TInvitationLinkState } from './register-errors';

const LOOKS = {
  missing: { icon: IconMailQuestion, tone: 'secondary' },
  expired: { icon: IconClockX, tone: 'warning' },
  used: { icon: IconUserCheck, tone: 'success' },
  invalid: { icon: IconLinkOff, tone: 'error' },
} as const satisfies Record<TInvitationLinkState, { icon: TablerIcon; tone: string }>;

/**
 * Why an invitation link cannot be used. Only the inviter can send a new invitation, so that is
 * the way forward; a used invitation means the account exists, so signing in is.
 */
export default function InvitationLinkNotice({ state }: { state: TInvitationLinkState }) {
  const { t } = useTranslation();
  const texts = {
    missing: { title: t('register.link.missingTitle'), body: t('register.link.missingBody') },
    expired: { title: t('register.link.expiredTitle'), body: t('register.link.expiredBody') },
    used: { title: t('register.link.usedTitle'), body: t('register.link.usedBody') },
    invalid: { title: t('register.link.invalidTitle'), body: t('register.link.invalidBody') },
  } satisfies Record<TInvitationLinkState, { title: string; body: string }>;
  return (
    <RecoveryNotice
      icon={LOOKS[state].icon}
      tone={LOOKS[state].tone}
      title={texts[state].title}
      actions={
        state === 'used' ? (
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
        ) : (
          <HaveAccountLink />
        )
      }
    >
      {texts[state].body}
    </RecoveryNotice>
  );
}
