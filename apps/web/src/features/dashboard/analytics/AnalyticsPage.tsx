import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  formatHKD,
  LAYOUT,
  ZAnalyticsQuery,
  type TAnalytics,
  type TAnalyticsQuery,
  type TUserProfile,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { analyticsQuery } from '../api';
import { durationText } from '../dashboard-format';
import BarChart from './BarChart';
import ChartCard from './ChartCard';
import StepTimesChart from './StepTimesChart';
import { caseTypesIn, monthTable, perMonth, stepRows, type TSeries } from './analytics-data';
import DateFilterField from '../../../ui-component/date-field/DateFilterField';

const ALL_FIRMS = '';
const RATINGS = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** The range and firm in the address, checked as the server checks them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const asked: TAnalyticsQuery = {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    firmID: params.get('firmID') || undefined,
  };
  const checked = ZAnalyticsQuery.safeParse(asked);
  const problem = checked.success ? null : (checked.error.issues[0] ?? null);
  const set = (changes: Partial<Record<keyof TAnalyticsQuery, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { asked, valid: checked.success ? checked.data : null, problem, set };
}

function Charts({ data }: { data: TAnalytics }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }),
    [i18n.language],
  );
  const compact = useMemo(
    () => new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 }),
    [i18n.language],
  );
  const monthLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [i18n.language]);
  const months = data.months;
  const categories = months.map(monthLabel);
  const monthHeader = t('dashboard.analytics.month');
  const file = (name: string) => `analytics-${name}-${data.from}-${data.to}.csv`;
  const typeColours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.dark,
  ];
  const types = caseTypesIn(data);

  const caseSeries = (measure: 'opened' | 'completed'): TSeries[] =>
    types.map((type) => ({
      key: type,
      label: t(`caseType.${type}`),
      values: perMonth(
        months,
        data.cases,
        (row) => row[measure],
        (row) => row.caseType === type,
      ),
    }));
  const opened = caseSeries('opened');
  const completed = caseSeries('completed');
  const invoiceSeries: TSeries[] = [
    {
      key: 'issued',
      label: t('dashboard.analytics.issued'),
      values: perMonth(months, data.invoices, (r) => r.issuedCents),
    },
    {
      key: 'paid',
      label: t('dashboard.analytics.paid'),
      values: perMonth(months, data.invoices, (r) => r.paidCents),
    },
  ];
  const invoiceCounts: TSeries[] = [
    {
      key: 'issuedCount',
      label: t('dashboard.analytics.issuedCount'),
      values: perMonth(months, data.invoices, (r) => r.issued),
    },
    {
      key: 'paidCount',
      label: t('dashboard.analytics.paidCount'),
      values: perMonth(months, data.invoices, (r) => r.paid),
    },
  ];
  const overdue: TSeries[] = [
    {
      key: 'overdue',
      label: t('dashboard.analytics.overdueCount'),
      values: perMonth(months, data.overdueFilings, (r) => r.count),
    },
  ];
  const risks: TSeries[] = RATINGS.map((rating) => ({
    key: rating,
    label: t(`dashboard.analytics.rating.${rating}`),
    values: perMonth(
      months,
      data.riskRatings,
      (r) => r.count,
      (r) => r.rating === rating,
    ),
  }));
  const riskColours = [theme.palette.success.main, theme.palette.warning.main, theme.palette.error.main];
  const steps = types
    .map((caseType) => ({ caseType, rows: stepRows(data, caseType) }))
    .filter((group) => group.rows.length > 0);
  const duration = (hours: number) => durationText(t, number, hours);
  const money = (cents: number) => formatHKD(cents);
  const total = (series: readonly TSeries[]) =>
    series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);

  /** A card of counts per month (cases, overdue filings, ratings): stacked bars, its table and CSV. */
  const countChart = (
    key: 'opened' | 'completed' | 'overdue' | 'risk',
    series: readonly TSeries[],
    name: string,
    colours: readonly string[],
    note?: string,
  ) => (
    <Grid size={{ xs: 12, lg: 6 }}>
      <ChartCard
        title={t(`dashboard.analytics.${key}`)}
        note={note}
        table={monthTable(monthHeader, months, series)}
        fileName={file(name)}
        empty={total(series) === 0}
      >
        <BarChart
          label={t(`dashboard.analytics.${key}`)}
          categories={categories}
          series={series}
          colours={colours}
          stacked
          formatTick={(v) => number.format(v)}
        />
      </ChartCard>
    </Grid>
  );

  return (
    <Grid container spacing={LAYOUT.gridSpacing}>
      {countChart('opened', opened, 'cases-opened', typeColours)}
      {countChart('completed', completed, 'cases-completed', typeColours)}
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          title={t('dashboard.analytics.invoices')}
          note={t('dashboard.analytics.invoicesNote')}
          table={{
            headers: [
              monthHeader,
              ...invoiceCounts.map((s) => s.label),
              ...invoiceSeries.map((s) => s.label),
            ],
            rows: months.map((month, i) => [
              month,
              invoiceCounts[0]?.values[i] ?? 0,
              invoiceCounts[1]?.values[i] ?? 0,
              ((invoiceSeries[0]?.values[i] ?? 0) / 100).toFixed(2),
              ((invoiceSeries[1]?.values[i] ?? 0) / 100).toFixed(2),
            ]),
          }}
          fileName={file('invoices')}
          empty={total(invoiceCounts) === 0}
        >
          <BarChart
            label={t('dashboard.analytics.invoices')}
            categories={categories}
            series={invoiceSeries}
            colours={[theme.palette.primary.main, theme.palette.success.main]}
            stacked={false}
            formatTick={(v) => `$${compact.format(v / 100)}`}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.analytics.invoiceTotals', {
              issued: money(total(invoiceSeries.slice(0, 1))),
              paid: money(total(invoiceSeries.slice(1))),
            })}
          </Typography>
        </ChartCard>
      </Grid>
      {countChart(
        'overdue',
        overdue,
        'overdue-filings',
        [theme.palette.error.main],
        t('dashboard.analytics.overdueNote', { count: data.overdueNow }),
      )}
      {countChart('risk', risks, 'risk-ratings', riskColours)}
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          title={t('dashboard.analytics.steps')}
          note={t('dashboard.analytics.stepsNote')}
          table={{
            headers: [
              t('dashboard.analytics.caseType'),
              t('dashboard.analytics.step'),
              t('dashboard.analytics.cases'),
              t('dashboard.analytics.medianHours'),
              t('dashboard.analytics.p90Hours'),
            ],
            rows: steps.flatMap(({ caseType, rows }) =>
              rows.map((row) => [
                t(`caseType.${caseType}`),
                t(`step.${row.step}`),
                row.cases,
                row.medianHours,
                row.p90Hours,
              ]),
            ),
          }}
          fileName={file('step-times')}
          empty={steps.length === 0}
        >
          <StepTimesChart groups={steps} duration={duration} />
        </ChartCard>
      </Grid>
    </Grid>
  );
}

