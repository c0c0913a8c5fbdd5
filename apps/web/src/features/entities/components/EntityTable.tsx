import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TEntitySort, TEntitySummary } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { VisuallyHidden } from '../../account-management/components/list-parts';
import { CompanyNames } from '../../cases/components/CaseChips';
import PersonChip from '../../messages/components/PersonChip';
import { archivedHolderPath, entityPagePath } from '../entity-paths';
import type { TSortOrder } from '../entity-list-params';
import NextDeadline from './NextDeadline';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

export interface TEntityTableProps {
  entities: readonly TEntitySummary[];
  archive: boolean;
  /** The list's accessible name. */
  label: string;
  /** Firm names under company names: for people who see more than one firm. */
  showFirm: boolean;
  empty: ReactNode;
  sort: TEntitySort;
  order: TSortOrder;
  onSort: (column: TEntitySort) => void;
}

function SortHeader({
  column,
  sort,
  order,
  onSort,
  children,
}: Pick<TEntityTableProps, 'sort' | 'order' | 'onSort'> & { column: TEntitySort; children: ReactNode }) {
  const { t } = useTranslation();
  const active = sort === column;
  return (
    <TableCell sortDirection={active ? order : false}>
      <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(column)}>
        {children}
        {active && (
          <VisuallyHidden>
            {order === 'asc' ? t('entities.list.sortedAscending') : t('entities.list.sortedDescending')}
          </VisuallyHidden>
        )}
      </TableSortLabel>
    </TableCell>
  );
}

function LinkedClients({ entity }: { entity: TEntitySummary }) {
  const { t } = useTranslation();
  if (entity.linkedClients.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('entities.list.noClient')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ ml: -0.5 }}>
      {entity.linkedClients.map((client) => (
        // An avatar chip (spec §2): a click opens the conversation with the client.
        <PersonChip key={client.userID} person={client} />
      ))}
    </Stack>
  );
}

function FormerHolders({ entity }: { entity: TEntitySummary }) {
  const { t } = useTranslation();
  if (entity.holders.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('entities.list.formerHoldersOf', {
        name: entity.companyEngName ?? entity.companyChiName ?? '',
      })}
      sx={{ m: 0, pl: 2 }}
    >
      {entity.holders.map((holder) => (
        <li key={holder.holderID}>
          <Link
            component={RouterLink}
            to={archivedHolderPath(entity.companyID, holder.holderID)}
            underline="hover"
          >
            {holder.name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * The active list (names, company number, BRN, incorporation date, next statutory deadline, linked client)
 * or the archive (names, numbers, archived date, former holders linking to their page).
 */
export default function EntityTable({
  entities,
  archive,
  label,
  showFirm,
  empty,
  sort,
  order,
  onSort,
}: TEntityTableProps) {
  const { t } = useTranslation();
  const sortProps = { sort, order, onSort };
  // Said above the table, not in a row of it: on a phone the row scrolls sideways out of view.
  if (entities.length === 0)
    return (
      <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Box>
    );
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={label} sx={{ minWidth: 860, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <SortHeader column="companyName" {...sortProps}>
              {t('entities.columns.company')}
            </SortHeader>
            <TableCell>{t('entities.columns.companyNumber')}</TableCell>
            <TableCell>{t('entities.columns.brn')}</TableCell>
            {archive ? (
              <>
                <SortHeader column="archivedDate" {...sortProps}>
                  {t('entities.columns.archivedDate')}
                </SortHeader>
                <TableCell>{t('entities.columns.formerHolders')}</TableCell>
              </>
            ) : (
              <>
                <SortHeader column="incorporationDate" {...sortProps}>
                  {t('entities.columns.incorporationDate')}
                </SortHeader>
                <SortHeader column="nextDueDate" {...sortProps}>
                  {t('entities.columns.nextDeadline')}
                </SortHeader>
                <TableCell>{t('entities.columns.linkedClient')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {entities.map((entity) => (
            <TableRow key={entity.companyID} hover>
              <TableCell sx={{ minWidth: 220 }}>
                <Link
                  component={RouterLink}
                  to={entityPagePath(entity.companyID)}
                  underline="hover"
                  sx={{ display: 'block' }}
                >
                  <CompanyNames
                    companyEngName={entity.companyEngName}
                    companyChiName={entity.companyChiName}
                  />
                </Link>
                {showFirm && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {entity.firmName}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{entity.companyNumber ?? '—'}</TableCell>
              <TableCell>{entity.brn ?? '—'}</TableCell>
              {archive ? (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(entity.archivedDate) || '—'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <FormerHolders entity={entity} />
                  </TableCell>
                </>
              ) : (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{entity.incorporationDate ?? '—'}</TableCell>
                  <TableCell>
                    <NextDeadline dueDate={entity.nextDueDate} kind={entity.nextDueKind} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <LinkedClients entity={entity} />
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
