import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TCaseMember } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import PersonChip from '../../messages/components/PersonChip';
import { formatDate } from '../../../utils/date-format';
import { EmptyRow } from '../../account-management/components/list-parts';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

const ROLE_KEYS = {
  STAFF_IN_CHARGE: 'cases.members.roles.STAFF_IN_CHARGE',
  CLIENT: 'cases.members.roles.CLIENT',
  STAKEHOLDER: 'cases.members.roles.STAKEHOLDER',
} as const satisfies Record<TCaseMember['role'], string>;

const ROLE_COLOURS = {
  STAFF_IN_CHARGE: 'secondary',
  CLIENT: 'primary',
  STAKEHOLDER: 'default',
} as const satisfies Record<TCaseMember['role'], 'secondary' | 'primary' | 'default'>;

/** The date column gives way on phones, where the table would otherwise scroll sideways. */
const HIDE_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

const ROLE_ORDER: readonly TCaseMember['role'][] = ['STAFF_IN_CHARGE', 'CLIENT', 'STAKEHOLDER'];

/** Who takes part in the case: staff in charge, the client point of contact, stakeholders. */
export default function CaseMembers({ members }: { members: readonly TCaseMember[] }) {
  const { t } = useTranslation();
  const ordered = [...members].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  return (
    <MainCard title={t('cases.members.title')} sx={{ height: '100%' }}>
      <CardsOnPhone>
        <Table size="small" aria-label={t('cases.members.title')} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('cases.members.role')}</TableCell>
              <TableCell>{t('cases.members.nameEmail')}</TableCell>
              <TableCell sx={HIDE_ON_PHONES}>{t('cases.members.since')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.length === 0 && <EmptyRow columns={3}>{t('cases.members.none')}</EmptyRow>}
            {ordered.map((member) => (
              <TableRow key={`${member.role}-${member.userID}-${member.holderID ?? ''}`}>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={ROLE_COLOURS[member.role]}
                    label={t(ROLE_KEYS[member.role])}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <PersonChip person={member} secondary={member.email} />
                </TableCell>
                <TableCell sx={{ ...HIDE_ON_PHONES, whiteSpace: 'nowrap' }}>
                  {formatDate(member.sinceDate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardsOnPhone>
    </MainCard>
  );
}
