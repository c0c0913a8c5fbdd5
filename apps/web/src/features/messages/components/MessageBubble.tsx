import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPaperclip } from '@tabler/icons-react';
import type { TChatAttachment, TLanguage } from '@portal/domain';
import { formatFileSize } from '../../files/file-size';
import { formatMessageTime } from '../message-format';

export interface TBubbleMessage {
  /** A stable key: `seq` for stored messages, the clientMessageID for pending ones. */
  key: string;
  text: string;
  attachments: readonly TChatAttachment[];
  createdDate: string;
  mine: boolean;
  status: 'stored' | 'sending' | 'failed';
}

function AttachmentChip({
  attachment,
  onOpen,
}: {
  attachment: TChatAttachment;
  onOpen?: (attachment: TChatAttachment) => void;
}) {
  const { t, i18n } = useTranslation();
  const { value, unit } = formatFileSize(attachment.fileSize, i18n.language);
  return (
    <Chip
      icon={<IconPaperclip size={16} stroke={1.8} aria-hidden="true" />}
      label={`${attachment.fileName} (${t(`files.size${unit}`, { value })})`}
      onClick={onOpen ? () => onOpen(attachment) : undefined}
      aria-label={onOpen ? t('messages.openAttachment', { name: attachment.fileName }) : undefined}
      variant="outlined"
      sx={{ maxWidth: '100%', bgcolor: 'background.paper' }}
    />
  );
}

/**
 * One message: mine on the right, theirs on the left, the text as plain React text with its line
 * breaks kept (pre-wrap) and never as HTML, attachments as chips that open the preview.
 */
export default function MessageBubble({
  message,
  onOpenAttachment,
  onRetry,
  onDiscard,
}: {
  message: TBubbleMessage;
  onOpenAttachment: (attachment: TChatAttachment) => void;
  onRetry?: () => void;
  onDiscard?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = formatMessageTime(message.createdDate, {
    language: i18n.language as TLanguage,
    yesterday: t('yesterday'),
  });
  const pending = message.status !== 'stored';
  return (
    <Box
      component="li"
      data-mine={message.mine || undefined}
      data-status={message.status}
      sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Stack
        spacing={0.5}
        sx={{ maxWidth: { xs: '88%', sm: '75%' }, alignItems: message.mine ? 'flex-end' : 'flex-start' }}
      >
        <Box
          sx={(theme) => ({
            px: 1.75,
            py: 1.1,
            borderRadius: 3,
            borderTopRightRadius: message.mine ? 4 : undefined,
            borderTopLeftRadius: message.mine ? undefined : 4,
            bgcolor: message.mine ? 'primary.main' : theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100',
            color: message.mine ? 'primary.contrastText' : 'text.primary',
            opacity: message.status === 'sending' ? 0.7 : 1,
            border: message.status === 'failed' ? 2 : 0,
            borderColor: 'error.main',
          })}
        >
          {message.text && (
            <Typography
              variant="body1"
              data-testid="message-text"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'inherit' }}
            >
              {message.text}
            </Typography>
          )}
          {message.attachments.length > 0 && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: message.text ? 1 : 0 }}>
              {message.attachments.map((attachment) => (
                <AttachmentChip
                  key={attachment.fileID}
                  attachment={attachment}
                  onOpen={pending ? undefined : onOpenAttachment}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Typography
          variant="caption"
          sx={{ color: message.status === 'failed' ? 'error.main' : 'text.secondary' }}
        >
          {message.status === 'sending'
            ? t('messages.sending')
            : message.status === 'failed'
              ? t('messages.notSent')
              : time}
        </Typography>
        {message.status === 'failed' && (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={onRetry}>
              {t('messages.retry')}
            </Button>
            <Button size="small" color="inherit" onClick={onDiscard}>
              {t('messages.discard')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
