import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRiskContribution, TRiskRating } from '@portal/domain';

const COLOURS = { LOW: 'success', MEDIUM: 'warning', HIGH: 'error' } as const;

/** A risk rating as a coloured chip ("High risk"). */
export function RatingChip({ rating, size = 'small' }: { rating: TRiskRating; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return <Chip size={size} color={COLOURS[rating]} label={t(`compliance.ratingLabel.${rating}`)} />;
}

/**
 * The worked-out rating and why: each factor that counted, with its points or as deciding by itself
 * (the domain's riskRating, the same on the server).
 */
export default function RatingSummary({
  computed,
  headingId,
}: {
  computed: { rating: TRiskRating; score: number; contributions: TRiskContribution[] } | null;
  headingId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      aria-live="polite"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4">
          {t('dueDiligence.risk.computed')}
        </Typography>
        {computed && <RatingChip rating={computed.rating} size="medium" />}
        {computed && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dueDiligence.risk.score', { score: computed.score })}
          </Typography>
        )}
      </Stack>
      {!computed ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('dueDiligence.risk.incomplete')}
        </Typography>
      ) : computed.contributions.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('dueDiligence.risk.nothingCounted')}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {computed.contributions.map((c) => (
            <Typography component="li" variant="body2" key={c.factor}>
              {t('dueDiligence.risk.contribution', {
                factor: t(`compliance.factor.${c.factor}`),
                effect: c.decisive
                  ? t('dueDiligence.risk.decisive')
                  : t('dueDiligence.risk.points', { points: c.points }),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
