import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDashboardCount } from '@portal/domain';
import { countText } from '../dashboard-format';

export type TTileTone = 'primary' | 'secondary' | 'error' | 'warning' | 'success';

/**
 * One figure of the dashboard, a link to the list it counts (the same filter, so the list shows
 * as many). Its accessible name is the label and the number together.
 */
export default function CountTile({
  label,
  count,
  to,
  icon: Icon,
  tone = 'primary',
}: {
  label: string;
  count: TDashboardCount;
  /** The list it counts; a figure with no list behind it is shown without a link. */
  to?: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  tone?: TTileTone;
}) {
  const { i18n } = useTranslation();
  const urgent = count.total > 0 && (tone === 'error' || tone === 'warning');
  const content = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        sx={{ bgcolor: `${tone}.light`, color: `${tone}.dark`, width: 40, height: 40, flexShrink: 0 }}
      >
        <Icon size={22} stroke={1.6} aria-hidden />
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            fontSize: '1.5rem',
            fontWeight: 600,
            lineHeight: 1.2,
            // Text in the tone's dark shade on a light page, its main shade on a dark one (4.5:1 each).
            color: (theme) =>
              urgent
                ? theme.palette[tone][theme.palette.mode === 'dark' ? 'main' : 'dark']
                : theme.palette.text.primary,
          }}
        >
          {countText(count, i18n.language)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      </Stack>
    </Stack>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 2 }}>
          {content}
        </CardActionArea>
      ) : (
        <Box sx={{ p: 2 }}>{content}</Box>
      )}
    </Card>
  );
}
