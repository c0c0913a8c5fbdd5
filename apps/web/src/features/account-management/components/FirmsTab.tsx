import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconBuildingPlus } from '@tabler/icons-react';
import type { TFirmOverview } from '@portal/domain';
import QueryStatus from '../../account/components/QueryStatus';
import { firmListQuery } from '../api';
import { firmUsage, planName, type TCountedLimit } from '../firm-usage';
import CreateFirmDialog from './CreateFirmDialog';
import FirmActions from './FirmActions';
import { EmptyRow, SelectField, VisuallyHidden } from './list-parts';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** The actions stay in view at the row's end while the figures scroll beneath on a narrow screen. */
const STICKY_END = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

/** "12 / 15" against the firm's plan; the count alone where the plan sets no limit. */
function UsageCell({ firm, limitKey }: { firm: TFirmOverview; limitKey: TCountedLimit }) {
  const { t } = useTranslation();
  const { usage, limit, over } = firmUsage(firm, limitKey);
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <Typography
        component="span"
        sx={{ fontWeight: over ? 600 : undefined, color: over ? 'warning.dark' : undefined }}
      >
        {limit === null ? usage : t('accountManagement.firms.usageOf', { usage, limit })}
      </Typography>
    </TableCell>
  );
}

/**
 * SMOOOTH: every firm on the platform with its plan, its usage against the plan, its head counts and
 * whether it is suspended; a firm opens its accounts, or its plan and suspension are changed here; a
 * new firm starts with the invitation of its first administrator.
 */
export default function FirmsTab({ onOpenFirm }: { onOpenFirm: (firmID: string) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(firmListQuery);
  const [creating, setCreating] = useState(false);
  if (isPending || isError) {
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountManagement.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<IconBuildingPlus size={18} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t('accountManagement.newFirm.open')}
        </Button>
      </Stack>
      <CardsOnPhone>
        <Table
          size="small"
          aria-label={t('accountManagement.tabs.firms')}
          sx={{ minWidth: 880, '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('accountManagement.firms.name')}</TableCell>
              <TableCell>{t('accountManagement.firms.plan')}</TableCell>
              <TableCell>{t('accountManagement.firms.payment')}</TableCell>
              <TableCell align="right">{t('accountManagement.firms.seats')}</TableCell>
              <TableCell align="right">{t('accountManagement.firms.companies')}</TableCell>
              <TableCell align="right">{t('accountManagement.firms.openCases')}</TableCell>
              <TableCell sx={STICKY_END}>
                <VisuallyHidden>{t('accountManagement.columns.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.length === 0 && <EmptyRow columns={7}>{t('accountManagement.firms.none')}</EmptyRow>}
            {data.items.map((firm) => (
              <TableRow key={firm.firmID} hover>
                <TableCell sx={{ minWidth: 240 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="span">
                      {firm.name}
                    </Typography>
                    {firm.suspendedDate && (
                      <Chip size="small" color="error" label={t('accountManagement.firms.suspended')} />
                    )}
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('accountManagement.firms.facts', {
                      licence: firm.tcspLicenceNo ?? '—',
                      admins: firm.activeAdminCount,
                      clients: firm.clientCount,
                    })}
                  </Typography>
                </TableCell>
                <TableCell>{planName(firm.planCode)}</TableCell>
                <TableCell>
                  {firm.billingStatus === 'PAST_DUE' || firm.billingStatus === 'INCOMPLETE' ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={t(`accountManagement.firms.billing.${firm.billingStatus}`)}
                    />
                  ) : (
                    t(`accountManagement.firms.billing.${firm.billingStatus}`)
                  )}
                </TableCell>
                <UsageCell firm={firm} limitKey="staffSeats" />
                <UsageCell firm={firm} limitKey="activeEntities" />
                <UsageCell firm={firm} limitKey="openCases" />
                <TableCell align="right" sx={STICKY_END}>
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      sx={{ whiteSpace: 'nowrap' }}
                      onClick={() => onOpenFirm(firm.firmID)}
                      aria-label={t('accountManagement.firms.openFor', { firm: firm.name })}
                    >
                      {t('accountManagement.firms.open')}
                    </Button>
                    <FirmActions firm={firm} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardsOnPhone>
      {creating && <CreateFirmDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}

/**
 * SMOOOTH: which firm the lists show. With `allLabel`, no firm means every firm (the audit log);
 * without, the lists wait for a firm to be chosen.
 */
export function FirmSelect({
  value,
  onChange,
  allLabel,
}: {
  value: string;
  onChange: (firmID: string) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(firmListQuery);
  const options = [
    { value: '', label: allLabel ?? t('accountManagement.firms.choose') },
    ...(data?.items ?? []).map((firm) => ({ value: firm.firmID, label: firm.name })),
  ];
  return (
    <SelectField
      label={t('accountManagement.firms.firm')}
      name="firm"
      value={value}
      options={options}
      onChange={onChange}
      minWidth={280}
    />
  );
}
