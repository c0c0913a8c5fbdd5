import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { IconClockX, IconLinkOff, IconMailCheck, type TablerIcon } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import BackToSignInLink from './BackToSignInLink';
import type { TDeadLinkState } from './recovery-errors';
import RecoveryNotice from './RecoveryNotice';

const LOOKS = {
  expired: { icon: IconClockX, tone: 'warning' },
  used: { icon: IconMailCheck, tone: 'secondary' },
  invalid: { icon: IconLinkOff, tone: 'error' },
} as const satisfies Record<TDeadLinkState, { icon: TablerIcon; tone: string }>;

/** Why a reset link cannot be used, with the way to a new one. */
export default function LinkStateNotice({ state }: { state: TDeadLinkState }) {
  const { t } = useTranslation();
  const texts = {
    expired: { title: t('recovery.link.expiredTitle'), body: t('recovery.link.expiredBody') },
    used: { title: t('recovery.link.usedTitle'), body: t('recovery.link.usedBody') },
    invalid: { title: t('recovery.link.invalidTitle'), body: t('recovery.link.invalidBody') },
  } satisfies Record<TDeadLinkState, { title: string; body: string }>;
  return (
    <RecoveryNotice
      icon={LOOKS[state].icon}
      tone={LOOKS[state].tone}
      title={texts[state].title}
      actions={
        <>
          {/* A link styled as the main button: it opens another page rather than doing something here. */}
          <Button
            component={RouterLink}
            to={PATHS.forgotPassword}
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
          >
            {t('recovery.link.requestNew')}
          </Button>
          <BackToSignInLink />
        </>
      }
    >
      {texts[state].body}
    </RecoveryNotice>
  );
}
