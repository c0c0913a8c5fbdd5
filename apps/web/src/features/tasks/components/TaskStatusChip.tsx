import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TTaskStatus } from '@portal/domain';

const COLOUR = {
  IN_PROGRESS: 'primary',
  QUEUED: 'warning',
  COMPLETED: 'success',
  IN_ACTIVE: 'default',
} as const satisfies Record<TTaskStatus, ChipProps['color']>;

/** A task's status (spec §4) as a small coloured chip. */
export default function TaskStatusChip({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOUR[status]} label={t(`taskStatus.${status}`)} />;
}
