import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDeadline } from '@portal/domain';

/** "HK$1,200.00" from cents. */
function money(cents: number): string {
  return `HK$${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2 })}`;
}

/** The annual returns the company owes (or the next one), as the active entity will have them. */
export default function OutstandingReturns({ owed, known }: { owed: TDeadline[]; known: boolean }) {
  const { t } = useTranslation();
  if (owed.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('entityMigration.returns.needDates')}
      </Typography>
    );
  }
  const late = owed.filter((d) => d.state !== 'UPCOMING');
  return (
    <Box component="section" aria-labelledby="em-returns-title">
      <Typography id="em-returns-title" variant="h5" component="h3" sx={{ mb: 1 }}>
        {t('entityMigration.returns.title')}
      </Typography>
      {!known && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('entityMigration.returns.noHistory')}
        </Typography>
      )}
      {late.length === 0 ? (
        <Alert severity="success" role="note">
          {t('entityMigration.returns.noneOwed', { date: owed[0]?.fromDate, due: owed[0]?.dueDate })}
        </Alert>
      ) : (
        // A standing fact of the form, not news: no alert role.
        <Alert severity={late.some((d) => d.state === 'OVERDUE') ? 'warning' : 'info'} role="note">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {late.map((d) => (
              <li key={d.key}>
                {t(`entityMigration.returns.${d.state === 'OVERDUE' ? 'overdue' : 'due'}`, {
                  date: d.fromDate,
                  due: d.dueDate,
                  fee: d.fee ? money(d.fee.cents) : '—',
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
