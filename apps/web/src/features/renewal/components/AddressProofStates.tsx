import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRenewalView } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** The stakeholders' proofs of address for the renewal, with the stale ones marked (staff). */
export default function AddressProofStates({ proofs }: { proofs: TRenewalView['addressProofs'] }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="proofs-title">
      <Typography variant="h4" component="h2" id="proofs-title">
        {t('renewal.proofs.title')}
      </Typography>
      {proofs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('renewal.proofs.none')}</Typography>
      ) : (
        <CardsOnPhone>
          <Table size="small" aria-labelledby="proofs-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('renewal.proofs.person')}</TableCell>
                <TableCell>{t('renewal.proofs.by')}</TableCell>
                <TableCell>{t('renewal.proofs.proof')}</TableCell>
                <TableCell>{t('renewal.proofs.issued')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {proofs.map((p) => (
                <TableRow key={p.holderID}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{t(`renewal.proofs.handledBy.${p.handledBy}`)}</TableCell>
                  <TableCell>
                    {p.kind ? t(`renewal.proofs.kinds.${p.kind}`) : t('renewal.proofs.waiting')}
                  </TableCell>
                  <TableCell>
                    {p.issueDate ? formatDate(p.issueDate) : '—'}
                    {p.stale && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('renewal.proofs.stale')}
                        sx={{ ml: 1, color: 'warning.dark', borderColor: 'currentColor' }}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardsOnPhone>
      )}
    </Stack>
  );
}
