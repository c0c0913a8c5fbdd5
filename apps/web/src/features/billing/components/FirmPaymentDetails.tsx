import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import type { TInvoiceDraft } from '@portal/domain';
import BillingSettingsDialog from './BillingSettingsDialog';
import PaymentDetailsList from './PaymentDetailsList';

/** The firm's payment details a new invoice will carry, with Edit for a SYSTEM_ADMIN. */
export default function FirmPaymentDetails({ draft, mayEdit }: { draft: TInvoiceDraft; mayEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="firm-payment-details"
      sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="firm-payment-details" variant="h5" component="h3">
          {t('billing.details.title')}
        </Typography>
        {mayEdit && (
          <Button
            size="small"
            onClick={() => setEditing(true)}
            startIcon={<IconPencil size={16} aria-hidden="true" />}
          >
            {t('billing.details.edit')}
          </Button>
        )}
      </Stack>
      <PaymentDetailsList details={draft.paymentDetails} />
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('billing.details.terms', { days: draft.paymentTermsDays })}
        </Typography>
        {!mayEdit && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('billing.details.adminEdits')}
          </Typography>
        )}
      </Box>
      {editing && <BillingSettingsDialog onClose={() => setEditing(false)} />}
    </Paper>
  );
}
