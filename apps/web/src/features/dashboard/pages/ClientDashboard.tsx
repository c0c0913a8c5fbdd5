import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronRight } from '@tabler/icons-react';
import { LAYOUT, type TTask, type TUserProfile } from '@portal/domain';
import { taskWorkPath } from '../dashboard-format';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import { companyNameOf, taskActionText } from '../../tasks/task-format';
import DashboardFrame from '../components/DashboardFrame';
import ConversationsCard from '../components/ConversationsCard';
import DeadlinesCard from '../components/DeadlinesCard';
import LinkCaseCard from '../components/LinkCaseCard';
import SeeAll from '../components/SeeAll';

/** The client's open tasks as big buttons: what to do (fill in, sign, pay, upload) and for which company. */
function NextSteps({ user, tasks }: { user: TUserProfile; tasks: readonly TTask[] }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {tasks.map((task) => (
        <Grid key={task.taskID} size={{ xs: 12, md: 6 }}>
          <Button
            component={RouterLink}
            to={taskWorkPath(task, user.userID)}
            variant="contained"
            size="large"
            fullWidth
            endIcon={<IconChevronRight aria-hidden />}
            sx={{ justifyContent: 'space-between', textAlign: 'left', py: 1.5, px: 2.5 }}
          >
            <Stack sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
                {taskActionText(t, task)}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{ color: 'inherit', overflowWrap: 'anywhere' }}
              >
                {companyNameOf(task)} · {task.caseRef}
              </Typography>
            </Stack>
          </Button>
        </Grid>
      ))}
    </Grid>
  );
}

/** /dashboard/client: what the client has to do next, their companies' due dates, messages, linking a case. */
export default function ClientDashboard({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  return (
    <DashboardFrame user={user} role="client" after={<LinkCaseCard />}>
      {(board) => (
        <>
          <MainCard title={t('dashboard.client.nextSteps', { count: board.myTasks.total })}>
            {board.myTasks.items.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.client.nothingToDo')}</Typography>
            ) : (
              <Stack spacing={1.5}>
                <NextSteps user={user} tasks={board.myTasks.items} />
                <SeeAll count={board.myTasks} to={PATHS.myTasks} shown={board.myTasks.items.length} />
              </Stack>
            )}
          </MainCard>
          <Grid container spacing={LAYOUT.gridSpacing}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <DeadlinesCard
                title={t('dashboard.client.companies')}
                companies={board.companies.items}
                emptyText={t('dashboard.client.noCompanies')}
                footer={
                  <SeeAll
                    count={board.companies}
                    to={PATHS.entitiesActive}
                    shown={board.companies.items.length}
                  />
                }
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ConversationsCard
                title={t('dashboard.client.messages')}
                topics={board.messages.topics}
                emptyText={t('dashboard.client.noMessages')}
              />
            </Grid>
          </Grid>
        </>
      )}
    </DashboardFrame>
  );
}
