import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TTask } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import PersonChip from '../../messages/components/PersonChip';
import { EmptyRow, VisuallyHidden } from '../../account-management/components/list-parts';
import type { TTaskSort } from '../api';
import { companyNameOf, secondCompanyNameOf, taskActionText, taskTitleText } from '../task-format';
import TaskStatusChip from './TaskStatusChip';

/** The columns a list can show; the staff lists show the case columns, the client list the firm. */
export type TTaskColumn =
  | 'task'
  | 'company'
  | 'firm'
  | 'caseRef'
  | 'caseType'
  | 'status'
  | 'assignee'
  | 'completedBy'
  | 'updatedDate'
  | 'completedDate';

export interface TTaskListProps {
  tasks: readonly TTask[];
  /** The list's accessible name. */
  label: string;
  columns: readonly TTaskColumn[];
  /** Where a task leads when clicked (spec §6). */
  hrefOf: (task: TTask) => string;
  /** Client lists name a task by its page title (spec §2), staff lists by what it asks for (spec §4). */
  naming: 'action' | 'title';
  /** The sorted date column and its order; clicking a sortable header asks for the other order. */
  sort?: { field: TTaskSort; order: 'asc' | 'desc'; onSort: (field: TTaskSort) => void };
  /** A button or two at the end of a row (e.g. Take). */
  actions?: (task: TTask) => ReactNode;
  emptyText: string;
}

const COLUMN_LABEL_KEYS = {
  task: 'tasks.columns.task',
  company: 'tasks.columns.company',
  firm: 'tasks.columns.firm',
  caseRef: 'tasks.columns.caseRef',
  caseType: 'tasks.columns.caseType',
  status: 'tasks.columns.status',
  assignee: 'tasks.columns.assignee',
  completedBy: 'tasks.columns.completedBy',
  updatedDate: 'tasks.columns.updatedDate',
  completedDate: 'tasks.columns.completedDate',
} as const satisfies Record<TTaskColumn, string>;

const SORTABLE: Partial<Record<TTaskColumn, TTaskSort>> = {
  updatedDate: 'updatedDate',
  completedDate: 'completedDate',
};

/** Columns of names, which may wrap; codes, statuses and dates stay on one line. */
const WRAPPING = new Set<TTaskColumn>(['company', 'firm']);

function TaskName({ task, naming }: { task: TTask; naming: TTaskListProps['naming'] }) {
  const { t } = useTranslation();
  return naming === 'title' ? (
    <>
      {taskTitleText(t, task)}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {taskActionText(t, task)}
      </Typography>
    </>
  ) : (
    taskActionText(t, task)
  );
}

function CompanyName({ task }: { task: TTask }) {
  const second = secondCompanyNameOf(task);
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {companyNameOf(task)}
      </Typography>
      {second && (
        <Typography variant="body2" component="span" lang="zh-HK" sx={{ color: 'text.secondary' }}>
          {second}
        </Typography>
      )}
    </Box>
  );
}

/** Who has the task: a person (an avatar chip where the row has room for a button), or the role it waits for. */
function Assignee({ task, chip }: { task: TTask; chip: boolean }) {
  const { t } = useTranslation();
  if (task.assignee) return chip ? <PersonChip person={task.assignee} /> : <>{task.assignee.name}</>;
  return (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
      {t('tasks.unassigned', { role: t(`assigneeRole.${task.assigneeRole}`) })}
    </Typography>
  );
}

