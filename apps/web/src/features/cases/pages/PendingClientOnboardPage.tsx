import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT, type TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { caseDetailQuery, caseInvitationsQuery } from '../api';
import { caseViewPath } from '../case-paths';
import CaseHeader from '../components/CaseHeader';
import CaseQueryState from '../components/CaseQueryState';
import InvitationList from '../components/InvitationList';

/**
 * /view-cases/pending-client-onboard/:caseID (spec §2, staff): a case the firm opened that waits for
 * its client to link with the invitation code — the invitations with their codes and status, resend
 * and new code. Once a client has linked, the page says so and leads to the case.
 */
export default function PendingClientOnboardPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const detail = useQuery(caseDetailQuery(caseID));
  const invitations = useQuery({ ...caseInvitationsQuery(caseID), enabled: detail.data !== undefined });

  if (!detail.data) {
    return (
      <CaseQueryState
        isPending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const data = detail.data;
  const viewPath = caseViewPath(caseID, data.status);
  const stillPending = data.status === 'OPEN' && data.pendingClientOnboard;

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <CaseHeader summary={data} cancelReason={data.cancelReason}>
        {stillPending ? (
          <Alert severity="info">
            <AlertTitle>{t(`screens.${routeName}`)}</AlertTitle>
            {t('cases.pending.intro')}
          </Alert>
        ) : (
          <Alert
            severity={data.status === 'OPEN' ? 'success' : 'info'}
            action={
              <Button component={RouterLink} to={viewPath} color="inherit" size="small">
                {t('cases.pending.openCase')}
              </Button>
            }
          >
            {data.status === 'OPEN'
              ? t('cases.pending.linked', { name: data.client?.name ?? '—' })
              : t('cases.pending.closed', { status: t(`caseStatus.${data.status}`) })}
          </Alert>
        )}
      </CaseHeader>
      <MainCard
        title={t('cases.invitations.title')}
        action={
          stillPending && (
            <Button component={RouterLink} to={viewPath} size="small">
              {t('cases.pending.viewCase')}
            </Button>
          )
        }
      >
        {invitations.isPending || invitations.isError ? (
          <QueryStatus
            isPending={invitations.isPending}
            failedText={t('cases.invitations.loadFailed')}
            onRetry={() => void invitations.refetch()}
          />
        ) : (
          <Stack spacing={2}>
            {stillPending && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('cases.invitations.hint')}
              </Typography>
            )}
            <InvitationList caseID={caseID} invitations={invitations.data.items} />
          </Stack>
        )}
      </MainCard>
    </Stack>
  );
}
