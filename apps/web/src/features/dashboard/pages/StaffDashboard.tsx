import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconCalendarEvent,
  IconHourglass,
  IconListCheck,
  IconMessage,
  IconShieldCheck,
  IconUserSearch,
} from '@tabler/icons-react';
import { LAYOUT, type TStaffDashboard, type TUserProfile } from '@portal/domain';
import { PATHS } from '../../../routes/paths';
import DashboardFrame, { FiguresSection } from '../components/DashboardFrame';
import ConversationsCard from '../components/ConversationsCard';
import CountTile, { type TTileTone } from '../components/CountTile';
import DeadlinesCard from '../components/DeadlinesCard';
import MyTasksCard from '../components/MyTasksCard';
import PipelineCard from '../components/PipelineCard';

/** Where each figure leads: the list with the filter the figure was counted with. */
export const STAFF_LINKS = {
  myTasks: `${PATHS.tasksIncomplete}?tabKey=mine`,
  queued: `${PATHS.tasksIncomplete}?tabKey=queued`,
  overdue: `${PATHS.entitiesActive}?due=OVERDUE`,
  week: `${PATHS.entitiesActive}?due=WEEK`,
  month: `${PATHS.entitiesActive}?due=MONTH`,
  soonest: `${PATHS.entitiesActive}?sort=nextDueDate&order=asc`,
  messages: PATHS.messages,
  riskReviews: `${PATHS.tasksIncomplete}?tabKey=queued&taskActionKey=DD_CO_FORM`,
  screeningHits: `${PATHS.nameSearchHistory}?outcome=PENDING`,
} as const;

function Tiles({ board, nameSearch }: { board: TStaffDashboard; nameSearch: boolean }) {
  const { t } = useTranslation();
  const tiles: {
    key: keyof typeof STAFF_LINKS;
    count: TStaffDashboard['queuedTasks'];
    icon: typeof IconListCheck;
    tone: TTileTone;
  }[] = [
    { key: 'myTasks', count: board.myTasks, icon: IconListCheck, tone: 'primary' },
    { key: 'queued', count: board.queuedTasks, icon: IconHourglass, tone: 'secondary' },
    {
      key: 'messages',
      count: { total: board.messages.totalUnread, totalCapped: false },
      icon: IconMessage,
      tone: 'primary',
    },
    { key: 'overdue', count: board.deadlines.overdue, icon: IconAlertTriangle, tone: 'error' },
    { key: 'week', count: board.deadlines.week, icon: IconCalendarDue, tone: 'warning' },
    { key: 'month', count: board.deadlines.month, icon: IconCalendarEvent, tone: 'secondary' },
    { key: 'riskReviews', count: board.alerts.riskReviews, icon: IconShieldCheck, tone: 'warning' },
    ...(nameSearch
      ? [
          {
            key: 'screeningHits' as const,
            count: board.alerts.screeningHits,
            icon: IconUserSearch,
            tone: 'error' as const,
          },
        ]
      : []),
  ];
  return (
    <FiguresSection>
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, md: 4, lg: 3 }}>
          <CountTile
            label={t(`dashboard.staff.tiles.${tile.key}`)}
            count={tile.count}
            to={STAFF_LINKS[tile.key]}
            icon={tile.icon}
            tone={tile.tone}
          />
        </Grid>
      ))}
    </FiguresSection>
  );
}

/** /dashboard/default: a firm's staff member's tasks, the firm's deadlines, cases by step, messages, alerts. */
export default function StaffDashboard({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  return (
    <DashboardFrame user={user} role="staff">
      {(board) => (
        <>
          <Tiles board={board} nameSearch={user.features.nameSearch} />
          <Grid container spacing={LAYOUT.gridSpacing}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <MyTasksCard
                user={user}
                tasks={board.myTasks.items}
                count={board.myTasks}
                allPath={STAFF_LINKS.myTasks}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <DeadlinesCard
                title={t('dashboard.staff.deadlines')}
                companies={board.deadlines.soonest}
                emptyText={t('dashboard.staff.noDeadlines')}
                footer={
                  <Button
                    component={RouterLink}
                    to={STAFF_LINKS.soonest}
                    size="small"
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('dashboard.staff.allDeadlines')}
                  </Button>
                }
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <PipelineCard stages={board.pipeline} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ConversationsCard
                title={t('dashboard.staff.unread')}
                topics={board.messages.topics}
                emptyText={t('dashboard.staff.noUnread')}
              />
            </Grid>
          </Grid>
        </>
      )}
    </DashboardFrame>
  );
}
