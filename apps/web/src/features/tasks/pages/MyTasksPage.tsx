import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconLink } from '@tabler/icons-react';
import { taskCompletedPath, taskOpenPath, type TRouteName, type TUserProfile } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useAuth } from '../../auth/auth-context';
import LinkCaseDialog from '../../case-opening/components/LinkCaseDialog';
import TaskFilters from '../components/TaskFilters';
import type { TTaskColumn } from '../components/TaskList';
import TaskListSection from '../components/TaskListSection';
import { TASK_KEYS } from '../api';
import { useTaskListState } from '../use-task-list-state';
import { resolveMyTasksView, VIEW_PARAM, type TMyTasksView } from './task-tabs';

const VIEWS = ['open', 'completed'] as const satisfies readonly TMyTasksView[];
const VIEW_LABEL_KEYS = {
  open: 'tasks.my.open',
  completed: 'tasks.my.completed',
} as const satisfies Record<TMyTasksView, string>;

const OPEN_COLUMNS = [
  'task',
  'company',
  'firm',
  'caseRef',
  'status',
  'updatedDate',
] as const satisfies readonly TTaskColumn[];
const COMPLETED_COLUMNS = [
  'task',
  'company',
  'firm',
  'caseRef',
  'completedDate',
] as const satisfies readonly TTaskColumn[];

function ClientTasks({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = resolveMyTasksView(searchParams.get(VIEW_PARAM));
  const openState = useTaskListState('updatedDate');
  const completedState = useTaskListState('completedDate');
  const [linking, setLinking] = useState(false);
  const queryClient = useQueryClient();
  const me = { userID: user.userID, userType: user.userType.typeCode };
  const state = view === 'open' ? openState : completedState;

  return (
    <MainCard
      titleLevel="h1"
      title={t('screens.myTasks')}
      action={
        <Button
          variant="contained"
          color="secondary"
          startIcon={<IconLink size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => setLinking(true)}
        >
          {t('tasks.my.linkCase')}
        </Button>
      }
    >
      <Tabs
        value={view}
        onChange={(_event, value: TMyTasksView) =>
          setSearchParams(value === 'completed' ? { [VIEW_PARAM]: value } : {}, { replace: true })
        }
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {VIEWS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(VIEW_LABEL_KEYS[value])}
            id={`my-tasks-tab-${value}`}
            aria-controls={`my-tasks-tabpanel-${value}`}
          />
        ))}
      </Tabs>
      <Stack
        spacing={2.5}
        role="tabpanel"
        id={`my-tasks-tabpanel-${view}`}
        aria-labelledby={`my-tasks-tab-${view}`}
      >
        <TaskFilters key={view} state={state} />
        {view === 'open' ? (
          <TaskListSection
            params={{ tabKey: 'mine', status: 'OPEN' }}
            state={openState}
            label={t('tasks.my.open')}
            columns={OPEN_COLUMNS}
            naming="title"
            hrefOf={(task) => taskOpenPath(task, me)}
            emptyText={t('tasks.empty.myOpen')}
          />
        ) : (
          <TaskListSection
            params={{ tabKey: 'mine', status: 'COMPLETED' }}
            state={completedState}
            label={t('tasks.my.completed')}
            columns={COMPLETED_COLUMNS}
            naming="title"
            hrefOf={(task) => taskCompletedPath(task.taskID, user.userType.typeCode)}
            emptyText={t('tasks.empty.myCompleted')}
          />
        )}
      </Stack>
      <LinkCaseDialog
        open={linking}
        onClose={() => {
          setLinking(false);
          // A newly linked case brings its tasks with it.
          void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
        }}
      />
    </MainCard>
  );
}

/**
 * /my-tasks (spec §2, clients): the client's open tasks (opening one follows spec §6) and their
 * completed ones, and the "Link case" button of the link-to-case dialog.
 */
export default function MyTasksPage({ routeName: _routeName }: { routeName: TRouteName }) {
  const { user } = useAuth();
  if (!user) return null;
  return <ClientTasks user={user} />;
}
