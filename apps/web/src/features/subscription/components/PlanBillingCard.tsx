import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowsExchange, IconReceipt } from '@tabler/icons-react';
import { formatHKD, SELF_SERVE_PLANS, type TFirmSubscription } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { useFailureSnackbar } from '../../account-management/components/use-failure-snackbar';
import { useAuth } from '../../auth/auth-context';
import { billingPortal, planCheckout, SUBSCRIPTION_KEYS } from '../api';

const SEVERITY = {
  NONE: 'info',
  ACTIVE: 'success',
  PAST_DUE: 'warning',
  INCOMPLETE: 'warning',
  CANCELED: 'info',
} as const;

/**
 * The firm pays for the portal itself (issue 21 point 3): where its subscription stands with Stripe
 * Billing, and — for a system administrator — a paid plan to subscribe or move to (Stripe Checkout the
 * first time, at once after that) and Stripe's billing portal for the card and invoices. A plan below
 * what the firm uses is refused with the server's list of what is over.
 */
export default function PlanBillingCard({
  data,
  confirming,
}: {
  data: TFirmSubscription;
  confirming: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const isAdmin = user?.userType.typeCode === 'SYSTEM_ADMIN';
  const choose = useMutation({
    mutationFn: planCheckout,
    onSuccess: async ({ url }, planCode) => {
      if (url) {
        window.location.assign(url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.firm });
      showSuccess(
        t('subscription.billing.moved', { plan: data.plans.find((p) => p.planCode === planCode)?.planName }),
      );
    },
    onError: showFailure,
  });
  const portal = useMutation({
    mutationFn: billingPortal,
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
    },
    onError: showFailure,
  });
  const { status, periodEnd } = data.billing;
  const date = periodEnd ? formatDisplayDate(periodEnd).slice(0, 10) : '';
  const choices = data.plans.filter(
    (plan) =>
      (SELF_SERVE_PLANS as readonly string[]).includes(plan.planCode) && plan.planCode !== data.planCode,
  );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {confirming && status !== 'ACTIVE' ? (
        <Alert severity="info" role="status">
          {t('subscription.billing.confirming')}
        </Alert>
      ) : (
        <Alert severity={SEVERITY[status]}>{t(`subscription.billing.status.${status}`, { date })}</Alert>
      )}
      {isAdmin ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {choices.map((plan) => (
            <Button
              key={plan.planCode}
              variant="contained"
              startIcon={<IconArrowsExchange size={18} aria-hidden="true" />}
              loading={choose.isPending && choose.variables === plan.planCode}
              disabled={choose.isPending}
              onClick={() => choose.mutate(plan.planCode as 'SOLO' | 'TEAM')}
            >
              {t('subscription.billing.choose', {
                plan: plan.planName,
                price: formatHKD(plan.monthlyPriceCents ?? 0),
              })}
            </Button>
          ))}
          {data.billing.hasCustomer && (
            <Button
              variant="outlined"
              startIcon={<IconReceipt size={18} aria-hidden="true" />}
              loading={portal.isPending}
              onClick={() => portal.mutate()}
            >
              {t('subscription.billing.portal')}
            </Button>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('subscription.billing.adminOnly')}
        </Typography>
      )}
      <Typography>{t('subscription.billing.howItWorks')}</Typography>
    </Stack>
  );
}
