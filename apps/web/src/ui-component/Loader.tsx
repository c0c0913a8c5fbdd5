import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar running across the top while a page's code or data loads. Drawn by hand rather than
 * with LinearProgress: it is the fallback of every lazy page, so it sits on the first-load path.
 */
export default function Loader() {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 1301,
        width: '100%',
        height: 4,
        overflow: 'hidden',
        bgcolor: 'primary.light',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
