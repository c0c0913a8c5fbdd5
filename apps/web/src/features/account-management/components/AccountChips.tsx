import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TAccountSummary, TInvitationStatus, TMailSummary, TUserType } from '@portal/domain';

/** How a person is named in lists and dialogs: English names, else the Chinese name, else the username. */
export function personName(
  account: Pick<TAccountSummary, 'engFirstName' | 'engLastName' | 'chiName' | 'username'>,
): string {
  return (
    [account.engFirstName, account.engLastName].filter(Boolean).join(' ') ||
    account.chiName ||
    account.username
  );
}

const ROLE_COLOURS = {
  SYSTEM_ADMIN: 'secondary',
  COM_SEC: 'primary',
  SMOOOTH: 'info',
  GU: 'default',
} as const satisfies Record<TUserType, 'secondary' | 'primary' | 'info' | 'default'>;

export function RoleChip({ userType }: { userType: TUserType }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={ROLE_COLOURS[userType]} label={t(`roles.${userType}`)} />
  );
}

/** Active or deactivated, and what the person has not done yet (first sign-in, e-mail confirmation). */
export function AccountStatusChips({ account }: { account: TAccountSummary }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {account.status === 'ACTIVE' ? (
        <Chip size="small" color="success" label={t('accountManagement.status.active')} />
      ) : (
        <Chip size="small" color="error" label={t('accountManagement.status.deactivated')} />
      )}
      {account.isFirstTimeLogin && (
        <Chip size="small" variant="outlined" label={t('accountManagement.status.notSignedInYet')} />
      )}
      {!account.emailVerified && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t('accountManagement.status.emailNotConfirmed')}
        />
      )}
      {account.twoFactorEnabled && (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={t('accountManagement.status.twoFactorOn')}
        />
      )}
    </Stack>
  );
}

const INVITATION_COLOURS = {
  PENDING: 'info',
  ACCEPTED: 'success',
  EXPIRED: 'warning',
  REVOKED: 'default',
} as const satisfies Record<TInvitationStatus, 'info' | 'success' | 'warning' | 'default'>;

const INVITATION_STATUS_KEYS = {
  PENDING: 'accountManagement.invitations.statuses.PENDING',
  ACCEPTED: 'accountManagement.invitations.statuses.ACCEPTED',
  EXPIRED: 'accountManagement.invitations.statuses.EXPIRED',
  REVOKED: 'accountManagement.invitations.statuses.REVOKED',
} as const satisfies Record<TInvitationStatus, string>;

export function InvitationStatusChip({ status }: { status: TInvitationStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={INVITATION_COLOURS[status]} label={t(INVITATION_STATUS_KEYS[status])} />;
}

/** Role names as an invitation offers them (Client, Company secretarial staff, System administrator). */
export const INVITE_ROLE_KEYS = {
  GU: 'accountManagement.invite.roles.GU',
  COM_SEC: 'accountManagement.invite.roles.COM_SEC',
  SYSTEM_ADMIN: 'accountManagement.invite.roles.SYSTEM_ADMIN',
} as const;

type TMailStatus = TMailSummary['status'];

const MAIL_COLOURS = {
  QUEUED: 'info',
  SENT: 'success',
  OUTBOX: 'secondary',
  FAILED: 'error',
} as const satisfies Record<TMailStatus, 'info' | 'success' | 'secondary' | 'error'>;

export const MAIL_STATUS_KEYS = {
  QUEUED: 'accountManagement.outbox.statuses.QUEUED',
  SENT: 'accountManagement.outbox.statuses.SENT',
  OUTBOX: 'accountManagement.outbox.statuses.OUTBOX',
  FAILED: 'accountManagement.outbox.statuses.FAILED',
} as const satisfies Record<TMailStatus, string>;

export function MailStatusChip({ status }: { status: TMailStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={MAIL_COLOURS[status]} label={t(MAIL_STATUS_KEYS[status])} />;
}
