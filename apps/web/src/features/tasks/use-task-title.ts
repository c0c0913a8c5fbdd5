import { useTranslation } from 'react-i18next';
import type { TTask } from '@portal/domain';
import { taskTitleText } from './task-format';

/** The task's page title (spec §2) in the interface language; '' while the task is unknown. */
export function useTaskTitle(task: Pick<TTask, 'simpleTaskInfoDTO'> | null | undefined): string {
  const { t } = useTranslation();
  return task ? taskTitleText(t, task) : '';
}
