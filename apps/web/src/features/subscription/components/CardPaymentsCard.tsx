import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBrandStripe } from '@tabler/icons-react';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { useAuth } from '../../auth/auth-context';
import { connectStripe, firmStripeQuery } from '../api';

/**
 * Card payments of the firm's invoices (issue 21 point 1): whether the portal takes cards at all, the
 * plan includes them, and the firm's own Stripe account is connected and allowed to charge; a system
 * administrator connects it on Stripe's own pages (the portal keeps only the account's id).
 */
export default function CardPaymentsCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { showError } = useSnackbar();
  const { data } = useQuery(firmStripeQuery);
  const connect = useMutation({
    mutationFn: connectStripe,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: showError,
  });
  if (!data) return null;
  const isAdmin = user?.userType.typeCode === 'SYSTEM_ADMIN';
  const state = !data.available
    ? 'off'
    : !data.planAllows
      ? 'plan'
      : !data.accountID
        ? 'notConnected'
        : data.chargesEnabled
          ? 'ready'
          : 'pending';
  const mayConnect = isAdmin && (state === 'notConnected' || state === 'pending');
  return (
    <MainCard title={t('subscription.card.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={state === 'ready' ? 'success' : state === 'pending' ? 'warning' : 'info'}>
          {t(`subscription.card.${state}`, { account: data.accountID ?? '' })}
        </Alert>
        {mayConnect && (
          <Button
            variant="contained"
            startIcon={<IconBrandStripe size={18} aria-hidden="true" />}
            loading={connect.isPending}
            onClick={() => connect.mutate()}
          >
            {t(state === 'pending' ? 'subscription.card.continue' : 'subscription.card.connect')}
          </Button>
        )}
        {!isAdmin && (state === 'notConnected' || state === 'pending') && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subscription.card.adminOnly')}
          </Typography>
        )}
      </Stack>
    </MainCard>
  );
}
