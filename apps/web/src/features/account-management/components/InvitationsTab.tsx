import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TInvitation } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { ACCOUNT_KEYS, invitationListQuery, updateInvitation } from '../api';
import { INVITE_ROLE_KEYS, InvitationStatusChip } from './AccountChips';
import { EmptyRow, VisuallyHidden } from './list-parts';
import { useFailureSnackbar } from './use-failure-snackbar';
import EmailAddress from '../../../ui-component/EmailAddress';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/**
 * A firm's invitations, newest first. Where `mayAct` allows it, an invitation not yet accepted can be
 * sent again (a new link; the old one stops working) or withdrawn while it is still open.
 */
export default function InvitationsTab({
  firmID,
  mayAct,
}: {
  firmID?: string;
  /** Whether this person may resend or withdraw this invitation (COM_SEC: clients' only). */
  mayAct: (invitation: TInvitation) => boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const { data, isPending, isError, refetch } = useQuery(invitationListQuery(firmID));

  const mutation = useMutation({
    mutationFn: ({ invitation, action }: { invitation: TInvitation; action: 'resend' | 'revoke' }) =>
      updateInvitation(invitation.invitationID, action),
    onSuccess: (invitation, { action }) =>
      showSuccess(
        action === 'resend'
          ? t('accountManagement.invitations.resent', { email: invitation.email })
          : t('accountManagement.invitations.withdrawn', { email: invitation.email }),
      ),
    onError: showFailure,
    onSettled: () =>
      Promise.all(
        [ACCOUNT_KEYS.invitations, ACCOUNT_KEYS.audit, ACCOUNT_KEYS.outbox].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  if (isPending || isError) {
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountManagement.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }

  const anyActions = data.items.some((invitation) => invitation.status !== 'ACCEPTED' && mayAct(invitation));
  const columns = anyActions ? 7 : 6;

  return (
    <CardsOnPhone>
      <Table
        size="small"
        aria-label={t('accountManagement.tabs.invitations')}
        sx={{ minWidth: 720, '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('accountManagement.columns.email')}</TableCell>
            <TableCell>{t('accountManagement.columns.role')}</TableCell>
            <TableCell>{t('accountManagement.columns.status')}</TableCell>
            <TableCell>{t('accountManagement.columns.invitedBy')}</TableCell>
            <TableCell>{t('accountManagement.columns.sent')}</TableCell>
            <TableCell>{t('accountManagement.columns.expires')}</TableCell>
            {anyActions && (
              <TableCell>
                <VisuallyHidden>{t('accountManagement.columns.actions')}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && (
            <EmptyRow columns={columns}>{t('accountManagement.invitations.none')}</EmptyRow>
          )}
          {data.items.map((invitation) => {
            const open = invitation.status !== 'ACCEPTED' && mayAct(invitation);
            const busy =
              mutation.isPending && mutation.variables.invitation.invitationID === invitation.invitationID;
            return (
              <TableRow key={invitation.invitationID} hover>
                <TableCell sx={{ minWidth: 150 }}>
                  <EmailAddress email={invitation.email} />
                </TableCell>
                <TableCell>{t(INVITE_ROLE_KEYS[invitation.userType])}</TableCell>
                <TableCell>
                  <InvitationStatusChip status={invitation.status} />
                </TableCell>
                <TableCell sx={{ minWidth: 90 }}>{invitation.invitedByName ?? '—'}</TableCell>
                {/* Dates may break between day and time: the table then fits a laptop screen. */}
                <TableCell sx={{ minWidth: 90 }}>{formatDisplayDate(invitation.createdDate)}</TableCell>
                <TableCell sx={{ minWidth: 90 }}>
                  {invitation.status === 'ACCEPTED'
                    ? t('accountManagement.invitations.acceptedOn', {
                        date: formatDisplayDate(invitation.acceptedDate),
                      })
                    : formatDisplayDate(invitation.expiresDate)}
                </TableCell>
                {anyActions && (
                  <TableCell align="right" sx={{ minWidth: 110 }}>
                    {open && (
                      <Stack
                        direction="row"
                        useFlexGap
                        sx={{
                          flexWrap: 'wrap',
                          columnGap: 0.5,
                          justifyContent: 'flex-end',
                          '& .MuiButton-root': { whiteSpace: 'nowrap' },
                        }}
                      >
                        <Button
                          size="small"
                          disabled={mutation.isPending}
                          loading={busy && mutation.variables.action === 'resend'}
                          onClick={() => mutation.mutate({ invitation, action: 'resend' })}
                          aria-label={t('accountManagement.invitations.resendFor', {
                            email: invitation.email,
                          })}
                        >
                          {t('accountManagement.invitations.resend')}
                        </Button>
                        {invitation.status !== 'REVOKED' && (
                          <Button
                            size="small"
                            color="error"
                            disabled={mutation.isPending}
                            loading={busy && mutation.variables.action === 'revoke'}
                            onClick={() => mutation.mutate({ invitation, action: 'revoke' })}
                            aria-label={t('accountManagement.invitations.withdrawFor', {
                              email: invitation.email,
                            })}
                          >
                            {t('accountManagement.invitations.withdraw')}
                          </Button>
                        )}
                      </Stack>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
