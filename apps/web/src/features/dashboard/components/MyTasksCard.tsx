import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type TDashboardCount, type TTask, type TUserProfile } from '@portal/domain';
import { taskWorkPath } from '../dashboard-format';
import MainCard from '../../../ui-component/MainCard';
import { toLanguage } from '../../../i18n/language';
import { formatRecentDate } from '../../../utils/date-format';
import { companyNameOf, taskActionText } from '../../tasks/task-format';
import SeeAll from './SeeAll';

/** The staff member's open tasks, the one waiting longest first: what it needs, for which case, since when. */
export default function MyTasksCard({
  user,
  tasks,
  count,
  allPath,
}: {
  user: TUserProfile;
  tasks: readonly TTask[];
  count: TDashboardCount;
  allPath: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <MainCard title={t('dashboard.staff.myTasks')} sx={{ height: '100%' }}>
      {tasks.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.staff.noTasks')}</Typography>
      ) : (
        <Stack spacing={1}>
          <List disablePadding aria-label={t('dashboard.staff.myTasks')}>
            {tasks.map((task) => (
              <ListItem key={task.taskID} disableGutters divider sx={{ display: 'block', py: 1 }}>
                <Link
                  component={RouterLink}
                  to={taskWorkPath(task, user.userID)}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                >
                  {taskActionText(t, task)}
                </Link>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0, sm: 1.5 }}
                  sx={{ color: 'text.secondary', typography: 'body2' }}
                >
                  <span>
                    {companyNameOf(task)} · {task.caseRef}
                  </span>
                  <span>
                    {t('dashboard.since', {
                      when: formatRecentDate(task.updatedDate, { language, yesterday: t('yesterday') }),
                    })}
                  </span>
                </Stack>
              </ListItem>
            ))}
          </List>
          <SeeAll count={count} to={allPath} shown={tasks.length} />
        </Stack>
      )}
    </MainCard>
  );
}
