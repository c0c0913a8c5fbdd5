import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CASE_TYPES, STEP_KEYS, type TPipelineStage } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import { visuallyHidden } from '../../../utils/visually-hidden';

/** The case list filtered to one type's open cases at one step. */
export function pipelinePath(stage: Pick<TPipelineStage, 'caseType' | 'step'>): string {
  const query = new URLSearchParams({ status: 'OPEN', caseType: stage.caseType, step: stage.step });
  return `${PATHS.cases}?${query.toString()}`;
}

/**
 * Open cases by type and current step, as bars in the workflow's order: each bar is a link to the
 * case list with that type and step (the same count), and reads as "Review case: 3" to a screen reader.
 */
export default function PipelineCard({ stages }: { stages: readonly TPipelineStage[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const widest = Math.max(1, ...stages.map((s) => s.count));
  const types = CASE_TYPES.filter((type) => stages.some((s) => s.caseType === type));
  return (
    <MainCard title={t('dashboard.staff.pipeline')} sx={{ height: '100%' }}>
      {types.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.staff.noCases')}</Typography>
      ) : (
        <Stack spacing={2.5}>
          {types.map((type) => {
            const rows = stages
              .filter((s) => s.caseType === type)
              .sort((a, b) => STEP_KEYS.indexOf(a.step) - STEP_KEYS.indexOf(b.step));
            const headingId = `pipeline-${type}`;
            return (
              <section key={type} aria-labelledby={headingId}>
                <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1 }}>
                  {t(`caseType.${type}`)}
                </Typography>
                <List disablePadding aria-labelledby={headingId}>
                  {rows.map((stage) => (
                    <ListItem key={stage.step} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={pipelinePath(stage)}
                        sx={{
                          px: 1,
                          py: 0.5,
                          borderRadius: 1,
                          display: 'grid',
                          gridTemplateColumns: { xs: '1fr 3rem', sm: 'minmax(9rem, 14rem) 1fr 3rem' },
                          columnGap: 1.5,
                          alignItems: 'center',
                        }}
                      >
                        <Typography variant="body2" component="span">
                          {t(`step.${stage.step}`)}
                        </Typography>
                        <Box
                          aria-hidden
                          sx={{
                            display: { xs: 'none', sm: 'block' },
                            height: 12,
                            bgcolor: 'action.hover',
                            borderRadius: 1,
                          }}
                        >
                          <Box
                            sx={{
                              width: `${Math.max(4, (stage.count / widest) * 100)}%`,
                              height: '100%',
                              bgcolor: 'primary.main',
                              borderRadius: 1,
                            }}
                          />
                        </Box>
                        <Typography
                          variant="body2"
                          component="span"
                          sx={{ fontWeight: 600, textAlign: 'right' }}
                        >
                          <Box component="span" sx={visuallyHidden}>
                            :{' '}
                          </Box>
                          {number.format(stage.count)}
                        </Typography>
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </section>
            );
          })}
        </Stack>
      )}
    </MainCard>
  );
}
