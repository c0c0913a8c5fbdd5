import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TTask } from '@portal/domain';
import QueryStatus from '../../account/components/QueryStatus';
import { ListPagination } from '../../account-management/components/list-parts';
import { taskListQuery, type TTaskListParams } from '../api';
import type { TTaskListState } from '../use-task-list-state';
import { TaskCards, TaskTable, type TTaskColumn, type TTaskListProps } from './TaskList';

/**
 * One page of tasks asked for with `params` and the list state's filters, order and page: a table,
 * or cards on phones; a spinner or a retry while it cannot be shown.
 */
export default function TaskListSection({
  params,
  state,
  label,
  columns,
  naming,
  hrefOf,
  actions,
  emptyText,
}: {
  params: Omit<TTaskListParams, 'search' | 'caseType' | 'sort' | 'order' | 'page'>;
  state: TTaskListState;
  label: string;
  columns: readonly TTaskColumn[];
  naming: TTaskListProps['naming'];
  hrefOf: (task: TTask) => string;
  actions?: (task: TTask) => ReactNode;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, isError, isFetching, refetch } = useQuery(
    taskListQuery({
      ...params,
      search: state.search,
      caseType: state.caseType || undefined,
      sort: state.sort,
      order: state.order,
      page: state.page,
      ...state.position,
    }),
  );
  if (isPending || isError) {
    return (
      <QueryStatus isPending={isPending} failedText={t('tasks.loadFailed')} onRetry={() => void refetch()} />
    );
  }
  const List = phone ? TaskCards : TaskTable;
  return (
    <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
      <List
        tasks={data.items}
        label={label}
        columns={columns}
        naming={naming}
        hrefOf={hrefOf}
        actions={actions}
        emptyText={emptyText}
        sort={{ field: state.sort, order: state.order, onSort: state.toggleSort }}
      />
      <ListPagination list={data} page={state.page} onPage={state.setPage} />
    </Box>
  );
}
