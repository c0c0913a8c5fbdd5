import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconSearch } from '@tabler/icons-react';
import type { TAccountSummary } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import QueryStatus from '../../account/components/QueryStatus';
import { accountListQuery, type TAccountGroup, type TAccountListParams } from '../api';
import AccountActionDialog, { type TAccountAction } from './AccountActionDialog';
import { AccountCards, AccountTable } from './AccountList';
import { ListPagination, SelectField } from './list-parts';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

type TStatusFilter = '' | 'ACTIVE' | 'DEACTIVATED';
const toStatusFilter = (value: string): TStatusFilter =>
  value === 'ACTIVE' || value === 'DEACTIVATED' ? value : '';

/**
 * A firm's staff or clients: search (as one types), status filter, pages of 20; a table, or cards
 * on phones. With `canManage`, each staff member offers role change and deactivation (SYSTEM_ADMIN);
 * otherwise the list is read-only.
 */
export default function AccountsTab({
  group,
  firmID,
  canManage,
  canResetTwoFactor = false,
  currentUserID,
}: {
  group: TAccountGroup;
  firmID?: string;
  canManage: boolean;
  /** SMOOOTH: resets anyone's second factor (a firm's administrator does it among the staff actions). */
  canResetTwoFactor?: boolean;
  currentUserID: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ action: TAccountAction; account: TAccountSummary } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const params: TAccountListParams = { group, firmID, search, status: status || undefined, page };
  const { data, isPending, isError, isFetching, refetch } = useQuery(accountListQuery(params));
  const List = phone ? AccountCards : AccountTable;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}>
          <OutlinedField
            label={t('accountManagement.filters.search')}
            name="search"
            type="search"
            value={searchText}
            onChange={setSearchText}
            helperText={t('accountManagement.filters.searchHint')}
            endAdornment={<IconSearch size={18} aria-hidden="true" />}
          />
        </Box>
        <SelectField
          label={t('accountManagement.filters.status')}
          name="status"
          value={status}
          options={[
            { value: '', label: t('accountManagement.filters.allStatuses') },
            { value: 'ACTIVE', label: t('accountManagement.status.active') },
            { value: 'DEACTIVATED', label: t('accountManagement.status.deactivated') },
          ]}
          onChange={(value) => {
            setStatus(toStatusFilter(value));
            setPage(1);
          }}
        />
      </Stack>
      {isPending || isError ? (
        <QueryStatus
          isPending={isPending}
          failedText={t('accountManagement.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
          <List
            accounts={data.items}
            label={
              group === 'staff' ? t('accountManagement.tabs.staff') : t('accountManagement.tabs.clients')
            }
            currentUserID={currentUserID}
            onAction={
              (canManage && group === 'staff') || canResetTwoFactor
                ? (account, action) => setDialog({ action, account })
                : undefined
            }
            manage={canManage && group === 'staff'}
          />
          <ListPagination list={data} page={page} onPage={setPage} />
        </Box>
      )}
      {dialog && (
        <AccountActionDialog
          key={`${dialog.action}-${dialog.account.userID}`}
          action={dialog.action}
          account={dialog.account}
          isSelf={dialog.account.userID === currentUserID}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
