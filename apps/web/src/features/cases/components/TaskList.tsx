import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayWorkOnTask, taskScreenPath, type TCaseStatus, type TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { taskActionText } from '../../tasks/task-format';
import { formatDisplayDate } from '../../../utils/date-format';
import { useFailureSnackbar } from '../../account-management/components/use-failure-snackbar';
import { useAuth } from '../../auth/auth-context';
import { claimTask, refreshCasesAndTasks } from '../api';
import { TaskStatusChip } from './CaseChips';

/** The id of the task list: /view-cases/ongoing/:caseID#task-list scrolls to it (spec §2). */
export const TASK_LIST_ANCHOR = 'task-list';

const isOpen = (task: TTask) => task.status === 'IN_PROGRESS' || task.status === 'QUEUED';
const timeOf = (value: string | null) => (value ? Date.parse(value) : 0);

/** Open tasks first, oldest first (the order they run in); then finished ones, latest first. */
export function orderTasks(tasks: readonly TTask[]): TTask[] {
  const open = tasks.filter(isOpen).sort((a, b) => timeOf(a.createdDate) - timeOf(b.createdDate));
  const done = tasks
    .filter((task) => !isOpen(task))
    .sort((a, b) => timeOf(b.completedDate ?? b.updatedDate) - timeOf(a.completedDate ?? a.updatedDate));
  return [...open, ...done];
}

/**
 * A review task nobody holds yet, which staff of the firm may take (the case detail carries no
 * mayClaim; the server refuses the one who prepared the work, and says so).
 */
export function isClaimableReview(task: TTask): boolean {
  return task.assigneeRole === 'reviewer' && task.taskUserID === null && isOpen(task);
}

/**
 * A review someone else holds, which a SYSTEM_ADMIN may take over (only they approve a high risk
 * rating); the server still refuses one who prepared the due diligence.
 */
export function isTakeOverableReview(task: TTask, user: { userID: string; isAdmin: boolean }): boolean {
  return (
    user.isAdmin &&
    task.assigneeRole === 'reviewer' &&
    task.status === 'IN_PROGRESS' &&
    task.taskUserID !== null &&
    task.taskUserID !== user.userID
  );
}

function TaskRow({
  task,
  userID,
  isAdmin,
  mayClaim,
  claiming,
  onClaim,
}: {
  task: TTask;
  userID: string;
  isAdmin: boolean;
  mayClaim: boolean;
  claiming: boolean | null;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const title = taskActionText(t, task);
  const role = t(`assigneeRole.${task.assigneeRole}`);
  const assignee = task.assignee
    ? t('cases.tasks.assigneeWithRole', { name: task.assignee.name, role })
    : t('cases.tasks.waitingFor', { role });
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: task.status === 'IN_PROGRESS' ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        // Set aside by a dashed border and a tint, not by fading: faded text falls under 4.5:1.
        borderStyle: task.status === 'IN_ACTIVE' ? 'dashed' : 'solid',
        bgcolor: task.status === 'IN_ACTIVE' ? 'action.hover' : undefined,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="h4" component="h3">
              {title}
            </Typography>
            <TaskStatusChip status={task.status} />
          </Stack>
          <Typography variant="body2">{t('cases.tasks.assignee', { name: assignee })}</Typography>
          {task.step && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('cases.tasks.step', { step: t(`step.${task.step}`) })}
            </Typography>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('cases.tasks.created', { date: formatDisplayDate(task.createdDate) })}
            {task.completedDate &&
              ` · ${t('cases.tasks.completed', {
                date: formatDisplayDate(task.completedDate),
                name: task.completedBy?.name ?? '—',
              })}`}
          </Typography>
          {task.outcome === 'RETURN' && (
            <Typography variant="body2" sx={{ color: 'warning.dark' }}>
              {t('cases.tasks.returned')}
            </Typography>
          )}
          {task.remarks && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
              {t('cases.tasks.remarks', { remarks: task.remarks })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {mayWorkOnTask(task, userID) && (
            <Button
              component={RouterLink}
              to={taskScreenPath(task)}
              variant="contained"
              aria-label={t('cases.tasks.openTask', { task: title })}
            >
              {t('cases.tasks.open')}
            </Button>
          )}
          {mayClaim && isClaimableReview(task) && (
            <Button
              variant="outlined"
              color="secondary"
              loading={claiming === true}
              disabled={claiming !== null}
              onClick={onClaim}
            >
              {t('cases.tasks.claim')}
            </Button>
          )}
          {mayClaim && isTakeOverableReview(task, { userID, isAdmin }) && (
            <Button
              variant="outlined"
              color="secondary"
              loading={claiming === true}
              disabled={claiming !== null}
              aria-label={t('dueDiligence.takeOver.for', { task: title })}
              onClick={onClaim}
            >
              {t('dueDiligence.takeOver.button')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The tasks of the case (id task-list): what each is, its status, who has it and when. The person a
 * task is assigned to opens its screen from here; staff of the firm take a review nobody holds yet,
 * and a SYSTEM_ADMIN takes over one a colleague holds.
 */
export default function TaskList({
  tasks,
  caseStatus,
  userID,
  mayClaim,
}: {
  tasks: readonly TTask[];
  caseStatus: TCaseStatus;
  userID: string;
  /** Staff of the case's firm (COM_SEC, SYSTEM_ADMIN). */
  mayClaim: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const { user } = useAuth();
  const isAdmin = user?.userType.typeCode === 'SYSTEM_ADMIN';
  const claim = useMutation({
    mutationFn: (task: TTask) => claimTask(task.taskID),
    onSuccess: (task, asked) =>
      showSuccess(
        asked.taskUserID
          ? t('dueDiligence.takeOver.done')
          : t('cases.tasks.claimed', { task: taskActionText(t, task) }),
      ),
    onError: showFailure,
    onSettled: () => refreshCasesAndTasks(queryClient),
  });
  const ordered = orderTasks(tasks);

  return (
    <MainCard id={TASK_LIST_ANCHOR} title={t('cases.tasks.title')} sx={{ scrollMarginTop: 96 }}>
      {ordered.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('cases.tasks.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('cases.tasks.title')}
        >
          {ordered.map((task) => (
            <TaskRow
              key={task.taskID}
              task={task}
              userID={userID}
              isAdmin={isAdmin}
              mayClaim={mayClaim && caseStatus === 'OPEN'}
              claiming={claim.isPending ? claim.variables.taskID === task.taskID : null}
              onClaim={() => claim.mutate(task)}
            />
          ))}
        </Stack>
      )}
    </MainCard>
  );
}
