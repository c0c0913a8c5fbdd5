import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconWifiOff } from '@tabler/icons-react';
import type { TChatAttachment, TMessageTopic } from '@portal/domain';
import PersonAvatar from '../../../ui-component/PersonAvatar';
import { MESSAGE_KEYS } from '../api';
import { useLiveStatus } from '../live-context';
import { initialsOf, personNameOf } from '../message-format';
import { useMarkRead } from '../use-mark-read';
import type { TPendingMessage } from '../use-outbox';
import { PersonSubtitle } from './ConversationList';
import MessageComposer from './MessageComposer';
import MessageThread from './MessageThread';

function ThreadHeader({ topic, onBack }: { topic: TMessageTopic | undefined; onBack?: () => void }) {
  const { t } = useTranslation();
  const live = useLiveStatus();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        minHeight: 68,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onBack && (
        <IconButton aria-label={t('messages.back')} onClick={onBack} edge="start">
          <IconArrowLeft size={20} stroke={1.8} />
        </IconButton>
      )}
      {topic && <PersonAvatar userID={topic.peer.userID} initials={initialsOf(topic.peer)} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h2" noWrap>
          {topic ? personNameOf(topic.peer) : ''}
        </Typography>
        {topic && (
          <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
            <PersonSubtitle person={topic.peer} />
          </Typography>
        )}
      </Box>
      {live === 'waiting' && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<IconWifiOff size={16} stroke={1.8} aria-hidden="true" />}
          label={t('messages.reconnecting')}
          role="status"
        />
      )}
    </Box>
  );
}

/** The open conversation: who, the messages, and the composer; marks what is shown as read. */
export default function ThreadPane({
  topicName,
  topic,
  me,
  pending,
  onSend,
  onRetry,
  onDiscard,
  onBack,
}: {
  topicName: string;
  /** The conversation as listed (peer, unread); undefined until the list has it. */
  topic: TMessageTopic | undefined;
  me: string;
  pending: readonly TPendingMessage[];
  onSend: (text: string, attachments: TChatAttachment[]) => void;
  onRetry: (clientMessageID: string) => void;
  onDiscard: (clientMessageID: string) => void;
  onBack?: () => void;
}) {
  const queryClient = useQueryClient();
  const [lastSeq, setLastSeq] = useState(0);
  const onLastSeq = useCallback((seq: number) => setLastSeq(seq), []);
  useMarkRead(me, topicName, lastSeq, topic?.unreadMsgs ?? 0);

  // The 30 s list poll is the fallback when live delivery is down: a newer last message than the
  // thread holds means frames were missed, so the thread catches up (after= its last seq).
  const listedLastSeq = topic?.lastMessage?.seq ?? 0;
  useEffect(() => {
    if (lastSeq > 0 && listedLastSeq > lastSeq) {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.thread(topicName) });
    }
  }, [queryClient, topicName, lastSeq, listedLastSeq]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
      <ThreadHeader topic={topic} onBack={onBack} />
      <MessageThread
        topicName={topicName}
        me={me}
        pending={pending}
        onRetry={onRetry}
        onDiscard={onDiscard}
        onLastSeq={onLastSeq}
      />
      <MessageComposer key={topicName} topicName={topicName} onSend={onSend} />
    </Box>
  );
}
