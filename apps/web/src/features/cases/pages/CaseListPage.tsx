import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isComSecSide, type TCaseSummary, type TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { ListPagination, SelectField } from '../../account-management/components/list-parts';
import { useAuth } from '../../auth/auth-context';
import { CASE_PAGE_SIZE, caseListQuery } from '../api';
import {
  hasFilters,
  nextSort,
  readFilters,
  toListParams,
  writeFilters,
  type TCaseListFilters,
  type TCaseSort,
  type TSortOrder,
} from '../case-list-params';
import { caseRowPath } from '../case-paths';
import CaseFilters from '../components/CaseFilters';
import { CaseCards, CaseTable } from '../components/CaseTable';
import StaffFilter from '../components/StaffFilter';

/** The orders a phone offers in place of column headers. */
const PHONE_SORTS = {
  'updatedDate:desc': 'cases.list.sorts.updatedDate_desc',
  'updatedDate:asc': 'cases.list.sorts.updatedDate_asc',
  'createdDate:desc': 'cases.list.sorts.createdDate_desc',
  'createdDate:asc': 'cases.list.sorts.createdDate_asc',
  'companyName:asc': 'cases.list.sorts.companyName_asc',
  'companyName:desc': 'cases.list.sorts.companyName_desc',
  'step:asc': 'cases.list.sorts.step_asc',
  'step:desc': 'cases.list.sorts.step_desc',
} as const satisfies Record<`${TCaseSort}:${TSortOrder}`, string>;

/**
 * /cases (spec §2, every role): the cases one may see — staff their firm's, clients their own — with
 * the filters in the address (staffInChargeUserIDs, caseType, step, status, search, page, sort). A row
 * opens the case: its invitation page while a staff-opened case waits for its client, else its view.
 */
export default function CaseListPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const userType = user?.userType.typeCode ?? 'GU';
  const firmStaff = isComSecSide(userType);
  const multiFirm = userType === 'SMOOOTH' || userType === 'GU';

  const params = toListParams(filters, { staffFilter: firmStaff });
  const { data, isPending, isError, isFetching, refetch } = useQuery(caseListQuery(params));

  const update = useCallback(
    (changes: Partial<TCaseListFilters>) =>
      // Filters are not new pages: Back leaves the list (and returns to it as it was left).
      setSearchParams((current) => writeFilters(current, changes), { replace: true }),
    [setSearchParams],
  );

  // A page past the end (fewer cases since the link was made) moves to the last page; a page by a
  // cursor that finds nothing any more, to the first.
  const lastPage = data && !data.totalCapped ? Math.max(1, Math.ceil(data.total / CASE_PAGE_SIZE)) : Infinity;
  const cursorEmpty = Boolean(data && data.items.length === 0 && (filters.after || filters.before));
  useEffect(() => {
    if (!data || isFetching) return;
    if (cursorEmpty) update({ page: 1 });
    else if (filters.page > lastPage) update({ page: lastPage });
  }, [data, isFetching, filters.page, lastPage, cursorEmpty, update]);

  if (!user) return null;
  const pathOf = (summary: TCaseSummary) => caseRowPath(summary, { isFirmStaff: firmStaff });
  const filtered = hasFilters(filters);
  const clearFilters = () =>
    update({ staffInChargeUserIDs: [], caseType: '', step: '', status: '', search: '' });

  const empty = (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {filtered ? t('cases.list.noMatches') : t('cases.list.none')}
      </Typography>
      {filtered && (
        <Button size="small" onClick={clearFilters}>
          {t('cases.filters.clear')}
        </Button>
      )}
    </Stack>
  );
  const List = phone ? CaseCards : CaseTable;

  return (
    <MainCard titleLevel="h1" title={t(`screens.${routeName}`)}>
      <Stack spacing={2.5}>
        <CaseFilters
          filters={filters}
          onChange={update}
          collapsible={phone}
          staffFilter={
            firmStaff && (
              <StaffFilter
                currentUserID={user.userID}
                mayPick={userType === 'SYSTEM_ADMIN'}
                value={filters.staffInChargeUserIDs}
                onChange={(staffInChargeUserIDs) => update({ staffInChargeUserIDs })}
              />
            )
          }
          sortField={
            <SelectField
              label={t('cases.list.sortBy')}
              name="sort"
              value={`${filters.sort}:${filters.order}`}
              options={Object.entries(PHONE_SORTS).map(([value, key]) => ({ value, label: t(key) }))}
              onChange={(value) => {
                const [sort, order] = value.split(':') as [TCaseSort, TSortOrder];
                update({ sort, order });
              }}
            />
          }
        />
        {isPending || isError ? (
          <QueryStatus
            isPending={isPending}
            failedText={t('cases.list.loadFailed')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
            <List
              cases={data.items}
              label={t('cases.list.label')}
              pathOf={pathOf}
              showFirm={multiFirm}
              empty={empty}
              sort={filters.sort}
              order={filters.order}
              onSort={(column) => update(nextSort(filters, column))}
            />
            <ListPagination
              list={data}
              page={filters.page}
              onPage={(page, position) =>
                update({ page, after: position.after ?? '', before: position.before ?? '' })
              }
            />
          </Box>
        )}
      </Stack>
    </MainCard>
  );
}
