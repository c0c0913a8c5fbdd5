import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseBilling } from '@portal/domain';

/** The screen's title with the company (English and Chinese names) and the case reference. */
export default function BillingHeader({
  billing,
  title,
  aside,
}: {
  billing: TCaseBilling;
  title: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box>
        {title}
        <Typography sx={{ mt: 0.5, fontWeight: 500 }}>
          {billing.companyEngName ?? billing.companyChiName ?? '—'}
          {billing.companyEngName && billing.companyChiName && (
            <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
              {billing.companyChiName}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('billing.caseLine', { ref: billing.caseRef, firm: billing.firmName })}
        </Typography>
      </Box>
      {aside && <Box sx={{ flexShrink: 0 }}>{aside}</Box>}
    </Stack>
  );
}
