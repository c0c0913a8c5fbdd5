import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import {
  formatHKD,
  formatPlanAmount,
  PLAN_CODES,
  PLAN_NAMES,
  PLANS,
  PLAN_FEATURE_NAMES,
  PLAN_FEATURES,
  PLAN_LIMIT_KEYS,
  type TLanguage,
  type TPlanCode,
  type TPlanInfo,
  type TPlanLimitKey,
} from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { VisuallyHidden } from '../../account-management/components/list-parts';
import { useAuth } from '../../auth/auth-context';
import { publicConfigQuery } from '../../support/api';
import { subscriptionQuery } from '../api';
import CardPaymentsCard from '../components/CardPaymentsCard';
import PlanBillingCard from '../components/PlanBillingCard';

const CONFIRM_POLL_MS = 2500;

/** Share of a limit used at which the bar turns to a warning. */
const NEAR_LIMIT = 0.8;

function amountOf(key: TPlanLimitKey, value: number | null, language: TLanguage, unlimited: string): string {
  return value === null ? unlimited : formatPlanAmount(key, value, language);
}

function UsageRow({
  limitKey,
  usage,
  limit,
  language,
}: {
  limitKey: TPlanLimitKey;
  usage: number;
  limit: number | null;
  language: TLanguage;
}) {
  const { t } = useTranslation();
  const share = limit === null || limit === 0 ? 0 : Math.min(1, usage / limit);
  const atLimit = limit !== null && usage >= limit;
  const label = t(`subscription.limits.${limitKey}`);
  const used = formatPlanAmount(limitKey, usage, language);
  const text =
    limit === null
      ? t('subscription.usageUnlimited', { usage: used })
      : t('subscription.usageOf', { usage: used, limit: formatPlanAmount(limitKey, limit, language) });
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="span">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {atLimit && <Chip size="small" color="warning" label={t('subscription.atLimit')} />}
          <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {text}
          </Typography>
        </Stack>
      </Stack>
      {limit !== null && (
        <LinearProgress
          variant="determinate"
          value={share * 100}
          color={share >= NEAR_LIMIT ? 'warning' : 'primary'}
          aria-label={`${label}: ${text}`}
          sx={{ mt: 0.75, height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}

function priceOf(plan: TPlanInfo, t: (key: string, values?: Record<string, string>) => string): string {
  if (plan.monthlyPriceCents === null) return t('subscription.priceAgreed');
  if (plan.monthlyPriceCents === 0) return t('subscription.priceFree');
  return t('subscription.pricePerMonth', { price: formatHKD(plan.monthlyPriceCents) });
}

function PlanComparison({
  plans,
  current,
  language,
}: {
  plans: readonly TPlanInfo[];
  current: TPlanCode | null;
  language: TLanguage;
}) {
  const { t } = useTranslation();
  const unlimited = t('subscription.unlimited');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('subscription.compareTitle')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>
              <VisuallyHidden>{t('subscription.whatPlanGives')}</VisuallyHidden>
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.planCode} align="center" scope="col">
                <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="span">
                    {plan.planName}
                  </Typography>
                  {plan.planCode === current && (
                    <Chip size="small" color="primary" label={t('subscription.currentPlan')} />
                  )}
                </Stack>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('subscription.price')}
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.planCode} align="center">
                {priceOf(plan, t)}
              </TableCell>
            ))}
          </TableRow>
          {PLAN_LIMIT_KEYS.map((key) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {t(`subscription.limits.${key}`)}
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.planCode} align="center" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {amountOf(key, plan.limits[key], language, unlimited)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {PLAN_FEATURES.map((feature) => (
            <TableRow key={feature}>
              <TableCell component="th" scope="row">
                {PLAN_FEATURE_NAMES[language][feature]}
              </TableCell>
              {plans.map((plan) => {
                const included = plan.features.includes(feature);
                return (
                  <TableCell key={plan.planCode} align="center">
                    {included ? (
                      <IconCheck size={18} aria-label={t('subscription.included')} />
                    ) : (
                      <IconMinus size={18} aria-label={t('subscription.notIncluded')} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /subscription-plan (spec §2, staff): the firm's plan, its usage against each limit (warning as it
 * nears one), every plan side by side, and how to change plan (issue 21 point 3).
 */
export default function SubscriptionPlanPage() {
  const { user } = useAuth();
  if (!user) return null;
  return user.userType.typeCode === 'SMOOOTH' ? <PlansForSmoooth /> : <FirmSubscription />;
}

const ALL_PLANS: TPlanInfo[] = PLAN_CODES.map((code) => ({
  planCode: code,
  planName: PLAN_NAMES[code],
  monthlyPriceCents: PLANS[code].monthlyPriceCents,
  limits: PLANS[code].limits,
  features: [...PLANS[code].features],
}));

/** SMOOOTH has no plan of its own: the plans, and where each firm's is set. */
function PlansForSmoooth() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <MainCard title={t('screens.subscriptionPlan')} titleLevel="h1">
      <Stack spacing={2}>
        <Typography>
          {t('subscription.smooothIntro')}{' '}
          <Link component={RouterLink} to="/account-management?tab=firms">
            {t('subscription.smooothFirms')}
          </Link>
        </Typography>
        <PlanComparison plans={ALL_PLANS} current={null} language={language} />
      </Stack>
    </MainCard>
  );
}

function FirmSubscription() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // Back from Stripe Checkout: the plan changes when Stripe's notification lands; follow it until then.
  const [params] = useSearchParams();
  const confirming = params.get('billing') === 'done';
  const { data, isPending, isError, refetch } = useQuery({
    ...subscriptionQuery,
    refetchInterval: (query) =>
      confirming && query.state.data?.billing.status !== 'ACTIVE' ? CONFIRM_POLL_MS : false,
  });
  const support = useQuery(publicConfigQuery);

  if (isPending || isError) {
    return (
      <MainCard title={t('screens.subscriptionPlan')} titleLevel="h1">
        <QueryStatus
          isPending={isPending}
          failedText={t('subscription.loadFailed')}
          onRetry={() => void refetch()}
        />
      </MainCard>
    );
  }
  const current = data.plans.find((plan) => plan.planCode === data.planCode);
  const monthStart = new Intl.DateTimeFormat(language === 'en' ? 'en-HK' : language, {
    dateStyle: 'long',
    timeZone: 'Asia/Hong_Kong',
  }).format(new Date(data.monthStart));

  return (
    <Stack spacing={3}>
      <MainCard title={t('screens.subscriptionPlan')} titleLevel="h1">
        <Stack spacing={3}>
          {data.suspended && <Alert severity="error">{t('subscription.suspended')}</Alert>}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={1}>
                <Typography variant="h2" component="p">
                  {current?.planName ?? data.planCode}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {current ? priceOf(current, t) : null}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('subscription.firmOn', { firm: data.firmName })}
                </Typography>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                {t('subscription.usageTitle')}
              </Typography>
              <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
                {PLAN_LIMIT_KEYS.map((key) => (
                  <UsageRow
                    key={key}
                    limitKey={key}
                    usage={data.usage[key]}
                    limit={current?.limits[key] ?? null}
                    language={language}
                  />
                ))}
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('subscription.monthNote', { date: monthStart })}
              </Typography>
            </Grid>
          </Grid>
        </Stack>
      </MainCard>
      <CardPaymentsCard />
      <MainCard title={t('subscription.compareTitle')}>
        <PlanComparison plans={data.plans} current={data.planCode} language={language} />
      </MainCard>
      <MainCard title={t('subscription.changeTitle')}>
        <Stack spacing={1.5}>
          {data.changeBy === 'STRIPE' ? (
            <PlanBillingCard data={data} confirming={confirming} />
          ) : (
            <Typography>{t('subscription.changeBySmoooth')}</Typography>
          )}
          <Typography>{t('subscription.downgradeRule')}</Typography>
          {support.data && (
            <Typography>
              {t('subscription.writeTo')}{' '}
              <Link
                href={`mailto:${support.data.supportEmail}?subject=${encodeURIComponent(t('subscription.mailSubject', { firm: data.firmName }))}`}
              >
                {support.data.supportEmail}
              </Link>
            </Typography>
          )}
        </Stack>
      </MainCard>
    </Stack>
  );
}
