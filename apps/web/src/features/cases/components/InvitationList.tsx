import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCopy, IconKey, IconMailForward } from '@tabler/icons-react';
import type { TCaseInvitation } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import { LabelledValue } from '../../account-management/components/list-parts';
import { useFailureSnackbar } from '../../account-management/components/use-failure-snackbar';
import { CASE_KEYS, resendCaseInvitation } from '../api';
import { InvitationStatusChip } from './CaseChips';
import NewCodeDialog from './NewCodeDialog';
import EmailAddress from '../../../ui-component/EmailAddress';

/** A new code replaces one that is still open, ran out or was locked; a used or withdrawn one is history. */
export function mayRequestNewCode(invitation: TCaseInvitation): boolean {
  return invitation.status === 'PENDING' || invitation.status === 'EXPIRED' || invitation.status === 'LOCKED';
}

/** The code in a monospace box, with a button that copies it (to read out or paste to the client). */
function CodeBox({ code }: { code: string }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const copy = () => {
    const done = () =>
      showSnackbar({ variant: 'alert', severity: 'success', message: t('cases.invitations.copied') });
    const failed = () =>
      showSnackbar({ variant: 'alert', severity: 'error', message: t('cases.invitations.copyFailed') });
    if (!navigator.clipboard) {
      failed();
      return;
    }
    navigator.clipboard.writeText(code).then(done, failed);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box
        component="code"
        aria-label={t('cases.invitations.code')}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: '1.125rem',
          letterSpacing: '0.15em',
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          color: 'text.primary',
          userSelect: 'all',
        }}
      >
        {code}
      </Box>
      <Tooltip title={t('cases.invitations.copy')}>
        <IconButton onClick={copy} aria-label={t('cases.invitations.copyCode', { code })} size="small">
          <IconCopy size={18} stroke={1.8} aria-hidden="true" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function InvitationItem({
  invitation,
  resending,
  onResend,
  onNewCode,
}: {
  invitation: TCaseInvitation;
  resending: boolean | null;
  onResend: () => void;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const name = `${invitation.engFirstName} ${invitation.engLastName}`;
  const closed = invitation.status === 'USED' || invitation.status === 'REVOKED';
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: invitation.status === 'PENDING' ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        // Set aside by a dashed border and a tint, not by fading: faded text falls under 4.5:1.
        borderStyle: invitation.status === 'REVOKED' ? 'dashed' : 'solid',
        bgcolor: invitation.status === 'REVOKED' ? 'action.hover' : undefined,
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h4" component="h3">
                {name}
              </Typography>
              <InvitationStatusChip status={invitation.status} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <EmailAddress email={invitation.email} />
            </Typography>
          </Box>
          {!closed && invitation.status !== 'NOT_SENT' && <CodeBox code={invitation.invitationCode} />}
        </Stack>
        {invitation.status === 'NOT_SENT' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('cases.invitations.notSentHint')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <LabelledValue label={t('cases.invitations.sent')}>
            {formatDisplayDate(invitation.sentDate) || '—'}
          </LabelledValue>
          <LabelledValue label={t('cases.invitations.expires')}>
            {formatDisplayDate(invitation.expiresDate) || '—'}
          </LabelledValue>
          <LabelledValue label={t('cases.invitations.attemptsLeft')}>{invitation.attemptsLeft}</LabelledValue>
          {invitation.status === 'USED' && (
            <LabelledValue label={t('cases.invitations.used')}>
              {t('cases.invitations.usedBy', {
                name: invitation.usedBy?.name ?? '—',
                date: formatDisplayDate(invitation.usedDate),
              })}
            </LabelledValue>
          )}
        </Box>
        {(invitation.status === 'PENDING' || mayRequestNewCode(invitation)) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {invitation.status === 'PENDING' && (
              <Button
                variant="outlined"
                startIcon={<IconMailForward size={18} stroke={1.8} aria-hidden="true" />}
                loading={resending === true}
                disabled={resending !== null}
                onClick={onResend}
                aria-label={t('cases.invitations.resendTo', { email: invitation.email })}
              >
                {t('cases.invitations.resend')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<IconKey size={18} stroke={1.8} aria-hidden="true" />}
              disabled={resending !== null}
              onClick={onNewCode}
              aria-label={t('cases.invitations.newCodeFor', { email: invitation.email })}
            >
              {t('cases.invitations.newCode')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** The invitations of a case, open ones first: status, code, dates, attempts left; resend and new code. */
export default function InvitationList({
  caseID,
  invitations,
}: {
  caseID: string;
  invitations: readonly TCaseInvitation[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const [newCodeFor, setNewCodeFor] = useState<TCaseInvitation | null>(null);

  const resend = useMutation({
    mutationFn: (invitation: TCaseInvitation) => resendCaseInvitation(caseID, invitation.invitationID),
    onSuccess: (invitation) => showSuccess(t('cases.invitations.resent', { email: invitation.email })),
    onError: showFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASE_KEYS.detail(caseID) }),
  });

  const ordered = [...invitations].sort(
    (a, b) =>
      Number(b.status === 'PENDING') - Number(a.status === 'PENDING') ||
      (Date.parse(b.sentDate ?? '') || 0) - (Date.parse(a.sentDate ?? '') || 0),
  );

  if (ordered.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('cases.invitations.none')}</Typography>;
  }
  return (
    <>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label={t('cases.invitations.title')}
      >
        {ordered.map((invitation) => (
          <InvitationItem
            key={invitation.invitationID}
            invitation={invitation}
            resending={resend.isPending ? resend.variables.invitationID === invitation.invitationID : null}
            onResend={() => resend.mutate(invitation)}
            onNewCode={() => setNewCodeFor(invitation)}
          />
        ))}
      </Stack>
      {newCodeFor && (
        <NewCodeDialog caseID={caseID} invitation={newCodeFor} onClose={() => setNewCodeFor(null)} />
      )}
    </>
  );
}
