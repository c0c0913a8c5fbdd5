import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TSessionInfo } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { revokeOtherSessions, revokeSession, sessionsQuery } from '../api';
import QueryStatus from './QueryStatus';
import { describeUserAgent } from './user-agent';
import { visuallyHidden } from '../../../utils/visually-hidden';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

function deviceLabel(userAgent: string | null, t: TFunction): string {
  const label = describeUserAgent(userAgent);
  switch (label.kind) {
    case 'both':
      return t('accountProfile.sessions.browserOnSystem', { browser: label.browser, system: label.system });
    case 'one':
      return label.name;
    case 'raw':
      return label.agent;
    case 'unknown':
      return t('accountProfile.sessions.unknownDevice');
  }
}

/**
 * The caller's signed-in devices, this one marked, each other one with a Sign out button, and one
 * button to sign out all the others.
 */
export default function SessionsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { data, isPending, isError, refetch } = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });

  const revokeOne = useMutation({
    mutationFn: (session: TSessionInfo) => revokeSession(session.sessionID),
    onSuccess: () => showSuccess(t('accountProfile.sessions.signedOutOne')),
    onError: showError,
    onSettled: refresh,
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: ({ revoked }) => showSuccess(t('accountProfile.sessions.signedOutOthers', { count: revoked })),
    onError: showError,
    onSettled: refresh,
  });

  if (isPending || isError) {
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountProfile.sessions.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }

  const sessions = data.items;
  const others = sessions.filter((session) => !session.current).length;
  const busy = revokeOne.isPending || revokeOthers.isPending;

  return (
    <Stack spacing={2.5}>
      <Typography sx={{ color: 'text.secondary' }}>{t('accountProfile.sessions.intro')}</Typography>
      <CardsOnPhone>
        <Table size="small" aria-label={t('accountProfile.tabs.sessions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('accountProfile.sessions.device')}</TableCell>
              <TableCell>{t('accountProfile.sessions.address')}</TableCell>
              <TableCell>{t('accountProfile.sessions.signedIn')}</TableCell>
              <TableCell>{t('accountProfile.sessions.lastActive')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('accountProfile.sessions.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => (
              <TableRow key={session.sessionID}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Box component="span" title={session.userAgent ?? undefined}>
                      {deviceLabel(session.userAgent, t)}
                    </Box>
                    {session.current && (
                      <Chip size="small" color="secondary" label={t('accountProfile.sessions.thisDevice')} />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>{session.ip ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(session.createdDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(session.lastUsedDate)}</TableCell>
                <TableCell align="right">
                  {!session.current && (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => revokeOne.mutate(session)}
                      aria-label={t('accountProfile.sessions.signOutDevice', {
                        device: deviceLabel(session.userAgent, t),
                      })}
                    >
                      {t('accountProfile.sessions.signOut')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardsOnPhone>
      <Box>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || others === 0}
          loading={revokeOthers.isPending}
          loadingPosition="start"
          onClick={() => revokeOthers.mutate()}
        >
          {t('accountProfile.sessions.signOutOthers')}
        </Button>
      </Box>
    </Stack>
  );
}