/**
 * /dashboard/analytics (issue 22 point 4): the firm's months as charts — cases opened and completed
 * by type, invoices issued and paid, deadlines that passed unfiled, risk ratings, time per step —
 * each with its numbers as a table and a CSV one click away. The range (and SMOOOTH's firm) is kept in
 * the address and checked as the server checks it before anything is asked.
 */
export default function AnalyticsPage({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const { asked, valid, problem, set } = useFilters();
  const query = useQuery({ ...analyticsQuery(valid ?? {}), enabled: valid !== null });
  const data = query.data;
  const isSmoooth = user.userType.typeCode === 'SMOOOTH';
  const problemField = problem?.path[0];
  const problemText = problem
    ? t(
        `dashboard.analytics.errors.${problem.message === 'beforeStart' || problem.message === 'rangeTooLong' ? problem.message : 'invalid'}`,
      )
    : null;
  const serverProblem = isApiError(query.error) && query.error.status === 400 ? query.error.message : null;

  const dateField = (field: 'from' | 'to') => (
    <DateFilterField
      id={`analytics-${field}`}
      label={t(`dashboard.analytics.${field}`)}
      size="small"
      fullWidth={false}
      value={asked[field] ?? data?.[field] ?? ''}
      onChange={(value) => set({ [field]: value })}
      error={problemField === field}
      helperText={problemField === field ? problemText : ' '}
    />
  );

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <MainCard title={t('dashboard.analytics.title')} titleLevel="h1">
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>
            {data?.firm
              ? t('dashboard.analytics.intro', { firm: data.firm.name })
              : t('dashboard.analytics.introPlatform')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            {dateField('from')}
            {dateField('to')}
            {isSmoooth && data && (
              <TextField
                select
                size="small"
                label={t('dashboard.analytics.firm')}
                value={data.firm?.firmID ?? ALL_FIRMS}
                onChange={(event) => set({ firmID: event.target.value })}
                sx={{ minWidth: 240 }}
                helperText=" "
              >
                <MenuItem value={ALL_FIRMS}>{t('dashboard.analytics.allFirms')}</MenuItem>
                {data.firms.map((firm) => (
                  <MenuItem key={firm.firmID} value={firm.firmID}>
                    {firm.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
        </Stack>
      </MainCard>
      {serverProblem && <Alert severity="error">{serverProblem}</Alert>}
      {query.isError && !serverProblem && (
        <Alert severity="error">{t('dashboard.analytics.loadFailed')}</Alert>
      )}
      {!data && !query.isError && valid && (
        <Skeleton variant="rounded" height={320} aria-label={t('dashboard.analytics.loading')} />
      )}
      {data && <Charts data={data} />}
    </Stack>
  );
}