/** `chips`: people as avatar chips; not inside a card that is itself a link (no button in a link). */
function Cell({
  task,
  column,
  chips = false,
}: {
  task: TTask;
  column: Exclude<TTaskColumn, 'task'>;
  chips?: boolean;
}) {
  const { t } = useTranslation();
  switch (column) {
    case 'company':
      return <CompanyName task={task} />;
    case 'firm':
      return <>{task.firmName}</>;
    case 'caseRef':
      return <>{task.caseRef}</>;
    case 'caseType':
      return <>{t(`caseType.${task.caseType}`)}</>;
    case 'status':
      return <TaskStatusChip status={task.status} />;
    case 'assignee':
      return <Assignee task={task} chip={chips} />;
    case 'completedBy':
      return <>{task.completedBy?.name ?? ''}</>;
    case 'updatedDate':
      return <>{formatDisplayDate(task.updatedDate)}</>;
    case 'completedDate':
      return <>{formatDisplayDate(task.completedDate)}</>;
  }
}

/** Clicks on a link or button inside a row do their own thing; anywhere else opens the task. */
function isInteractive(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, label') !== null;
}

/** Desktop and tablet: one row per task; the task's name is the link, the whole row opens it too. */
export function TaskTable({
  tasks,
  label,
  columns,
  hrefOf,
  naming,
  sort,
  actions,
  emptyText,
}: TTaskListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const field = SORTABLE[column];
              const text = t(COLUMN_LABEL_KEYS[column]);
              const active = Boolean(sort && field && sort.field === field);
              return (
                <TableCell
                  key={column}
                  sortDirection={active && sort ? sort.order : false}
                  aria-sort={active && sort ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sort && field ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : 'desc'}
                      onClick={() => sort.onSort(field)}
                    >
                      {text}
                    </TableSortLabel>
                  ) : (
                    text
                  )}
                </TableCell>
              );
            })}
            {actions && (
              <TableCell>
                <VisuallyHidden>{t('tasks.columns.actions')}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.length === 0 && <EmptyRow columns={count}>{emptyText}</EmptyRow>}
          {tasks.map((task) => (
            <TableRow
              key={task.taskID}
              hover
              onClick={(event) => {
                if (!isInteractive(event)) void navigate(hrefOf(task));
              }}
              sx={{ cursor: 'pointer' }}
            >
              {columns.map((column) =>
                column === 'task' ? (
                  <TableCell key={column} sx={{ minWidth: 200 }}>
                    <Link component={RouterLink} to={hrefOf(task)} underline="hover" sx={{ fontWeight: 500 }}>
                      <TaskName task={task} naming={naming} />
                    </Link>
                  </TableCell>
                ) : (
                  <TableCell
                    key={column}
                    sx={WRAPPING.has(column) ? { minWidth: 160 } : { whiteSpace: 'nowrap' }}
                  >
                    <Cell task={task} column={column} chips />
                  </TableCell>
                ),
              )}
              {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(task)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per task, the whole card a link; the other columns as label and value. */
export function TaskCards({ tasks, label, columns, hrefOf, naming, actions, emptyText }: TTaskListProps) {
  const { t } = useTranslation();
  if (tasks.length === 0) {
    return <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tasks.map((task) => (
        <Card component="li" key={task.taskID} variant="outlined">
          <CardActionArea component={RouterLink} to={hrefOf(task)}>
            <CardContent>
              <Typography variant="subtitle1" component="p" sx={{ mb: 1, color: 'primary.main' }}>
                <TaskName task={task} naming={naming} />
              </Typography>
              <Stack spacing={0.75}>
                {columns
                  .filter((column): column is Exclude<TTaskColumn, 'task'> => column !== 'task')
                  .map((column) => (
                    <Stack key={column} direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
                      <Typography
                        variant="caption"
                        component="span"
                        sx={{ color: 'text.secondary', minWidth: 96, flexShrink: 0 }}
                      >
                        {t(COLUMN_LABEL_KEYS[column])}
                      </Typography>
                      <Box sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Cell task={task} column={column} />
                      </Box>
                    </Stack>
                  ))}
              </Stack>
            </CardContent>
          </CardActionArea>
          {actions && <Box sx={{ px: 2, pb: 1.5 }}>{actions(task)}</Box>}
        </Card>
      ))}
    </Stack>
  );
}
