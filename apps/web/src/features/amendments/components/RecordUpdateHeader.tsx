import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseInformation, TTask } from '@portal/domain';
import TaskScreenHeader from '../../tasks/components/TaskScreenHeader';

/**
 * The top of the record update: the task's header (title, company, case reference, status) when the
 * task is known, else the screen's name with the company as recorded.
 */
export default function RecordUpdateHeader({
  task,
  records,
  actions,
}: {
  task: TTask | null;
  records: TCaseInformation;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  if (task) return <TaskScreenHeader task={task} actions={actions} />;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box>
        <Typography variant="h2" component="h1">
          {t('screens.recordUpdate')}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {records.companyEngName}
          {records.companyChiName && (
            <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
              {records.companyChiName}
            </Typography>
          )}
        </Typography>
      </Box>
      {actions}
    </Stack>
  );
}
