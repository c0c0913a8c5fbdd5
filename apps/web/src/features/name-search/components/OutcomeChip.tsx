import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconShieldCheck } from '@tabler/icons-react';
import type { TSearchOutcome } from '@portal/domain';

const LOOK = {
  NO_HITS: { color: 'success', Icon: IconCircleCheck },
  CLEARED: { color: 'success', Icon: IconShieldCheck },
  PENDING: { color: 'warning', Icon: IconHourglass },
  ESCALATED: { color: 'error', Icon: IconAlertTriangle },
} as const satisfies Record<TSearchOutcome, { color: string; Icon: unknown }>;

/** A search's outcome in words with an icon (the colour only repeats what the words say). */
export default function OutcomeChip({
  outcome,
  size = 'small',
}: {
  outcome: TSearchOutcome;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[outcome];
  return (
    <Chip
      size={size}
      variant="outlined"
      color={color}
      icon={<Icon size={16} aria-hidden="true" />}
      label={t(`nameSearch.outcome.${outcome}`)}
      // Text in the shade that reads at 4.5:1 on paper: the darker one on white, the lighter on dark.
      sx={(theme) => ({
        color: theme.palette.mode === 'dark' ? theme.palette[color].main : theme.palette[color].dark,
        borderColor: `${color}.main`,
        fontWeight: 500,
        '.MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}
