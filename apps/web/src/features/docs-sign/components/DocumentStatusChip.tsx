import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TCaseDocument } from '@portal/domain';

type TStatus = TCaseDocument['status'];

const COLOURS = {
  NOT_REQUIRED: 'default',
  UNSIGNED: 'warning',
  PARTIALLY_SIGNED: 'info',
  SIGNED: 'success',
} as const satisfies Record<TStatus, 'default' | 'info' | 'success' | 'warning'>;

/** Where a document's signing stands: not to be signed, none yet, some, all. */
export default function DocumentStatusChip({ status }: { status: TStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'SIGNED' ? 'filled' : 'outlined'}
      label={t(`docsSign.status.${status}`)}
      // An outlined chip's text in the darker shade reads at 4.5:1 on paper (amber's main one does not).
      sx={status === 'UNSIGNED' ? { color: 'warning.dark', borderColor: 'warning.dark' } : undefined}
    />
  );
}
