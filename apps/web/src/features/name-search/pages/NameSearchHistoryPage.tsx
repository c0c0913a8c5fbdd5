import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUserSearch } from '@tabler/icons-react';
import type { TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { ListPagination } from '../../account-management/components/list-parts';
import QueryStatus from '../../account/components/QueryStatus';
import { HISTORY_PAGE_SIZE, historyQuery, listVersionsQuery } from '../api';
import HistoryFilters from '../components/HistoryFilters';
import HistoryTable from '../components/HistoryTable';
import {
  hasHistoryFilters,
  NO_FILTERS,
  rangeIsBackwards,
  readHistoryFilters,
  toHistoryParams,
  writeHistoryFilters,
  type THistoryFilters,
} from '../history-params';

/**
 * /name-search/history (spec §2; staff): the firm's searches, newest first, filtered by person, case,
 * outcome, date and list version; filters and page in the address. Each row opens its record.
 */
export default function NameSearchHistoryPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readHistoryFilters(searchParams);
  const backwards = rangeIsBackwards(filters);
  const lists = useQuery(listVersionsQuery());
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...historyQuery(toHistoryParams(filters)),
    enabled: !backwards,
  });
  const update = useCallback(
    (changes: Partial<THistoryFilters>) =>
      setSearchParams((current) => writeHistoryFilters(current, changes), { replace: true }),
    [setSearchParams],
  );
  // A page past the end (fewer searches since the link was made) moves to the last page; a page by a
  // cursor that finds nothing any more, to the first.
  const lastPage =
    data && !data.totalCapped ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : Infinity;
  const cursorEmpty = Boolean(data && data.items.length === 0 && (filters.after || filters.before));
  useEffect(() => {
    if (!data || isFetching) return;
    if (cursorEmpty) update({ page: 1 });
    else if (filters.page > lastPage) update({ page: lastPage });
  }, [data, isFetching, filters.page, lastPage, cursorEmpty, update]);

  const filtered = hasHistoryFilters(filters);
  const empty = (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {filtered ? t('nameSearch.history.noMatches') : t('nameSearch.history.none')}
      </Typography>
      {filtered && (
        <Button size="small" onClick={() => update(NO_FILTERS)}>
          {t('nameSearch.history.clear')}
        </Button>
      )}
    </Stack>
  );

  return (
    <MainCard
      title={t(`screens.${routeName}`)}
      titleLevel="h1"
      action={
        <Button
          component={RouterLink}
          to="/name-search/add"
          variant="contained"
          startIcon={<IconUserSearch size={18} aria-hidden="true" />}
        >
          {t('nameSearch.history.new')}
        </Button>
      }
    >
      <Stack spacing={2.5}>
        <HistoryFilters filters={filters} versions={lists.data?.versions ?? []} onChange={update} />
        {backwards ? null : isPending || isError ? (
          <QueryStatus
            isPending={isPending}
            failedText={t('nameSearch.history.loadFailed')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
            <HistoryTable items={data.items} label={t('nameSearch.history.label')} empty={empty} />
            <ListPagination
              list={data}
              page={filters.page}
              pageSize={HISTORY_PAGE_SIZE}
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
