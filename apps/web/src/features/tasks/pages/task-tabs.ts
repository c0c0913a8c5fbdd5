import { TASK_ACTION_KEYS, TASK_TABS, type TTaskActionKey, type TTaskTab } from '@portal/domain';

/** The query parameter of /tasks/incomplete that picks the tab (spec §2). */
export const TAB_KEY_PARAM = 'tabKey';

/** The tab a `tabKey` value names; 'mine' for anything else. */
export function resolveTaskTab(value: string | null): TTaskTab {
  return TASK_TABS.find((tab) => tab === value) ?? 'mine';
}

/** /tasks/incomplete: `taskActionKey` keeps one kind of task (a dashboard figure's link). */
export const ACTION_KEY_PARAM = 'taskActionKey';

export function resolveActionKey(value: string | null): TTaskActionKey | null {
  return TASK_ACTION_KEYS.find((key) => key === value) ?? null;
}

/** /tasks/complete: `scope=all` lists the whole firm's completed tasks, else the caller's own. */
export const SCOPE_PARAM = 'scope';
export type TCompletedScope = 'mine' | 'all';

export function resolveScope(value: string | null): TCompletedScope {
  return value === 'all' ? 'all' : 'mine';
}

/** /my-tasks: `view=completed` shows the client's completed tasks, else the open ones. */
export const VIEW_PARAM = 'view';
export type TMyTasksView = 'open' | 'completed';

export function resolveMyTasksView(value: string | null): TMyTasksView {
  return value === 'completed' ? 'completed' : 'open';
}
