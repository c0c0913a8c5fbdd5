import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { formatHKD, isComSecSide, type TCaseBilling, type TUserType } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { formatDisplayDate } from '../../../utils/date-format';
import { useFileDownload } from '../../docs-sign/use-file-download';
import { caseBillingQuery } from '../api';
import { invoiceInfoPath, paymentPath } from '../billing-paths';
import { InvoiceStatusChip } from './BillingChips';

/** The anchor of the panel on the case page. */
export const BILLING_ANCHOR = 'case-billing';

function Summary({ billing }: { billing: TCaseBilling }) {
  const { t } = useTranslation();
  const invoice = billing.invoice;
  if (!invoice) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {billing.voided.length > 0 ? t('billing.panel.voidedOnly') : t('billing.panel.toIssue')}
      </Typography>
    );
  }
  const waiting = invoice.payments.some((p) => p.status === 'SUBMITTED');
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h4" component="h3">
          {t('billing.panel.invoice', {
            number: invoice.invoiceNumber,
            amount: formatHKD(invoice.totalCents),
          })}
        </Typography>
        <InvoiceStatusChip status={invoice.status} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {invoice.status === 'PAID'
          ? t('billing.panel.paidOn', { date: formatDisplayDate(invoice.paidDate) })
          : waiting
            ? t('billing.panel.waiting')
            : t('billing.panel.due', { date: invoice.dueDate })}
      </Typography>
    </Stack>
  );
}

/**
 * The case page's invoice and payment summary: the firm's staff go from here to the invoice screen
 * (where the officer in charge or an administrator confirms a payment, whoever holds the tasks); the
 * client goes to the payment screen while they have a payment to make. Hidden from anyone who may
 * not read the case's billing (its other stakeholders) and before there is anything to show.
 */
export default function CaseBillingPanel({ caseID, userType }: { caseID: string; userType: TUserType }) {
  const { t } = useTranslation();
  const { data } = useQuery(caseBillingQuery(caseID));
  const { pending, download } = useFileDownload();
  if (!data || (!data.invoice && !data.draft && data.voided.length === 0)) return null;
  const staff = isComSecSide(userType) || userType === 'SMOOOTH';
  const link = staff
    ? { to: invoiceInfoPath(data.caseType, caseID), label: t('billing.panel.open') }
    : data.may.pay
      ? { to: paymentPath(data.caseType, caseID), label: t('billing.panel.pay') }
      : null;
  return (
    <MainCard id={BILLING_ANCHOR} title={t('billing.panel.title')} sx={{ scrollMarginTop: 96 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Summary billing={data} />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
          {data.invoice && (
            <Button
              onClick={() => data.invoice && download(data.invoice.pdf.fileID, data.invoice.pdf.fileName)}
              disabled={pending !== null}
              startIcon={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
              aria-label={t('billing.invoice.downloadNamed', { number: data.invoice.invoiceNumber })}
            >
              {t('billing.panel.download')}
            </Button>
          )}
          {link && (
            <Button
              component={RouterLink}
              to={link.to}
              variant={data.may.decide || data.may.pay ? 'contained' : 'outlined'}
              startIcon={<IconFileInvoice size={18} stroke={1.8} aria-hidden="true" />}
            >
              {link.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </MainCard>
  );
}
