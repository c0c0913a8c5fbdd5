import { useTranslation } from 'react-i18next';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { TTask } from '@portal/domain';
import { taskTitleText } from '../task-format';

/** The task's title as the heading of its page (spec §2, task page title). */
export default function TaskTitle({
  task,
  ...typography
}: { task: Pick<TTask, 'simpleTaskInfoDTO'> } & Omit<TypographyProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Typography variant="h2" component="h1" {...typography}>
      {taskTitleText(t, task)}
    </Typography>
  );
}
