import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CASE_EVENT_TYPES, TCaseEvent } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { formatDisplayDate } from '../../../utils/date-format';

type TEventType = (typeof CASE_EVENT_TYPES)[number];
type TEventColour = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const EVENT_LABEL_KEYS = {
  OPENED: 'cases.history.events.OPENED',
  REQUESTED: 'cases.history.events.REQUESTED',
  TASK_COMPLETED: 'cases.history.events.TASK_COMPLETED',
  SENT_BACK: 'cases.history.events.SENT_BACK',
  STEP_CHANGED: 'cases.history.events.STEP_CHANGED',
  COMPLETED: 'cases.history.events.COMPLETED',
  CANCELLED: 'cases.history.events.CANCELLED',
  LINKED: 'cases.history.events.LINKED',
  STAFF_IN_CHARGE: 'cases.history.events.STAFF_IN_CHARGE',
  TASK_CLAIMED: 'cases.history.events.TASK_CLAIMED',
  INVITATION_SENT: 'cases.history.events.INVITATION_SENT',
  INVITATION_REVOKED: 'cases.history.events.INVITATION_REVOKED',
  INFORMATION_SAVED: 'cases.history.events.INFORMATION_SAVED',
  DOCUMENT_SENT_BACK: 'cases.history.events.DOCUMENT_SENT_BACK',
  FILING_RECORDED: 'cases.history.events.FILING_RECORDED',
  FILING_UPDATED: 'cases.history.events.FILING_UPDATED',
} as const satisfies Record<TEventType, string>;

const EVENT_COLOURS = {
  OPENED: 'primary',
  REQUESTED: 'primary',
  TASK_COMPLETED: 'success',
  SENT_BACK: 'warning',
  STEP_CHANGED: 'info',
  COMPLETED: 'success',
  CANCELLED: 'error',
  LINKED: 'secondary',
  STAFF_IN_CHARGE: 'secondary',
  TASK_CLAIMED: 'secondary',
  INVITATION_SENT: 'default',
  INVITATION_REVOKED: 'default',
  INFORMATION_SAVED: 'default',
  DOCUMENT_SENT_BACK: 'warning',
  FILING_RECORDED: 'info',
  FILING_UPDATED: 'info',
} as const satisfies Record<TEventType, TEventColour>;

function EventSteps({ event }: { event: TCaseEvent }) {
  const { t } = useTranslation();
  const only = event.toStep ?? event.fromStep;
  if (!only) return null;
  const text =
    event.fromStep && event.toStep
      ? t('cases.history.fromTo', { from: t(`step.${event.fromStep}`), to: t(`step.${event.toStep}`) })
      : t(`step.${only}`);
  return <Typography variant="body2">{text}</Typography>;
}

/** What happened to the case, newest first: moves (a send-back stands out), tasks, people, invitations. */
export default function CaseHistory({ history }: { history: readonly TCaseEvent[] }) {
  const { t } = useTranslation();
  // The server lists oldest first; people read the latest first.
  const events = [...history].reverse();
  return (
    <MainCard title={t('cases.history.title')} sx={{ height: '100%' }}>
      {events.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('cases.history.none')}</Typography>
      ) : (
        <Stack
          component="ol"
          spacing={0}
          aria-label={t('cases.history.title')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {events.map((event) => (
            <Box
              component="li"
              key={event.eventID}
              sx={{
                py: 1.5,
                pl: 2,
                borderLeft: 3,
                borderColor: event.type === 'SENT_BACK' ? 'warning.main' : 'divider',
                '& + &': { mt: 0.5 },
              }}
            >
              <Stack spacing={0.5}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Chip
                    size="small"
                    color={EVENT_COLOURS[event.type]}
                    variant={event.type === 'SENT_BACK' || event.type === 'CANCELLED' ? 'filled' : 'outlined'}
                    label={t(EVENT_LABEL_KEYS[event.type])}
                  />
                  <Typography
                    variant="caption"
                    component="time"
                    dateTime={event.createdDate}
                    sx={{ color: 'text.secondary' }}
                  >
                    {formatDisplayDate(event.createdDate)}
                  </Typography>
                </Stack>
                <EventSteps event={event} />
                {event.taskActionKey && (
                  <Typography variant="body2">{t(`taskAction.${event.taskActionKey}`)}</Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('cases.history.by', { name: event.actorName ?? t('cases.history.system') })}
                </Typography>
                {event.remarks && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {event.remarks}
                  </Typography>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </MainCard>
  );
}
