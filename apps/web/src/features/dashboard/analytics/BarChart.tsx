import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AXIS_TICKS, axisMax, type TSeries } from './analytics-data';

const WIDTH = 480;
const HEIGHT = 220;
const PAD = { top: 12, right: 4, bottom: 30, left: 52 };

/**
 * Bars per month in SVG: stacked (the parts of a whole, e.g. cases by type) or side by side (two
 * measures, e.g. issued and paid). The picture is for the eye; its name says what it shows and the
 * card's table gives the same numbers to everyone. Scales with its container down to phone width.
 */
export default function BarChart({
  label,
  categories,
  series,
  colours,
  stacked,
  formatTick,
}: {
  /** The accessible name of the picture. */
  label: string;
  /** The label under each group of bars (a month). */
  categories: readonly string[];
  series: readonly TSeries[];
  colours: readonly string[];
  stacked: boolean;
  formatTick: (value: number) => string;
}) {
  const theme = useTheme();
  const max = axisMax(series, stacked);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, categories.length);
  const barWidth = stacked ? slot * 0.6 : (slot * 0.7) / Math.max(1, series.length);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // At most six labels under the bars (every month up to six, else every other, third…), so that
  // they stay apart at phone width; the table names every month.
  const labelEvery = Math.ceil(categories.length / 6);
  const text = theme.palette.text.secondary;

  return (
    <Stack spacing={1.5}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
      >
        {Array.from({ length: AXIS_TICKS + 1 }, (_, i) => {
          const value = (max / AXIS_TICKS) * i;
          return (
            <g key={i}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke={theme.palette.divider}
              />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize={13} fill={text}>
                {formatTick(value)}
              </text>
            </g>
          );
        })}
        {categories.map((category, index) => {
          const left = PAD.left + slot * index + (slot - (stacked ? barWidth : barWidth * series.length)) / 2;
          let base = 0;
          return (
            <g key={category}>
              {series.map((s, si) => {
                const value = s.values[index] ?? 0;
                if (value <= 0) return null;
                const top = stacked ? base + value : value;
                const bottom = stacked ? base : 0;
                if (stacked) base += value;
                return (
                  <rect
                    key={s.key}
                    x={stacked ? left : left + barWidth * si}
                    y={y(top)}
                    width={Math.max(1, barWidth - (stacked ? 0 : 2))}
                    height={Math.max(1, y(bottom) - y(top))}
                    fill={colours[si % colours.length]}
                    rx={2}
                  />
                );
              })}
              {index % labelEvery === 0 && (
                <text
                  x={PAD.left + slot * index + slot / 2}
                  y={HEIGHT - PAD.bottom + 18}
                  textAnchor="middle"
                  fontSize={13}
                  fill={text}
                >
                  {category}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      {series.length > 1 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {series.map((s, si) => (
            <Box component="li" key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[si % colours.length] }}
              />
              <Typography variant="body2">{s.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
