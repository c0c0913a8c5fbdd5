import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How close a match is, 0–1: the number in words and a bar beside it (the bar adds nothing the number does not say). */
export default function ScoreBar({ score }: { score: number }) {
  const { t } = useTranslation();
  const percent = Math.round(score * 100);
  const tone = percent >= 90 ? 'error' : percent >= 80 ? 'warning' : 'info';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('nameSearch.results.score', { score: percent })}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          flex: 1,
          minWidth: 80,
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: `${tone}.main`, borderRadius: 4 }} />
      </Box>
    </Stack>
  );
}
