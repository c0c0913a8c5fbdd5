import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconUserSearch } from '@tabler/icons-react';
import type { TDueDiligenceStakeholder } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { searchRecordPath } from '../api';
import OutcomeChip from './OutcomeChip';

/**
 * A person's name screening on the due-diligence screen: the latest search's outcome, the hits still
 * to decide, the link to its record, a warning when it ran on lists since replaced, and (for the
 * officer) "Screen name" to run it now.
 */
export default function StakeholderScreening({
  stakeholder: s,
  mayScreen,
  running,
  busy,
  onScreen,
  linkRecords,
}: {
  stakeholder: TDueDiligenceStakeholder;
  mayScreen: boolean;
  /** This person is being screened now. */
  running: boolean;
  /** Another screening is under way. */
  busy: boolean;
  onScreen: () => void;
  /** The record pages are open to the user (name search is enabled). */
  linkRecords: boolean;
}) {
  const { t } = useTranslation();
  const screening = s.screening;
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
        {t('dueDiligence.screening.title')}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {screening ? (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <OutcomeChip outcome={screening.outcome} />
              {screening.openHits > 0 && (
                <Typography variant="body2">
                  {t('dueDiligence.screening.openHits', { count: screening.openHits })}
                </Typography>
              )}
            </Stack>
            <Typography variant="body2">
              {linkRecords ? (
                <Link
                  component={RouterLink}
                  to={searchRecordPath(screening.searchID)}
                  aria-label={t('dueDiligence.screening.openRecordOf', {
                    date: formatDisplayDate(screening.createdAt),
                    name: s.name,
                  })}
                >
                  {t('dueDiligence.screening.latest', { date: formatDisplayDate(screening.createdAt) })}
                </Link>
              ) : (
                t('dueDiligence.screening.latest', { date: formatDisplayDate(screening.createdAt) })
              )}
            </Typography>
            {!screening.onCurrentLists && (
              <Stack
                direction="row"
                spacing={0.75}
                sx={(theme) => ({
                  alignItems: 'center',
                  color: theme.palette.mode === 'dark' ? 'warning.main' : 'warning.dark',
                })}
              >
                <IconAlertTriangle size={18} aria-hidden="true" />
                <Typography variant="body2">{t('dueDiligence.screening.notCurrent')}</Typography>
              </Stack>
            )}
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dueDiligence.screening.never')}
          </Typography>
        )}
        {mayScreen && (
          <Button
            variant={screening ? 'outlined' : 'contained'}
            size="small"
            loading={running}
            disabled={busy && !running}
            startIcon={<IconUserSearch size={18} aria-hidden="true" />}
            aria-label={t(
              screening ? 'dueDiligence.screening.againFor' : 'dueDiligence.screening.screenFor',
              {
                name: s.name,
              },
            )}
            onClick={onScreen}
          >
            {screening ? t('dueDiligence.screening.again') : t('dueDiligence.screening.screen')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
