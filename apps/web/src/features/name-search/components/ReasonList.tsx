import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TMatchReason } from '@portal/domain';

/** A reason's effect on the score in points out of 100, signed ("+5", "−10"); '' for none. */
export function formatEffect(effect: number, language: string): string {
  const points = Math.round(effect * 100);
  if (points === 0) return '';
  const number = new Intl.NumberFormat(language).format(Math.abs(points));
  return points > 0 ? `+${number}` : `−${number}`;
}

/** Why a hit matched, in words: each rule of the matcher with the words it paired and what it did to the score. */
export default function ReasonList({ reasons, label }: { reasons: readonly TMatchReason[]; label: string }) {
  const { t, i18n } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.25 } }}>
      {reasons.map((reason, index) => {
        const effect = formatEffect(reason.effect, i18n.language);
        return (
          <Typography component="li" variant="body2" key={`${reason.rule}-${index}`}>
            {t(`nameSearch.reason.${reason.rule}`, {
              query: reason.query.join(' '),
              listed: reason.listed.join(' '),
            })}
            {effect && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.75 }}>
                {t('nameSearch.reason.effect', { effect })}
              </Typography>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
