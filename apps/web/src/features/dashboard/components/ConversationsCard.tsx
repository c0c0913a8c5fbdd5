import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMessageTopic } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import { personNameOf } from '../../messages/message-format';

/** Conversations on the dashboard: who, how many unread, the last words; each opens the conversation. */
export default function ConversationsCard({
  title,
  topics,
  emptyText,
}: {
  title: string;
  topics: readonly TMessageTopic[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      {topics.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {topics.map((topic) => (
            <ListItem key={topic.topicName} disableGutters divider sx={{ display: 'block', py: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link
                  component={RouterLink}
                  to={`${PATHS.messages}?topicName=${encodeURIComponent(topic.topicName)}`}
                  underline="hover"
                  sx={{ fontWeight: 500, flexGrow: 1, minWidth: 0 }}
                >
                  {personNameOf(topic.peer)}
                </Link>
                {topic.unreadMsgs > 0 && (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('dashboard.unreadCount', { count: topic.unreadMsgs })}
                  />
                )}
              </Stack>
              {topic.lastMessage?.text && (
                <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                  {topic.lastMessage.text}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </MainCard>
  );
}
