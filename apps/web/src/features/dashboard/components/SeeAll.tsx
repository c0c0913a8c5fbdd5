import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TDashboardCount } from '@portal/domain';
import { countText } from '../dashboard-format';

/** "See all 23" under a dashboard list, to the whole list behind it. */
export default function SeeAll({ count, to, shown }: { count: TDashboardCount; to: string; shown: number }) {
  const { t, i18n } = useTranslation();
  if (count.total <= shown && !count.totalCapped) return null;
  return (
    <Button component={RouterLink} to={to} size="small" sx={{ alignSelf: 'flex-start' }}>
      {t('dashboard.seeAll', { count: count.total, total: countText(count, i18n.language) })}
    </Button>
  );
}
