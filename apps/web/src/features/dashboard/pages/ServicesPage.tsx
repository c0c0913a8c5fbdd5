import { useId } from 'react';
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
import { formatHKD, LAYOUT, type TService, type TServicesOverview, type TUserProfile } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { formatDate } from '../../../utils/date-format';
import { servicesQuery } from '../api';
import { durationText } from '../dashboard-format';

const ALL_FIRMS = '';

function ServiceCard({ service, timed }: { service: TService; timed: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <MainCard
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
      title={<span id={headingId}>{t(`caseType.${service.caseType}`)}</span>}
    >
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary' }}>
            {t('dashboard.services.fee')}
          </Typography>
          <Typography variant="h3" component="p">
            {service.feeCents === null ? t('dashboard.services.feeOnRequest') : formatHKD(service.feeCents)}
          </Typography>
        </Box>
        {timed && (
          <Typography>
            {service.medianDays === null
              ? t('dashboard.services.noneCompleted')
              : t('dashboard.services.completedIn', {
                  count: service.completed,
                  days: number.format(service.medianDays),
                })}
          </Typography>
        )}
        <Box>
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {t('dashboard.services.steps')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& > li + li': { mt: 1 } }}>
            {service.steps.map((step) => (
              <li key={step.step}>
                <Typography component="span">{t(`step.${step.step}`)}</Typography>
                {timed && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {' · '}
                    {step.medianHours === null
                      ? t('dashboard.services.noStepTime')
                      : t('dashboard.services.stepTime', {
                          time: durationText(t, number, step.medianHours),
                          count: step.cases,
                        })}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
    </MainCard>
  );
}

function Intro({ overview, isSmoooth }: { overview: TServicesOverview; isSmoooth: boolean }) {
  const { t } = useTranslation();
  const date = formatDate(overview.since);
  if (overview.firm) return <>{t('dashboard.services.intro', { firm: overview.firm.name, date })}</>;
  return (
    <>{isSmoooth ? t('dashboard.services.introPlatform', { date }) : t('dashboard.services.introNoFirm')}</>
  );
}

/**
 * /dashboard/services (issue 22 point 5): the firm's services with their fees (the billing settings),
 * what each case type goes through step by step, and how long cases and steps take here (medians over
 * the last year). A client linked with several firms, and SMOOOTH, pick the firm (kept in the address).
 */
export default function ServicesPage({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const firmID = params.get('firmID') || null;
  const query = useQuery(servicesQuery(firmID));
  const overview = query.data;
  const isSmoooth = user.userType.typeCode === 'SMOOOTH';
  const pickable = overview && (isSmoooth || overview.firms.length > 1);
  const timed = Boolean(overview && (overview.firm || isSmoooth));

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <MainCard
        title={t('dashboard.services.title')}
        titleLevel="h1"
        action={
          pickable ? (
            <TextField
              select
              size="small"
              label={t('dashboard.services.firm')}
              value={overview.firm?.firmID ?? ALL_FIRMS}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value) next.set('firmID', event.target.value);
                else next.delete('firmID');
                setParams(next, { replace: true });
              }}
              sx={{ minWidth: { xs: 180, sm: 260 }, mt: 1 }}
            >
              {isSmoooth && <MenuItem value={ALL_FIRMS}>{t('dashboard.services.allFirms')}</MenuItem>}
              {overview.firms.map((firm) => (
                <MenuItem key={firm.firmID} value={firm.firmID}>
                  {firm.name}
                </MenuItem>
              ))}
            </TextField>
          ) : undefined
        }
      >
        <Typography sx={{ color: 'text.secondary' }}>
          {overview ? <Intro overview={overview} isSmoooth={isSmoooth} /> : t('dashboard.services.loading')}
        </Typography>
      </MainCard>
      {query.isError && <Alert severity="error">{t('dashboard.services.loadFailed')}</Alert>}
      {!overview && !query.isError && (
        <Skeleton variant="rounded" height={320} aria-label={t('dashboard.services.loading')} />
      )}
      {overview && (
        <Grid container spacing={LAYOUT.gridSpacing}>
          {overview.services.map((service) => (
            <Grid key={service.caseType} size={{ xs: 12, md: 6 }}>
              <ServiceCard service={service} timed={timed} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
