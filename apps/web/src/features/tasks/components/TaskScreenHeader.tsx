import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTask } from '@portal/domain';
import { companyNameOf, secondCompanyNameOf, taskActionText } from '../task-format';
import TaskStatusChip from './TaskStatusChip';
import TaskTitle from './TaskTitle';

/** The top of a task's screen: its title, what it asks, the company and case reference, its status. */
export default function TaskScreenHeader({ task, actions }: { task: TTask; actions?: ReactNode }) {
  const { t } = useTranslation();
  const second = secondCompanyNameOf(task);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box>
        <TaskTitle task={task} />
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{taskActionText(t, task)}</Typography>
        <Typography sx={{ mt: 1 }}>
          {companyNameOf(task)}
          {second && (
            <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
              {second}
            </Typography>
          )}
          <Typography component="span" sx={{ ml: 1.5, color: 'text.secondary' }}>
            {task.caseRef}
          </Typography>
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {actions}
        <TaskStatusChip status={task.status} />
      </Stack>
    </Stack>
  );
}
