import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { formatHKD, type TInvoice } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import { useFileDownload } from '../../docs-sign/use-file-download';
import { InvoiceStatusChip } from './BillingChips';
import InvoiceLinesTable from './InvoiceLinesTable';
import PaymentDetailsList from './PaymentDetailsList';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One issued invoice: its number and status, dates, bill-to, lines and totals, its PDF to preview or
 * download, and (for a voided one) why. `actions` go beside the PDF buttons (e.g. Void).
 */
export default function InvoiceCard({
  invoice,
  actions,
  showPaymentDetails = false,
}: {
  invoice: TInvoice;
  actions?: ReactNode;
  /** The bank details as the invoice carries them (the firm's view; the client has the offer). */
  showPaymentDetails?: boolean;
}) {
  const { t } = useTranslation();
  const { pending, download } = useFileDownload();
  const [preview, setPreview] = useState(false);
  const headingID = `invoice-${invoice.invoiceID}`;
  const billTo = [invoice.billTo.companyEngName, invoice.billTo.companyChiName].filter(Boolean).join(' ');
  const attention = [invoice.billTo.clientName, invoice.billTo.clientEmail].filter(Boolean).join(' · ');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingID}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography id={headingID} variant="h4" component="h3">
            {t('billing.invoice.title', { number: invoice.invoiceNumber })}
          </Typography>
          <Typography variant="h3" component="p" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
            {formatHKD(invoice.totalCents)}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <InvoiceStatusChip status={invoice.status} />
        </Box>
      </Stack>
      {invoice.status === 'VOID' && (
        <Alert severity="warning">
          {t('billing.invoice.voided', {
            name: invoice.voidedBy?.name ?? '—',
            date: formatDisplayDate(invoice.voidedDate),
            reason: invoice.voidReason ?? '',
          })}
        </Alert>
      )}
      <Facts
        rows={[
          [t('billing.invoice.issueDate'), invoice.issueDate],
          [t('billing.invoice.dueDate'), invoice.dueDate],
          [t('billing.invoice.billTo'), billTo || '—'],
          [t('billing.invoice.attention'), attention || '—'],
          ...(invoice.paidDate
            ? ([[t('billing.invoice.paidDate'), formatDisplayDate(invoice.paidDate)]] as [
                string,
                ReactNode,
              ][])
            : []),
        ]}
      />
      <InvoiceLinesTable
        lines={invoice.lines}
        caption={t('billing.lines.caption', { number: invoice.invoiceNumber })}
      />
      {invoice.notes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
          {t('billing.invoice.notes', { notes: invoice.notes })}
        </Typography>
      )}
      {showPaymentDetails && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h5" component="h4">
            {t('billing.invoice.paymentDetails')}
          </Typography>
          <PaymentDetailsList details={invoice.paymentDetails} />
        </Box>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('billing.invoice.issuedBy', {
          name: invoice.issuedBy?.name ?? invoice.firmName,
          date: formatDisplayDate(invoice.issuedDate),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => setPreview(true)}
          startIcon={<IconEye size={18} stroke={1.8} aria-hidden="true" />}
          aria-label={t('billing.invoice.previewNamed', { number: invoice.invoiceNumber })}
        >
          {t('billing.invoice.preview')}
        </Button>
        <Button
          onClick={() => download(invoice.pdf.fileID, invoice.pdf.fileName)}
          disabled={pending === invoice.pdf.fileID}
          startIcon={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
          aria-label={t('billing.invoice.downloadNamed', { number: invoice.invoiceNumber })}
        >
          {t('billing.invoice.download')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      <DocumentPreviewDialog
        fileID={preview ? invoice.pdf.fileID : null}
        fileName={invoice.pdf.fileName}
        onClose={() => setPreview(false)}
      />
    </Paper>
  );
}
