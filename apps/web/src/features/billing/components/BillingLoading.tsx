import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';

/** While the screen's data loads, or when it could not be loaded (with Retry). */
export default function BillingLoading({
  routeName,
  failed = false,
  onRetry,
}: {
  routeName: TRouteName;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('billing.loading')} />
      </Box>
    );
  }
  return (
    <MainCard title={t(`screens.${routeName}`)}>
      <QueryStatus isPending={false} failedText={t('billing.loadFailed')} onRetry={() => onRetry?.()} />
    </MainCard>
  );
}
