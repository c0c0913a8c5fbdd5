import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH, type TChatAttachment } from '@portal/domain';
import FileUploader, { type TUploadOne } from '../../files/FileUploader';
import type { TUploadedFile } from '../../files/upload-request';
import { uploadAttachment } from '../api';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing Chinese only confirms the characters). Files are uploaded first (id field topicName) and
 * go with the next message.
 */
export default function MessageComposer({
  topicName,
  onSend,
}: {
  topicName: string;
  onSend: (text: string, attachments: TChatAttachment[]) => void;
}) {
  const { t } = useTranslation();
  const uploaderId = useId();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<TChatAttachment[]>([]);
  const [attaching, setAttaching] = useState(false);
  // Files still on their way: sending now would leave them behind (and closing the panel cancel them).
  const [uploading, setUploading] = useState(0);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = !tooLong && uploading === 0 && (text.trim() !== '' || attachments.length > 0);

  const upload: TUploadOne = (file, onProgress, signal) => {
    setUploading((count) => count + 1);
    return uploadAttachment(topicName, file, onProgress, signal).finally(() =>
      setUploading((count) => count - 1),
    );
  };

  function submit() {
    if (!canSend) return;
    onSend(text.trim(), attachments);
    setText('');
    setAttachments([]);
    setAttaching(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onUploaded(file: TUploadedFile) {
    setAttachments((list) => [
      ...list,
      {
        fileID: file.fileID,
        fileName: file.fileName,
        fileSize: file.fileSize,
        fileType: file.fileType ?? '',
      },
    ]);
  }

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
      <Collapse in={attaching} unmountOnExit>
        <Box sx={{ pb: 1.5 }}>
          <FileUploader
            id={`${uploaderId}-files`}
            uploadId={topicName}
            idKey="topicName"
            maxFiles={MESSAGE_MAX_ATTACHMENTS}
            alreadyAttached={attachments.length}
            onUploaded={onUploaded}
            upload={upload}
            hideDone
          />
        </Box>
      </Collapse>
      {attachments.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          aria-label={t('messages.attached')}
          sx={{ flexWrap: 'wrap', gap: 0.75, pb: 1 }}
        >
          {attachments.map((attachment) => (
            <Chip
              key={attachment.fileID}
              icon={<IconPaperclip size={16} stroke={1.8} aria-hidden="true" />}
              label={attachment.fileName}
              onDelete={() => setAttachments((list) => list.filter((a) => a.fileID !== attachment.fileID))}
              slotProps={{ root: { 'aria-label': attachment.fileName } }}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        // Level with a one-line field; the hint under the field must not pull them down.
        sx={{ alignItems: 'flex-start', '& > .MuiIconButton-root, & > span': { mt: 1.25 } }}
      >
        <Tooltip title={t('messages.attach')}>
          <IconButton
            aria-label={t('messages.attach')}
            aria-expanded={attaching}
            color={attaching ? 'primary' : 'default'}
            onClick={() => setAttaching((open) => !open)}
          >
            <IconPaperclip size={20} stroke={1.8} />
          </IconButton>
        </Tooltip>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.placeholder')}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          helperText={tooLong ? t('messages.tooLong', { max: MESSAGE_MAX_LENGTH }) : t('messages.keyHint')}
          slotProps={{
            htmlInput: { 'aria-label': t('messages.messageField') },
            // Phones have no Shift key to speak of: the hint is for keyboards.
            formHelperText: { sx: { display: tooLong ? 'block' : { xs: 'none', md: 'block' }, mx: 0.5 } },
          }}
        />
        <Tooltip title={t('messages.send')}>
          <span>
            <IconButton color="primary" aria-label={t('messages.send')} disabled={!canSend} onClick={submit}>
              <IconSend size={20} stroke={1.8} />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Box>
  );
}
