import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatHKD, invoiceTotals, type TInvoiceLine } from '@portal/domain';
import { LINE_KIND_KEYS } from '../billing-labels';

/** An issued invoice's lines with the totals per kind and the total due (read only). */
export default function InvoiceLinesTable({
  lines,
  caption,
}: {
  lines: readonly TInvoiceLine[];
  caption: string;
}) {
  const { t } = useTranslation();
  const totals = invoiceTotals(lines);
  const sums: [string, number][] = [
    [t('billing.lines.governmentFees'), totals.governmentFees],
    [t('billing.lines.serviceFees'), totals.serviceFees],
    [t('billing.lines.disbursements'), totals.disbursements],
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.lines.number')}</TableCell>
            <TableCell>{t('billing.lines.description')}</TableCell>
            <TableCell>{t('billing.lines.kind')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('billing.lines.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell>{line.position}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(LINE_KIND_KEYS[line.kind])}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatHKD(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {sums
            .filter(([, cents]) => cents > 0)
            .map(([label, cents]) => (
              <TableRow key={label}>
                <TableCell colSpan={3} align="right">
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatHKD(cents)}
                </TableCell>
              </TableRow>
            ))}
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('billing.lines.total')}
            </TableCell>
            <TableCell
              align="right"
              sx={{
                fontWeight: 700,
                color: 'text.primary',
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatHKD(totals.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
