import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { TInvoice } from '@portal/domain';
import InvoiceCard from './InvoiceCard';

/** Earlier invoices that were voided (kept with their numbers and PDFs), folded away. */
export default function VoidedInvoices({ invoices }: { invoices: readonly TInvoice[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (invoices.length === 0) return null;
  return (
    <Box>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="voided-invoices"
        endIcon={
          open ? (
            <IconChevronUp size={18} aria-hidden="true" />
          ) : (
            <IconChevronDown size={18} aria-hidden="true" />
          )
        }
      >
        {t('billing.voided.title', { count: invoices.length })}
      </Button>
      <Collapse in={open} id="voided-invoices">
        <Stack spacing={1.5} sx={{ pt: 1.5 }}>
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.invoiceID} invoice={invoice} />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
