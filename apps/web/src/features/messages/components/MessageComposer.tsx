import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

interface TDraft {
  text: string;
  attachments: TChatAttachment[];
  /** The uploader is open (closing it cancels the files still on their way). */
  attaching: boolean;
  /** Files still on their way: sending now would leave them behind. */
  uploading: number;
  /** Enter or Send came while files were uploading: the message goes when the last one is in. */
  queued: boolean;
  /** The message last released; a new object each time, handed to onSend once. */
  outgoing: { text: string; attachments: TChatAttachment[] } | null;
}

type TDraftAction =
  | { type: 'edit'; text: string }
  | { type: 'toggleAttaching' }
  | { type: 'uploadStarted' }
  | { type: 'uploaded'; attachment: TChatAttachment }
  | { type: 'uploadFailed' }
  | { type: 'detach'; fileID: string }
  | { type: 'submit' }
  | { type: 'cancelQueued' };

const EMPTY_DRAFT: TDraft = {
  text: '',
  attachments: [],
  attaching: false,
  uploading: 0,
  queued: false,
  outgoing: null,
};

const isTooLong = (text: string) => text.length > MESSAGE_MAX_LENGTH;

/** Releases the message and empties the box; with nothing to send, only the queue ends. */
function release(draft: TDraft): TDraft {
  const text = draft.text.trim();
  if (text === '' && draft.attachments.length === 0) return { ...draft, queued: false };
  return { ...EMPTY_DRAFT, outgoing: { text, attachments: draft.attachments } };
}

function reduceDraft(draft: TDraft, action: TDraftAction): TDraft {
  switch (action.type) {
    case 'edit':
      // A message that is too long is never sent, so it does not stay queued either.
      return { ...draft, text: action.text, queued: draft.queued && !isTooLong(action.text) };
    case 'toggleAttaching':
      return { ...draft, attaching: !draft.attaching };
    case 'uploadStarted':
      return { ...draft, uploading: draft.uploading + 1 };
    case 'uploaded': {
      // The file joins the draft in the step that counts it done, so a queued message has it.
      const attachments = [...draft.attachments, action.attachment];
      const next = { ...draft, attachments, uploading: draft.uploading - 1 };
      return next.queued && next.uploading === 0 ? release(next) : next;
    }
    case 'uploadFailed':
      // Failed or cancelled (the uploader shows which): a queued message would go without the file.
      return { ...draft, uploading: draft.uploading - 1, queued: false };
    case 'detach':
      return { ...draft, attachments: draft.attachments.filter((a) => a.fileID !== action.fileID) };
    case 'submit':
      if (draft.queued || isTooLong(draft.text)) return draft;
      return draft.uploading > 0 ? { ...draft, queued: true } : release(draft);
    case 'cancelQueued':
      return { ...draft, queued: false };
  }
}

function toAttachment(file: TUploadedFile): TChatAttachment {
  return {
    fileID: file.fileID,
    fileName: file.fileName,
    fileSize: file.fileSize,
    fileType: file.fileType ?? '',
  };
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing Chinese only confirms the characters). Files are uploaded first (id field topicName) and
 * go with the next message; Enter while some are still on their way sends once they are all in.
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
  const [draft, dispatch] = useReducer(reduceDraft, EMPTY_DRAFT);
  const { text, attachments, attaching, queued, outgoing } = draft;
  const tooLong = isTooLong(text);
  const canSend = !tooLong && (draft.uploading > 0 || text.trim() !== '' || attachments.length > 0);

  // A queued message is released by an upload finishing, not by an event here: the parent hears of
  // each message once, after the update that released it.
  const handedOver = useRef<TDraft['outgoing']>(null);
  useEffect(() => {
    if (!outgoing || handedOver.current === outgoing) return;
    handedOver.current = outgoing;
    onSend(outgoing.text, outgoing.attachments);
  }, [outgoing, onSend]);

  // Not FileUploader's onUploaded: it is called only after this promise settles, a step after the
  // count would have fallen, and a queued message could leave without the last file.
  const upload: TUploadOne = async (file, onProgress, signal) => {
    dispatch({ type: 'uploadStarted' });
    try {
      const uploaded = await uploadAttachment(topicName, file, onProgress, signal);
      dispatch({ type: 'uploaded', attachment: toAttachment(uploaded) });
      return uploaded;
    } catch (failure) {
      dispatch({ type: 'uploadFailed' });
      throw failure;
    }
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    dispatch({ type: 'submit' });
  }

  const helperText = queued ? (
    <>
      {t('messages.sendQueued')}
      <Button
        size="small"
        onClick={() => dispatch({ type: 'cancelQueued' })}
        sx={{ ml: 1, px: 0.5, py: 0, minWidth: 0, fontSize: 'inherit', verticalAlign: 'baseline' }}
      >
        {t('messages.cancel')}
      </Button>
    </>
  ) : tooLong ? (
    t('messages.tooLong', { max: MESSAGE_MAX_LENGTH })
  ) : (
    // Phones have no Shift key to speak of: the hint is for keyboards.
    <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
      {t('messages.keyHint')}
    </Box>
  );

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
              onDelete={() => dispatch({ type: 'detach', fileID: attachment.fileID })}
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
            onClick={() => dispatch({ type: 'toggleAttaching' })}
          >
            <IconPaperclip size={20} stroke={1.8} />
          </IconButton>
        </Tooltip>
        <TextField
          value={text}
          onChange={(event) => dispatch({ type: 'edit', text: event.target.value })}
          onKeyDown={onKeyDown}
          placeholder={t('messages.placeholder')}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          helperText={helperText}
          slotProps={{
            htmlInput: { 'aria-label': t('messages.messageField') },
            // Always there (its hint hidden on phones), so screen readers hear the queued line come.
            formHelperText: { 'aria-live': 'polite', sx: { mx: 0.5 } },
          }}
        />
        <Tooltip title={t('messages.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('messages.send')}
              disabled={!canSend}
              onClick={() => dispatch({ type: 'submit' })}
            >
              <IconSend size={20} stroke={1.8} />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Box>
  );
}
