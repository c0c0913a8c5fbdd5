import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TEntityHolder, TEntityStatus } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { EmptyRow } from '../../account-management/components/list-parts';
import { archivedHolderPath } from '../entity-paths';
import OwnershipDiagram from '../../ownership/components/OwnershipDiagram';
import { entityMarks, entityOwnershipLinks } from '../../ownership/ownership-sources';
import HolderDialog from './HolderDialog';
import { ControlChips, percentText, RoleChips } from './HolderParticulars';

interface TRowProps {
  holder: TEntityHolder;
  depth: number;
  companyID: string;
  status: TEntityStatus;
  onOpen: (holder: TEntityHolder) => void;
}

function HolderName({ holder, companyID, status, onOpen }: Omit<TRowProps, 'depth'>) {
  const { t } = useTranslation();
  const label = t('entities.holders.open', { name: holder.name });
  // An archived company's holders have their own page (spec §2); an active one's open in a dialog.
  const target = holder.refID ?? holder.holderID;
  return status === 'ARCHIVED' ? (
    <Link
      component={RouterLink}
      to={archivedHolderPath(companyID, target)}
      aria-label={label}
      underline="hover"
    >
      {holder.name}
    </Link>
  ) : (
    <Link
      component="button"
      type="button"
      aria-label={label}
      onClick={() => onOpen(holder)}
      sx={{ textAlign: 'left' }}
    >
      {holder.name}
    </Link>
  );
}

function HolderRows({ holder, depth, ...rest }: TRowProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      <TableRow>
        <TableCell sx={{ minWidth: 220, pl: 2 + depth * 3 }}>
          <HolderName holder={holder} {...rest} />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t(`entities.holders.types.${holder.holderType}`)}
            {holder.refID && ` · ${t('entities.holders.sameAsAbove')}`}
          </Typography>
          {holder.standing === 'FORMER' && rest.status === 'ACTIVE' && (
            <Chip
              size="small"
              variant="outlined"
              label={t('entities.holders.standing.FORMER')}
              sx={{ mt: 0.5 }}
            />
          )}
        </TableCell>
        <TableCell>
          <RoleChips holder={holder} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {holder.compSharePercent !== null
            ? t('entities.holders.ofParent', { percent: holder.compSharePercent })
            : holder.ordinaryShares > 0
              ? holder.ordinaryShares.toLocaleString(language)
              : '—'}
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{percentText(holder.ultimateSharePercent)}</span>
            <ControlChips holder={holder} />
          </Stack>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {holder.holderType === 'I' ? (holder.idNum ?? '—') : (holder.regNum ?? '—')}
        </TableCell>
      </TableRow>
      {holder.owners.map((owner) => (
        <HolderRows key={owner.holderID} holder={owner} depth={depth + 1} {...rest} />
      ))}
    </>
  );
}

/**
 * The stakeholders as a tree: corporates' owners indented under them, with roles, shares, the
 * ultimate share and SCR/UBO from the ownership resolution. A name opens the holder's record.
 * Above the table, the same ownership as a diagram (issue 22 point 6); the table keeps every detail.
 */
export default function StakeholdersPanel({
  companyID,
  company,
  totalNumOfOrdShare,
  status,
  holders,
}: {
  companyID: string;
  company: string;
  totalNumOfOrdShare: number | null;
  status: TEntityStatus;
  holders: readonly TEntityHolder[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TEntityHolder | null>(null);
  const links = useMemo(
    () => entityOwnershipLinks(holders, totalNumOfOrdShare),
    [holders, totalNumOfOrdShare],
  );
  const marks = useMemo(() => entityMarks(holders), [holders]);
  return (
    <Box>
      {links && links.roots.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <OwnershipDiagram company={company} links={links} persons={marks} />
        </Box>
      )}
      <TableContainer>
        <Table
          size="small"
          aria-label={t('entities.tabs.stakeholders')}
          sx={{ minWidth: 800, '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('entities.holders.name')}</TableCell>
              <TableCell>{t('entities.holders.roles')}</TableCell>
              <TableCell>{t('entities.holders.shares')}</TableCell>
              <TableCell>{t('entities.holders.ultimate')}</TableCell>
              <TableCell>{t('entities.holders.idOrRegNum')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {holders.length === 0 && <EmptyRow columns={5}>{t('entities.holders.none')}</EmptyRow>}
            {holders.map((holder) => (
              <Fragment key={holder.holderID}>
                <HolderRows
                  holder={holder}
                  depth={0}
                  companyID={companyID}
                  status={status}
                  onOpen={setOpen}
                />
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {open && (
        <HolderDialog
          companyID={companyID}
          holder={{ holderID: open.refID ?? open.holderID, name: open.name }}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
