import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseType } from '@portal/domain';
import type { TStepRow } from './analytics-data';

/**
 * Time per step of each case type as horizontal bars: the solid part up to the median, the pale
 * part on to the 90th percentile, both against the slowest step shown. The words beside each bar
 * carry the figures, so the picture is readable without colour.
 */
export default function StepTimesChart({
  groups,
  duration,
}: {
  groups: readonly { caseType: TCaseType; rows: readonly TStepRow[] }[];
  duration: (hours: number) => string;
}) {
  const { t } = useTranslation();
  const widest = Math.max(1, ...groups.flatMap((g) => g.rows.map((r) => r.p90Hours)));
  return (
    <Stack spacing={2.5}>
      {groups.map(({ caseType, rows }) => (
        <Box key={caseType}>
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {t(`caseType.${caseType}`)}
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <li key={row.step}>
                <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  <span>{t(`step.${row.step}`)}</span>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('dashboard.analytics.stepFigures', {
                      median: duration(row.medianHours),
                      p90: duration(row.p90Hours),
                      count: row.cases,
                    })}
                  </Box>
                </Typography>
                <Box
                  aria-hidden
                  sx={{ position: 'relative', height: 10, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
                >
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      width: `${(row.p90Hours / widest) * 100}%`,
                      borderRadius: 1,
                      bgcolor: 'primary.light',
                    }}
                  />
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      width: `${Math.max(0.5, (row.medianHours / widest) * 100)}%`,
                      borderRadius: 1,
                      bgcolor: 'primary.main',
                    }}
                  />
                </Box>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
