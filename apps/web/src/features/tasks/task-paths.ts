import { generatePath } from 'react-router';
import type { TCaseStatus, TRouteName } from '@portal/domain';
import { PATHS } from '../../routes/paths';
import { VIEW_PARAM } from './pages/task-tabs';

/** The case page: the completed-case view once the case is closed, the ongoing view otherwise. */
export function casePagePath(caseID: string, caseStatus: TCaseStatus | undefined): string {
  const route = caseStatus && caseStatus !== 'OPEN' ? PATHS.caseComplete : PATHS.caseOngoing;
  return generatePath(route, { caseID });
}

/** The task list a completed-task page goes back to: the staff list, or the client's completed tasks. */
export function taskListPathFor(routeName: TRouteName): string {
  return routeName === 'myTaskComplete' ? `${PATHS.myTasks}?${VIEW_PARAM}=completed` : PATHS.tasksComplete;
}
