import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPaymentDetails } from '@portal/domain';
import { DETAIL_KEYS } from '../billing-labels';

/** Where to pay: the bank, account name and number, and the FPS identifier when there is one. */
export default function PaymentDetailsList({ details }: { details: TPaymentDetails }) {
  const { t } = useTranslation();
  const rows = (['bankName', 'accountName', 'accountNumber', 'fpsId'] as const).filter(
    (key) => key !== 'fpsId' || details.fpsId,
  );
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt">{t(DETAIL_KEYS[key])}</Typography>
          <Typography component="dd" sx={{ fontWeight: key === 'accountNumber' ? 600 : undefined }}>
            {details[key] || t('billing.details.none')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
