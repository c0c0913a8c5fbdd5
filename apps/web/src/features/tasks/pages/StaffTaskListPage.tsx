import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  TASK_TABS,
  taskCompletedPath,
  taskOpenPath,
  type TRouteName,
  type TTask,
  type TTaskTab,
  type TUserProfile,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { useFailureSnackbar } from '../../account-management/components/use-failure-snackbar';
import { useAuth } from '../../auth/auth-context';
import { useClaimTask } from '../api';
import TaskFilters from '../components/TaskFilters';
import type { TTaskColumn } from '../components/TaskList';
import TaskListSection from '../components/TaskListSection';
import { taskActionText } from '../task-format';
import { useTaskListState } from '../use-task-list-state';
import {
  ACTION_KEY_PARAM,
  resolveActionKey,
  resolveScope,
  resolveTaskTab,
  SCOPE_PARAM,
  TAB_KEY_PARAM,
  type TCompletedScope,
} from './task-tabs';

const TAB_LABEL_KEYS = {
  mine: 'tasks.tabs.mine',
  team: 'tasks.tabs.team',
  queued: 'tasks.tabs.queued',
} as const satisfies Record<TTaskTab, string>;

const OPEN_COLUMNS = [
  'task',
  'company',
  'caseRef',
  'caseType',
  'status',
  'assignee',
  'updatedDate',
] as const satisfies readonly TTaskColumn[];

const COMPLETED_COLUMNS = [
  'task',
  'company',
  'caseRef',
  'caseType',
  'completedBy',
  'completedDate',
] as const satisfies readonly TTaskColumn[];

/** Sets one query parameter in place: switching a tab is not a new page, Back leaves the screen. */
function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  return [searchParams.get(name), set];
}

/** "Take": a reviewer claims a review task nobody has yet; it then shows under My tasks. */
function TakeButton({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const claim = useClaimTask();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={claim.isPending}
      aria-label={t('tasks.take.for', { task: taskActionText(t, task), caseRef: task.caseRef })}
      onClick={() =>
        claim.mutate(task.taskID, {
          onSuccess: () => showSuccess(t('tasks.take.done')),
          onError: showFailure,
        })
      }
    >
      {t('tasks.take.button')}
    </Button>
  );
}

/** /tasks/incomplete: my tasks, my colleagues' tasks, and those nobody has taken yet (`tabKey`). */
function IncompleteTasks({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const [tabValue, setTabValue] = useQueryParam(TAB_KEY_PARAM);
  const tab = resolveTaskTab(tabValue);
  const [actionValue, setActionValue] = useQueryParam(ACTION_KEY_PARAM);
  const actionKey = resolveActionKey(actionValue);
  const state = useTaskListState('updatedDate');
  const me = { userID: user.userID, userType: user.userType.typeCode };
  return (
    <MainCard titleLevel="h1" title={t('screens.tasksIncomplete')}>
      <Tabs
        value={tab}
        onChange={(_event, value: TTaskTab) => {
          setTabValue(value);
          state.setPage(1, {});
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TASK_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(TAB_LABEL_KEYS[value])}
            id={`tasks-tab-${value}`}
            aria-controls={`tasks-tabpanel-${value}`}
          />
        ))}
      </Tabs>
      <Stack spacing={2.5} role="tabpanel" id={`tasks-tabpanel-${tab}`} aria-labelledby={`tasks-tab-${tab}`}>
        <TaskFilters state={state} />
        {actionKey && (
          <Box>
            <Chip
              label={t('tasks.onlyKind', { task: t(`taskAction.${actionKey}`) })}
              onDelete={() => setActionValue(null)}
            />
          </Box>
        )}
        <TaskListSection
          params={{ tabKey: tab, status: 'OPEN', ...(actionKey ? { taskActionKey: actionKey } : {}) }}
          state={state}
          label={t(TAB_LABEL_KEYS[tab])}
          columns={OPEN_COLUMNS}
          naming="action"
          hrefOf={(task) => taskOpenPath(task, me)}
          actions={
            tab === 'queued'
              ? (task) => (task.assigneeRole === 'reviewer' ? <TakeButton task={task} /> : null)
              : undefined
          }
          emptyText={t(`tasks.empty.${tab}`)}
        />
      </Stack>
    </MainCard>
  );
}

/** /tasks/complete: my completed tasks, or the whole firm's (`scope=all`); a row opens its record. */
function CompletedTasks({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const [scopeValue, setScopeValue] = useQueryParam(SCOPE_PARAM);
  const scope = resolveScope(scopeValue);
  const state = useTaskListState('completedDate');
  return (
    <MainCard
      titleLevel="h1"
      title={t('screens.tasksComplete')}
      action={
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={scope}
          aria-label={t('tasks.scope.label')}
          onChange={(_event, value: TCompletedScope | null) => {
            if (!value) return;
            setScopeValue(value === 'all' ? 'all' : null);
            state.setPage(1, {});
          }}
        >
          <ToggleButton value="mine">{t('tasks.scope.mine')}</ToggleButton>
          <ToggleButton value="all">{t('tasks.scope.all')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <Stack spacing={2.5}>
        <TaskFilters state={state} />
        <Box>
          <TaskListSection
            params={{ tabKey: scope === 'mine' ? 'mine' : undefined, status: 'COMPLETED' }}
            state={state}
            label={t('screens.tasksComplete')}
            columns={COMPLETED_COLUMNS}
            naming="action"
            hrefOf={(task) => taskCompletedPath(task.taskID, user.userType.typeCode)}
            emptyText={t('tasks.empty.completed')}
          />
        </Box>
      </Stack>
    </MainCard>
  );
}

/**
 * Staff task lists (spec §2): /tasks/incomplete with the tabs of `tabKey` (mine, team, queued), and
 * /tasks/complete. Opening a task follows spec §6 (taskOpenPath).
 */
export default function StaffTaskListPage({ routeName }: { routeName: TRouteName }) {
  const { user } = useAuth();
  if (!user) return null;
  return routeName === 'tasksComplete' ? <CompletedTasks user={user} /> : <IncompleteTasks user={user} />;
}
