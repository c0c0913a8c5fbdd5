import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRegisterEntryView, TRegisterKind } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { EmptyRow } from '../../account-management/components/list-parts';
import { percentText } from './HolderParticulars';

/** The register's own column: the office held, the shares, or a controller's share and why they are one. */
const MIDDLE_COLUMNS = {
  MEMBERS: ['shares'],
  DIRECTORS: ['office'],
  SECRETARIES: ['office'],
  SIGNIFICANT_CONTROLLERS: ['percent', 'grounds'],
} as const satisfies Record<TRegisterKind, readonly string[]>;

/** Why a person is a significant controller, in words; a rule this version does not know shows as sent. */
export function useGroundsText() {
  const { t, i18n } = useTranslation();
  return (ground: string): string => {
    const key = `entities.registers.grounds.${ground}`;
    return i18n.exists(key) ? t(key) : ground;
  };
}

function MiddleCells({ entry }: { entry: TRegisterEntryView }) {
  const { t, i18n } = useTranslation();
  const groundsText = useGroundsText();
  switch (entry.register) {
    case 'MEMBERS':
      return (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {entry.shares === null ? '—' : entry.shares.toLocaleString(toLanguage(i18n.resolvedLanguage))}
        </TableCell>
      );
    case 'DIRECTORS':
    case 'SECRETARIES':
      return <TableCell>{entry.role ? t(`caseForm.roles.${entry.role}`) : '—'}</TableCell>;
    case 'SIGNIFICANT_CONTROLLERS':
      return (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{percentText(entry.percent)}</TableCell>
          <TableCell sx={{ minWidth: 220 }}>
            {entry.grounds.length === 0
              ? '—'
              : entry.grounds.map((ground) => (
                  <Box component="span" key={ground} sx={{ display: 'block' }}>
                    {groundsText(ground)}
                  </Box>
                ))}
          </TableCell>
        </>
      );
  }
}

function EntryRow({ entry }: { entry: TRegisterEntryView }) {
  const { t } = useTranslation();
  const ended = entry.to !== null;
  return (
    <TableRow
      // An entry that ended stays on the register (the law keeps it), quieter than the running ones.
      sx={ended ? { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } } : undefined}
    >
      <TableCell sx={{ minWidth: 160 }}>
        <Typography variant="body2" sx={{ fontWeight: ended ? 400 : 500, color: 'inherit' }}>
          {entry.name}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.chiName ?? '—'}</TableCell>
      <MiddleCells entry={entry} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.from}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {ended ? (
          <>
            {entry.to}
            <Typography variant="caption" component="span" sx={{ display: 'block', color: 'inherit' }}>
              {t(`entities.registers.ended.${entry.register}`)}
            </Typography>
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {entry.idNum ?? '—'}
        {entry.idNumPartial && (
          <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('entities.registers.partialId')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>{entry.address ?? '—'}</TableCell>
    </TableRow>
  );
}

/**
 * One statutory register as at the chosen date: every entry running on it and every one that ended
 * on or before it (muted, with the day it ended). The table scrolls inside its own box on a phone.
 */
export default function RegisterTable({
  register,
  entries,
}: {
  register: TRegisterKind;
  entries: readonly TRegisterEntryView[];
}) {
  const { t } = useTranslation();
  const title = t(`entities.registers.titles.${register}`);
  const columns = ['name', 'chiName', ...MIDDLE_COLUMNS[register], 'from', 'to', 'id', 'address'];
  return (
    <Box>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title} sx={{ minWidth: 760, '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`entities.registers.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 && (
              <EmptyRow columns={columns.length}>{t('entities.registers.noEntries')}</EmptyRow>
            )}
            {entries.map((entry) => (
              <EntryRow key={`${entry.holderID}:${entry.role ?? ''}:${entry.from}`} entry={entry} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
