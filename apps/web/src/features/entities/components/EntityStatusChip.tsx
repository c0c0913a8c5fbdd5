import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TEntityStatus } from '@portal/domain';

/** Active or archived. */
export default function EntityStatusChip({ status }: { status: TEntityStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={status === 'ACTIVE' ? 'success' : 'default'}
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      label={t(`entities.status.${status}`)}
    />
  );
}
