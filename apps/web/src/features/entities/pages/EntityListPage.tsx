import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ENTITY_DUE_FILTERS,
  type TEntityDueFilter,
  type TEntityStatus,
  type TRouteName,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { ListPagination } from '../../account-management/components/list-parts';
import OutlinedField from '../../../ui-component/OutlinedField';
import QueryStatus from '../../account/components/QueryStatus';
import { useAuth } from '../../auth/auth-context';
import { ENTITY_PAGE_SIZE, entityListQuery } from '../api';
import {
  nextEntitySort,
  readEntityFilters,
  toEntityListParams,
  writeEntityFilters,
  type TEntityListFilters,
} from '../entity-list-params';
import EntityTable from '../components/EntityTable';

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DELAY_MS = 300;

/** The search box: what is typed is sent once typing pauses; the address's search shows when it changes. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setText(value);
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent) return undefined;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onSearch(trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);
  return (
    <Box sx={{ maxWidth: { md: 380 } }}>
      <OutlinedField
        label={t('entities.list.search')}
        name="search"
        type="search"
        value={text}
        onChange={setText}
        helperText={t('entities.list.searchHint')}
      />
    </Box>
  );
}

/** Companies by when their next deadline falls: all, overdue, within 7 days, within 30 days. */
function DueFilter({
  value,
  onChange,
}: {
  value: TEntityDueFilter | null;
  onChange: (due: TEntityDueFilter | null) => void;
}) {
  const { t } = useTranslation();
  const options: (TEntityDueFilter | null)[] = [null, ...ENTITY_DUE_FILTERS];
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('entities.list.dueFilter')}
      sx={{ flexWrap: 'wrap', gap: 1, pt: { md: 1 } }}
    >
      {options.map((option) => (
        <Chip
          key={option ?? 'ALL'}
          label={t(`entities.list.due.${option ?? 'ALL'}`)}
          color={value === option ? 'primary' : 'default'}
          variant={value === option ? 'filled' : 'outlined'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        />
      ))}
    </Stack>
  );
}

/**
 * /entities/active and /entities/archive (spec §2, every role): the companies one may see — staff their
 * firm's, clients those they are linked to, SMOOOTH every firm's — searched by name or BRN, sorted and
 * paged, all in the address. The archive lists each company's former holders.
 */
export default function EntityListPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const status: TEntityStatus = routeName === 'entitiesArchive' ? 'ARCHIVED' : 'ACTIVE';
  const filters = readEntityFilters(searchParams, status);
  const { data, isPending, isError, isFetching, refetch } = useQuery(
    entityListQuery(toEntityListParams(filters, status)),
  );
  const update = useCallback(
    (changes: Partial<TEntityListFilters>) =>
      setSearchParams((current) => writeEntityFilters(current, changes, status), { replace: true }),
    [setSearchParams, status],
  );
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  // A page past the end (fewer companies since the link was made) moves to the last page; a page by
  // a cursor that finds nothing any more, to the first.
  const lastPage =
    data && !data.totalCapped ? Math.max(1, Math.ceil(data.total / ENTITY_PAGE_SIZE)) : Infinity;
  const cursorEmpty = Boolean(data && data.items.length === 0 && (filters.after || filters.before));
  useEffect(() => {
    if (!data || isFetching) return;
    if (cursorEmpty) update({ page: 1 });
    else if (filters.page > lastPage) update({ page: lastPage });
  }, [data, isFetching, filters.page, lastPage, cursorEmpty, update]);

  if (!user) return null;
  const userType = user.userType.typeCode;
  const archive = status === 'ARCHIVED';
  const empty = (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {filters.search || filters.due
          ? t('entities.list.noMatches')
          : t(archive ? 'entities.list.noneArchived' : 'entities.list.none')}
      </Typography>
      {(filters.search || filters.due) && (
        <Button size="small" onClick={() => update({ search: '', due: null })}>
          {t('entities.list.clear')}
        </Button>
      )}
    </Stack>
  );

  return (
    <MainCard titleLevel="h1" title={t(`screens.${routeName}`)}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <SearchBox value={filters.search} onSearch={onSearch} />
          {!archive && <DueFilter value={filters.due} onChange={(due) => update({ due })} />}
        </Stack>
        {isPending || isError ? (
          <QueryStatus
            isPending={isPending}
            failedText={t('entities.list.loadFailed')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
            <EntityTable
              entities={data.items}
              archive={archive}
              label={t(archive ? 'entities.list.labelArchived' : 'entities.list.label')}
              showFirm={userType === 'SMOOOTH' || userType === 'GU'}
              empty={empty}
              sort={filters.sort}
              order={filters.order}
              onSort={(column) => update(nextEntitySort(filters, column))}
            />
            <ListPagination
              list={data}
              page={filters.page}
              pageSize={ENTITY_PAGE_SIZE}
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
