import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TCaseDetail, TCaseEvent } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { formatDisplayDate } from '../../../utils/date-format';

const MOVES: ReadonlySet<TCaseEvent['type']> = new Set([
  'STEP_CHANGED',
  'SENT_BACK',
  'COMPLETED',
  'CANCELLED',
]);

/** The last move of the case when it was a send-back (the case now waits at an earlier step). */
export function latestSendBack(history: readonly TCaseEvent[]): TCaseEvent | null {
  const moves = history.filter((event) => MOVES.has(event.type));
  const last = moves[moves.length - 1];
  return last?.type === 'SENT_BACK' ? last : null;
}

/**
 * Where the case stands among the steps of its type: steps before the current one done, the current
 * one active (marked as a problem when the case was cancelled there), every step done once completed.
 * A send-back that put the case where it is now is explained above the steps.
 */
export default function CaseProgress({ detail }: { detail: TCaseDetail }) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const current = detail.steps.indexOf(detail.step);
  const activeStep = detail.status === 'COMPLETED' ? detail.steps.length : Math.max(current, 0);
  const sentBack = detail.status === 'OPEN' ? latestSendBack(detail.history) : null;

  return (
    <MainCard title={t('cases.progress.title')}>
      <Stack spacing={2.5}>
        {sentBack && (
          <Alert severity="warning">
            <AlertTitle>
              {t('cases.progress.sentBack', {
                from: sentBack.fromStep ? t(`step.${sentBack.fromStep}`) : '—',
                to: sentBack.toStep ? t(`step.${sentBack.toStep}`) : '—',
              })}
            </AlertTitle>
            {t('cases.progress.sentBackBy', {
              actor: sentBack.actorName ?? t('cases.history.system'),
              date: formatDisplayDate(sentBack.createdDate),
            })}
            {sentBack.remarks && (
              <Box component="blockquote" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap' }}>
                {sentBack.remarks}
              </Box>
            )}
          </Alert>
        )}
        {/* A long workflow scrolls sideways: focusable, so the keyboard can scroll it too. */}
        <Box
          tabIndex={0}
          role="group"
          aria-label={t('cases.progress.steps')}
          sx={{
            overflowX: 'auto',
            pb: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Stepper
            activeStep={activeStep}
            orientation={wide ? 'horizontal' : 'vertical'}
            alternativeLabel={wide}
            sx={wide ? { minWidth: detail.steps.length * 104 } : undefined}
          >
            {detail.steps.map((step, index) => {
              const isCurrent = index === current && detail.status !== 'COMPLETED';
              const failed = isCurrent && detail.status === 'CANCELLED';
              return (
                <Step key={step} completed={detail.status === 'COMPLETED' || index < current}>
                  <StepLabel
                    error={failed}
                    optional={
                      isCurrent ? (
                        <Box
                          component="span"
                          sx={{ typography: 'caption', color: failed ? 'error.main' : 'primary.main' }}
                        >
                          {failed ? t('cases.progress.cancelledHere') : t('cases.progress.current')}
                        </Box>
                      ) : undefined
                    }
                    slotProps={{ label: { 'aria-current': isCurrent ? 'step' : undefined } }}
                  >
                    {t(`step.${step}`)}
                  </StepLabel>
                </Step>
              );
            })}
          </Stepper>
        </Box>
      </Stack>
    </MainCard>
  );
}
