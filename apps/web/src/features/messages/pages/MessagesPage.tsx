import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { LAYOUT, ZTopicName, type TUserProfile } from '@portal/domain';
import { useAuth } from '../../auth/auth-context';
import { topicsQuery } from '../api';
import ConversationList from '../components/ConversationList';
import NewConversationDialog from '../components/NewConversationDialog';
import ThreadPane from '../components/ThreadPane';
import { useOutbox } from '../use-outbox';

const TOPIC_PARAM = 'topicName';

function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', flex: 1, p: 4, textAlign: 'center' }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.light',
          color: 'secondary.main',
        }}
      >
        <IconMessages size={30} stroke={1.6} aria-hidden="true" />
      </Box>
      <Typography sx={{ color: 'text.secondary', maxWidth: 320 }}>{text}</Typography>
      {action}
    </Stack>
  );
}

function Messages({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get(TOPIC_PARAM);
  const topicName = requested && ZTopicName.safeParse(requested).success ? requested : null;
  const [creating, setCreating] = useState(false);
  const topics = useQuery(topicsQuery(user.userID));
  const outbox = useOutbox(user.userID);
  const list = topics.data?.topics ?? [];
  const selected = list.find((topic) => topic.topicName === topicName);
  const showList = !narrow || topicName === null;
  const showThread = !narrow || topicName !== null;

  const select = (name: string | null) => setParams(name ? { [TOPIC_PARAM]: name } : {});
  const newButton = (
    <Button
      variant="contained"
      color="secondary"
      size="small"
      startIcon={<IconPlus size={16} stroke={2} aria-hidden="true" />}
      onClick={() => setCreating(true)}
    >
      {t('messages.newConversation')}
    </Button>
  );

  return (
    <Card
      sx={{
        display: 'flex',
        height: {
          xs: `calc(100dvh - ${LAYOUT.headerHeight}px - 32px)`,
          sm: `calc(100dvh - ${LAYOUT.headerHeight}px - 48px)`,
        },
        minHeight: 480,
      }}
    >
      {showList && (
        <Box
          component="section"
          aria-labelledby="messages-title"
          sx={{
            width: { xs: '100%', md: 340 },
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            minHeight: 0,
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              px: 2,
              minHeight: 68,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id="messages-title" variant="h3" component="h1">
              {t('messages.title')}
            </Typography>
            {newButton}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
            {topics.isPending && (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress size={28} aria-label={t('messages.loading')} />
              </Box>
            )}
            {topics.isError && !topics.data && (
              <Alert severity="error" sx={{ m: 2 }}>
                {t('messages.listFailed')}
              </Alert>
            )}
            {topics.data && list.length === 0 && <EmptyState text={t('messages.noConversations')} />}
            {list.length > 0 && (
              <ConversationList topics={list} me={user.userID} selectedTopic={topicName} onSelect={select} />
            )}
          </Box>
        </Box>
      )}
      {showThread &&
        (topicName ? (
          <ThreadPane
            key={topicName}
            topicName={topicName}
            topic={selected}
            me={user.userID}
            pending={outbox.pending}
            onSend={(text, attachments) => outbox.send(topicName, text, attachments)}
            onRetry={outbox.retry}
            onDiscard={outbox.discard}
            onBack={narrow ? () => select(null) : undefined}
          />
        ) : (
          <EmptyState
            text={
              requested
                ? t('messages.notFound')
                : topics.data && list.length === 0
                  ? t('messages.startFirst')
                  : t('messages.pickConversation')
            }
            action={topics.data && list.length === 0 && !requested ? newButton : undefined}
          />
        ))}
      <NewConversationDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

/** /messages?topicName= (spec §2): the conversations on the left, the open one on the right. */
export default function MessagesPage() {
  const { user } = useAuth();
  // The route guard only shows this page to a signed-in user.
  if (!user) return null;
  return <Messages user={user} />;
}
