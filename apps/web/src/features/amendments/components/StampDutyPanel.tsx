import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AMENDMENT_DOCUMENT_TITLES, formatHKD, pickLanguage } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { draftStampDuty } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';

/**
 * The Hong Kong stamp duty on a share transfer as the officer types it (Cap. 117, worked out by the
 * domain): each document's duty, the day it must be stamped by, how it was worked out and the
 * provision charging it, the total, and what stamping late costs.
 */
export default function StampDutyPanel({ change, today }: { change: TChangeDraft; today: string }) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  if (change.type !== 'SHARE_TRANSFER') return null;
  const duty = draftStampDuty(change, today);
  const missing =
    change.considerationCents === undefined
      ? t('recordUpdate.stampDuty.needConsideration')
      : t('recordUpdate.stampDuty.needValue');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${change.changeID}-duty`}
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }}
    >
      <Stack spacing={1.5} aria-live="polite">
        <Typography variant="h5" component="h4" id={`${change.changeID}-duty`}>
          {t('recordUpdate.stampDuty.title')}
        </Typography>
        {!duty ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {missing}
          </Typography>
        ) : (
          <>
            <Typography variant="body2">
              {t(duty.kind === 'GIFT' ? 'recordUpdate.stampDuty.gift' : 'recordUpdate.stampDuty.sale', {
                amount: formatHKD(duty.chargeableCents),
                rate: duty.ratePercent,
              })}
              {!change.effectiveDate && ` ${t('recordUpdate.stampDuty.asOfToday')}`}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {duty.lines.map((line) => (
                <Box
                  component="li"
                  key={line.document}
                  sx={{ borderTop: 1, borderColor: 'divider', pt: 1, overflowWrap: 'anywhere' }}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0, sm: 2 }}
                    sx={{ justifyContent: 'space-between' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>
                      {AMENDMENT_DOCUMENT_TITLES[line.document][language]}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{formatHKD(line.dutyCents)}</Typography>
                  </Stack>
                  <Typography variant="body2">
                    {line.beforeExecution
                      ? t('recordUpdate.stampDuty.stampBeforeSigning', { date: formatDate(line.stampBy) })
                      : t('recordUpdate.stampDuty.stampBy', { date: formatDate(line.stampBy) })}
                  </Typography>
                  <Typography variant="body2" lang="en" sx={{ color: 'text.secondary' }}>
                    {line.basis} — {line.source}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Typography sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 1 }}>
              {t('recordUpdate.stampDuty.total', { amount: formatHKD(duty.totalCents) })}
            </Typography>
            <Typography variant="body2" lang="en" sx={{ color: 'text.secondary' }}>
              {duty.source}
            </Typography>
            <Typography variant="body2" lang="en" sx={{ color: 'text.secondary' }}>
              {duty.penaltyRule}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
