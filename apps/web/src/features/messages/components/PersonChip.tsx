import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EmailAddress from '../../../ui-component/EmailAddress';
import PersonAvatar from '../../../ui-component/PersonAvatar';
import { visuallyHidden } from '../../../utils/visually-hidden';
import { useAuth } from '../../auth/auth-context';
import { initialsOf } from '../message-format';
import { useOpenChat } from '../use-open-chat';

export interface TPersonChipProps {
  person: { userID: string; name: string };
  /** A second line under the name, e.g. the e-mail address. */
  secondary?: string;
  /** The language of the second line when it differs from the page's (a Chinese name). */
  secondaryLang?: string;
  /** Shown after the name, e.g. '(you)'. */
  nameSuffix?: ReactNode;
}

function ChipBody({ person, secondary, secondaryLang, nameSuffix }: TPersonChipProps) {
  return (
    <>
      <PersonAvatar userID={person.userID} initials={initialsOf({ name: person.name })} size={28} />
      <Box sx={{ minWidth: 0, textAlign: 'left' }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.primary' }}>
          {person.name}
          {nameSuffix && (
            <Typography component="span" variant="caption" sx={{ ml: 0.75, color: 'text.secondary' }}>
              {nameSuffix}
            </Typography>
          )}
        </Typography>
        {secondary && (
          <Typography
            variant="caption"
            component="span"
            lang={secondaryLang}
            sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'break-word' }}
          >
            {/^[^\s@]+@[^\s@]+$/.test(secondary) ? <EmailAddress email={secondary} /> : secondary}
          </Typography>
        )}
      </Box>
    </>
  );
}

const CHIP_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  maxWidth: '100%',
  py: 0.5,
  pl: 0.5,
  pr: 1.25,
  borderRadius: 5,
  border: 1,
  borderColor: 'transparent',
} as const;

/**
 * A person as an avatar chip (spec §2): clicking opens the conversation with them. One's own chip is
 * plain: no hover, nothing to click.
 */
export default function PersonChip(props: TPersonChipProps) {
  const { person } = props;
  const { t } = useTranslation();
  const { user } = useAuth();
  const { openChat, openingFor } = useOpenChat();
  if (!user || user.userID === person.userID) {
    return (
      <Box component="span" data-self-chip="" sx={CHIP_SX}>
        <ChipBody {...props} />
      </Box>
    );
  }
  const label = t('messages.chatWith', { name: person.name });
  return (
    // The tooltip describes the button rather than naming it: its name is what it shows (WCAG 2.5.3,
    // label in name) after a hidden "Message".
    <Tooltip title={label} describeChild>
      <ButtonBase
        // Not `disabled` while the conversation opens: a Tooltip cannot follow a disabled button.
        aria-busy={openingFor === person.userID || undefined}
        onClick={() => {
          if (openingFor === null) void openChat(person.userID);
        }}
        sx={{
          ...CHIP_SX,
          '&:hover': { bgcolor: 'action.hover', borderColor: 'divider' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('messages.chatWithPrefix')}{' '}
        </Box>
        <ChipBody {...props} />
      </ButtonBase>
    </Tooltip>
  );
}
