import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** The portal's mark and name. `compact` shows the mark alone (narrow screens); `tagline` adds the line below. */
export default function Logo({ compact = false, tagline = true }: { compact?: boolean; tagline?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={theme.palette.primary.dark} />
        <path
          d="M9 10h10a4 4 0 0 1 0 8h-6a4 4 0 0 0 0 8h10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle
          cx="23"
          cy="10"
          r="2.5"
          fill={theme.palette.mode === 'dark' ? theme.palette.secondary.main : '#b39ddb'}
        />
      </svg>
      {!compact && (
        <Box sx={{ lineHeight: 1.1 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: 700, fontSize: '1rem', color: 'text.primary' }}
          >
            {t('app.shortName')}
          </Typography>
          {tagline && (
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: '0.6875rem', color: 'text.secondary' }}
            >
              {t('app.tagline')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
