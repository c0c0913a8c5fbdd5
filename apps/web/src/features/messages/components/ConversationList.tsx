import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { TChatPerson, TLanguage, TMessageTopic } from '@portal/domain';
import PersonAvatar from '../../../ui-component/PersonAvatar';
import { formatUnreadBadge } from '../../../utils/badge-format';
import { formatListTime, initialsOf, personNameOf, previewOf } from '../message-format';

/** Under a person's name: their firm, or their role when they have none (clients). */
export function PersonSubtitle({ person }: { person: TChatPerson }) {
  const { t } = useTranslation();
  return <>{person.firmName ?? t(`roles.${person.userType}`)}</>;
}

function LastMessage({ topic, me }: { topic: TMessageTopic; me: string }) {
  const { t } = useTranslation();
  const last = topic.lastMessage;
  if (!last) return <>{t('messages.noMessagesYet')}</>;
  const first = last.attachments[0];
  const body = last.text
    ? previewOf(last.text)
    : first
      ? last.attachments.length === 1
        ? t('messages.attachmentPreview', { name: first.fileName })
        : t('messages.attachmentsPreview', { name: first.fileName, count: last.attachments.length })
      : '';
  return <>{last.senderID === me ? t('messages.youSaid', { text: body }) : body}</>;
}

function TopicRow({
  topic,
  me,
  selected,
  onSelect,
}: {
  topic: TMessageTopic;
  me: string;
  selected: boolean;
  onSelect: (topicName: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = personNameOf(topic.peer);
  const badge = formatUnreadBadge(topic.unreadMsgs);
  const time = topic.lastMessage
    ? formatListTime(topic.lastMessage.createdDate, {
        language: i18n.language as TLanguage,
        yesterday: t('yesterday'),
      })
    : '';
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(topic.topicName)}
      sx={{ gap: 1.5, alignItems: 'flex-start', borderRadius: 2, mb: 0.5, py: 1.25 }}
    >
      <PersonAvatar userID={topic.peer.userID} initials={initialsOf(topic.peer)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            variant="subtitle1"
            component="span"
            noWrap
            sx={{ flex: 1, fontWeight: badge ? 700 : 500 }}
          >
            {name}
          </Typography>
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {time}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          component="span"
          noWrap
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          <PersonSubtitle person={topic.peer} />
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
          <Typography
            variant="body2"
            component="span"
            noWrap
            sx={{ flex: 1, color: badge ? 'text.primary' : 'text.secondary' }}
          >
            <LastMessage topic={topic} me={me} />
          </Typography>
          {badge && (
            <Chip
              size="small"
              color="secondary"
              label={badge}
              aria-label={t('messages.unread', { count: topic.unreadMsgs })}
              sx={{ height: 20, fontSize: '0.6875rem', fontWeight: 600 }}
            />
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
}

/** The person's conversations, newest first: who, their firm, the last message, when, and unread. */
export default function ConversationList({
  topics,
  me,
  selectedTopic,
  onSelect,
}: {
  topics: readonly TMessageTopic[];
  me: string;
  selectedTopic: string | null;
  onSelect: (topicName: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('messages.conversations')} sx={{ p: 1 }}>
      {topics.map((topic) => (
        // Each button in a list item of its own: a list holds items, not buttons.
        <ListItem key={topic.topicName} disablePadding sx={{ display: 'block' }}>
          <TopicRow topic={topic} me={me} selected={topic.topicName === selectedTopic} onSelect={onSelect} />
        </ListItem>
      ))}
    </List>
  );
}
