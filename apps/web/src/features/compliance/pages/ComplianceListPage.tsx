import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { ListPagination } from '../../account-management/components/list-parts';
import QueryStatus from '../../account/components/QueryStatus';
import { COMPLIANCE_PAGE_SIZE, complianceListQuery } from '../api';
import {
  hasComplianceFilters,
  rangeIsBackwards,
  readComplianceFilters,
  toComplianceParams,
  writeComplianceFilters,
  type TComplianceFilters,
} from '../compliance-list-params';
import ComplianceFilters from '../components/ComplianceFilters';
import ComplianceTable from '../components/ComplianceTable';

/**
 * /compliance (spec §2, staff): the firm's due-diligence and risk-assessment records, current
 * versions, newest first; filters and page in the address. SMOOOTH sees every firm's.
 */
export default function ComplianceListPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readComplianceFilters(searchParams);
  const backwards = rangeIsBackwards(filters);
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...complianceListQuery(toComplianceParams(filters)),
    enabled: !backwards,
  });
  const update = useCallback(
    (changes: Partial<TComplianceFilters>) =>
      setSearchParams((current) => writeComplianceFilters(current, changes), { replace: true }),
    [setSearchParams],
  );
  // A page past the end (fewer records since the link was made) moves to the last page; a page by a
  // cursor that finds nothing any more, to the first.
  const lastPage =
    data && !data.totalCapped ? Math.max(1, Math.ceil(data.total / COMPLIANCE_PAGE_SIZE)) : Infinity;
  const cursorEmpty = Boolean(data && data.records.length === 0 && (filters.after || filters.before));
  useEffect(() => {
    if (!data || isFetching) return;
    if (cursorEmpty) update({ page: 1 });
    else if (filters.page > lastPage) update({ page: lastPage });
  }, [data, isFetching, filters.page, lastPage, cursorEmpty, update]);

  const filtered = hasComplianceFilters(filters);
  const empty = (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {filtered ? t('compliance.list.noMatches') : t('compliance.list.none')}
      </Typography>
      {filtered && (
        <Button size="small" onClick={() => update({ type: '', company: '', from: '', to: '', q: '' })}>
          {t('compliance.filters.clear')}
        </Button>
      )}
    </Stack>
  );

  return (
    <MainCard titleLevel="h1" title={t(`screens.${routeName}`)}>
      <Stack spacing={2.5}>
        <ComplianceFilters filters={filters} onChange={update} />
        {backwards ? null : isPending || isError ? (
          <QueryStatus
            isPending={isPending}
            failedText={t('compliance.list.loadFailed')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
            <ComplianceTable records={data.records} label={t('compliance.list.label')} empty={empty} />
            <ListPagination
              list={data}
              page={filters.page}
              pageSize={COMPLIANCE_PAGE_SIZE}
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
