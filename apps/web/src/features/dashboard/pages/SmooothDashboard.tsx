import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconAlertTriangle, IconBuilding, IconClockExclamation, IconMailX } from '@tabler/icons-react';
import { type TSmooothDashboard, type TSmooothFirmFigures, type TUserProfile } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import { formatDisplayDate } from '../../../utils/date-format';
import { firmUsage, planName, type TCountedLimit } from '../../account-management/firm-usage';
import DashboardFrame, { FiguresSection } from '../components/DashboardFrame';
import CountTile from '../components/CountTile';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

export const SMOOOTH_LINKS = {
  firms: `${PATHS.accountManagement}?tab=firms`,
  mailFailures: `${PATHS.accountManagement}?tab=outbox&status=FAILED`,
} as const;

function Usage({ figures, limitKey }: { figures: TSmooothFirmFigures; limitKey: TCountedLimit }) {
  const { t } = useTranslation();
  const { usage, limit, over } = firmUsage(figures.firm, limitKey);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        fontWeight: over ? 600 : undefined,
        color: over ? 'warning.dark' : undefined,
        whiteSpace: 'nowrap',
      }}
    >
      {limit === null ? usage : t('accountManagement.firms.usageOf', { usage, limit })}
    </Typography>
  );
}

const FIGURE_KEYS = [
  'accountManagement.firms.seats',
  'accountManagement.firms.companies',
  'accountManagement.firms.openCases',
  'dashboard.smoooth.casesThisMonth',
  'dashboard.smoooth.mailFailures',
] as const;

/** Each figure of a firm, in the order of FIGURE_KEYS. */
function firmFigures(figures: TSmooothFirmFigures) {
  return [
    <Usage key="seats" figures={figures} limitKey="staffSeats" />,
    <Usage key="companies" figures={figures} limitKey="activeEntities" />,
    <Usage key="cases" figures={figures} limitKey="openCases" />,
    figures.casesThisMonth,
    <Typography
      key="mail"
      variant="body2"
      component="span"
      sx={{
        color: figures.mailFailures > 0 ? 'error.main' : undefined,
        fontWeight: figures.mailFailures > 0 ? 600 : undefined,
      }}
    >
      {figures.mailFailures}
    </Typography>,
  ];
}

function FirmName({ figures }: { figures: TSmooothFirmFigures }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {figures.firm.name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {planName(figures.firm.planCode)} ·{' '}
        {t(`accountManagement.firms.billing.${figures.firm.billingStatus}`)}
      </Typography>
      {figures.firm.suspendedDate && (
        <Chip size="small" color="error" label={t('accountManagement.firms.suspended')} />
      )}
    </Stack>
  );
}

/** On a phone: one card per firm, its figures as label and value. */
function FirmCards({ firms }: { firms: readonly TSmooothFirmFigures[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1.5}
      component="ul"
      aria-label={t('dashboard.smoooth.firms')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {firms.map((figures) => (
        <Box
          component="li"
          key={figures.firm.firmID}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
        >
          <FirmName figures={figures} />
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
          >
            {firmFigures(figures).map((value, index) => (
              <Fragment key={FIGURE_KEYS[index]}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(FIGURE_KEYS[index] ?? '')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Every firm's plan, seats, companies, open cases, cases this month and failed mails; a row per firm. */
function FirmsTable({ firms }: { firms: readonly TSmooothFirmFigures[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  if (narrow) return <FirmCards firms={firms} />;
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={t('dashboard.smoooth.firms')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accountManagement.firms.name')}</TableCell>
            {FIGURE_KEYS.map((key) => (
              <TableCell key={key} align="right">
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {firms.map((figures) => (
            <TableRow key={figures.firm.firmID}>
              <TableCell>
                <FirmName figures={figures} />
              </TableCell>
              {firmFigures(figures).map((value, index) => (
                <TableCell key={FIGURE_KEYS[index]} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}

/** The background jobs in a sentence: keeping up, or how far behind and since when. */
function JobHealth({ jobs }: { jobs: TSmooothDashboard['jobs'] }) {
  const { t } = useTranslation();
  const healthy = jobs.late === 0 && jobs.stuck === 0 && jobs.failed === 0;
  return (
    <Stack spacing={1}>
      <Alert severity={healthy ? 'success' : jobs.late > 0 || jobs.stuck > 0 ? 'warning' : 'info'}>
        {healthy
          ? t('dashboard.smoooth.jobsHealthy')
          : jobs.late > 0 && jobs.oldestLateDate
            ? t('dashboard.smoooth.jobsBehind', { when: formatDisplayDate(jobs.oldestLateDate) })
            : t('dashboard.smoooth.jobsAttention')}
      </Alert>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dashboard.smoooth.jobsFigures', jobs)}
      </Typography>
    </Stack>
  );
}

/** /dashboard/smoooth: the platform at a glance for its operator. */
export default function SmooothDashboard({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  return (
    <DashboardFrame user={user} role="smoooth">
      {(board) => (
        <>
          <FiguresSection>
            <Grid size={{ xs: 6, md: 3 }}>
              <CountTile
                label={t('dashboard.smoooth.tiles.firms')}
                count={{ total: board.firms.length, totalCapped: false }}
                to={SMOOOTH_LINKS.firms}
                icon={IconBuilding}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <CountTile
                label={t('dashboard.smoooth.tiles.mailFailures')}
                count={board.mailFailures}
                to={SMOOOTH_LINKS.mailFailures}
                icon={IconMailX}
                tone="error"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <CountTile
                label={t('dashboard.smoooth.tiles.jobsLate')}
                count={{ total: board.jobs.late + board.jobs.stuck, totalCapped: false }}
                icon={IconClockExclamation}
                tone="warning"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <CountTile
                label={t('dashboard.smoooth.tiles.jobsFailed')}
                count={{ total: board.jobs.failed, totalCapped: false }}
                icon={IconAlertTriangle}
                tone="error"
              />
            </Grid>
          </FiguresSection>
          <MainCard title={t('dashboard.smoooth.firms')}>
            <FirmsTable firms={board.firms} />
          </MainCard>
          <MainCard title={t('dashboard.smoooth.jobs')}>
            <JobHealth jobs={board.jobs} />
          </MainCard>
        </>
      )}
    </DashboardFrame>
  );
}
