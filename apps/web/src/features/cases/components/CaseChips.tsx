import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TCaseInvitationStatus, TCaseStatus, TTaskStatus } from '@portal/domain';

type TChipColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

const CASE_STATUS_COLOURS = {
  OPEN: 'primary',
  COMPLETED: 'success',
  CANCELLED: 'default',
} as const satisfies Record<TCaseStatus, TChipColour>;

/** Ongoing, completed or cancelled (the shared caseStatus labels). */
export function CaseStatusChip({ status }: { status: TCaseStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={CASE_STATUS_COLOURS[status]} label={t(`caseStatus.${status}`)} />;
}

const TASK_STATUS_COLOURS = {
  IN_PROGRESS: 'primary',
  QUEUED: 'info',
  COMPLETED: 'success',
  IN_ACTIVE: 'default',
} as const satisfies Record<TTaskStatus, TChipColour>;

export function TaskStatusChip({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'IN_PROGRESS' ? 'filled' : 'outlined'}
      color={TASK_STATUS_COLOURS[status]}
      label={t(`taskStatus.${status}`)}
    />
  );
}

const INVITATION_COLOURS = {
  NOT_SENT: 'default',
  PENDING: 'info',
  USED: 'success',
  EXPIRED: 'warning',
  REVOKED: 'default',
  LOCKED: 'error',
} as const satisfies Record<TCaseInvitationStatus, TChipColour>;

const INVITATION_STATUS_KEYS = {
  NOT_SENT: 'cases.invitations.statuses.NOT_SENT',
  PENDING: 'cases.invitations.statuses.PENDING',
  USED: 'cases.invitations.statuses.USED',
  EXPIRED: 'cases.invitations.statuses.EXPIRED',
  REVOKED: 'cases.invitations.statuses.REVOKED',
  LOCKED: 'cases.invitations.statuses.LOCKED',
} as const satisfies Record<TCaseInvitationStatus, string>;

export function InvitationStatusChip({ status }: { status: TCaseInvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'REVOKED' ? 'outlined' : 'filled'}
      color={INVITATION_COLOURS[status]}
      label={t(INVITATION_STATUS_KEYS[status])}
    />
  );
}

/** The company's English name, the Chinese name below it; a placeholder when neither is known yet. */
export function CompanyNames({
  companyEngName,
  companyChiName,
  variant = 'subtitle1',
  component = 'span',
}: {
  companyEngName: string | null;
  companyChiName: string | null;
  variant?: 'subtitle1' | 'h3';
  /** 'h1' where the company names the page (the case page's header). */
  component?: 'span' | 'h1';
}) {
  const { t } = useTranslation();
  const main = companyEngName ?? companyChiName;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant={variant}
        component={component}
        lang={companyEngName ? undefined : 'zh-HK'}
        sx={{ display: 'block', overflowWrap: 'anywhere', color: main ? undefined : 'text.secondary' }}
      >
        {main ?? t('cases.noCompanyName')}
      </Typography>
      {companyEngName && companyChiName && (
        <Typography
          variant="body2"
          component="span"
          lang="zh-HK"
          sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {companyChiName}
        </Typography>
      )}
    </Box>
  );
}
