import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { LIMITS, UPLOAD_ACCEPT } from '@portal/domain';
import { toMegabytes } from './file-size';
import { FileRequestError, uploadFiles, type TUploadedFile } from './upload-request';
import { countTaken, prepareFiles, UPLOAD_PHASE, uploadReducer, type TUploadItem } from './upload-state';
import UploadRow from './UploadRow';

/** Sends one file; tests and callers with their own transport pass their own. */
export type TUploadOne = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<TUploadedFile>;

export interface TFileUploaderProps {
  /** The value of the id field; without it nothing can be sent and the widget says so. */
  uploadId: string | null | undefined;
  /** The id field's name (spec §7: defaults to caseID). */
  idKey?: string;
  /** More fields sent with each file, e.g. { holderID }. */
  fields?: Record<string, string>;
  maxSize?: number;
  maxFiles?: number;
  /** Files already attached elsewhere that count against maxFiles. */
  alreadyAttached?: number;
  onUploaded?: (file: TUploadedFile) => void;
  /** Drop a row once it is uploaded, for callers that list uploaded files themselves. */
  hideDone?: boolean;
  upload?: TUploadOne;
  /** The id of the choose button (forms focus it from their problem list). */
  id?: string;
  /** Ids of texts that describe the button, e.g. the field's label. */
  describedBy?: string;
  /** Shows the drag area in the error colour (the field has a problem). */
  error?: boolean;
  /** Told when files start and stop being on their way, so a form can wait before it saves. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The shared uploader (spec §5, §6): a drag area and a file picker; size and count checked before
 * anything is sent; one request per file so one failure does not sink the others; each file a row
 * with its state, progress, error, Retry and Remove.
 */
export default function FileUploader({
  uploadId,
  idKey = 'caseID',
  fields,
  maxSize = LIMITS.uploadMaxBytes,
  maxFiles = LIMITS.uploadMaxFiles,
  alreadyAttached = 0,
  onUploaded,
  onBusyChange,
  hideDone = false,
  upload,
  id = 'file-uploader',
  describedBy,
  error = false,
}: TFileUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const [items, dispatch] = useReducer(uploadReducer, []);
  const busy = items.some((item) => UPLOAD_PHASE[item.state] === 'inProgress');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const [dragging, setDragging] = useState(false);
  const disabled = !uploadId;
  const limits = { maxSize, maxFiles };

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const sendOne: TUploadOne =
    upload ??
    ((file, onProgress, signal) =>
      uploadFiles({ idKey, id: uploadId ?? '', fields, files: [file], onProgress, signal }));

  async function send(item: TUploadItem) {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    dispatch({ type: 'start', key: item.key });
    try {
      dispatch({ type: 'params', key: item.key });
      // The id can vanish between choosing and sending (e.g. the case was closed meanwhile).
      if (!uploadId) throw new FileRequestError(400, 'VALIDATION_ERROR', idKey, idKey);
      const uploaded = await sendOne(
        item.file,
        (percent) => dispatch({ type: 'progress', key: item.key, percent }),
        controller.signal,
      );
      dispatch({ type: 'done', key: item.key, fileID: uploaded.fileID });
      onUploaded?.(uploaded);
      if (hideDone) dispatch({ type: 'remove', key: item.key });
    } catch (failure) {
      if (!controller.signal.aborted) dispatch({ type: 'fail', key: item.key, error: failure, idKey });
    } finally {
      controllers.current.delete(item.key);
    }
  }

  function accept(list: FileList | null) {
    if (!list || list.length === 0 || disabled) return;
    const added = prepareFiles([...list], limits, alreadyAttached + countTaken(items));
    dispatch({ type: 'add', items: added });
    for (const item of added) if (item.state === 'ready') void send(item);
  }

  function retry(item: TUploadItem) {
    dispatch({ type: 'retry', key: item.key });
    void send(item);
  }

  function remove(item: TUploadItem) {
    controllers.current.get(item.key)?.abort();
    dispatch({ type: 'remove', key: item.key });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  }

  return (
    <Stack spacing={1.5}>
      <Box
        data-testid={`${id}-drop`}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          opacity: disabled ? 0.7 : 1,
          p: 2.5,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <Button
          id={id}
          variant="outlined"
          disabled={disabled}
          startIcon={<IconUpload size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => input.current?.click()}
          aria-describedby={[describedBy, `${id}-rules`].filter(Boolean).join(' ')}
          sx={{ flexShrink: 0 }}
        >
          {t('files.choose', { count: maxFiles })}
        </Button>
        <Typography id={`${id}-rules`} variant="body2" sx={{ color: 'text.secondary' }}>
          {disabled
            ? t('files.noUploadId')
            : dragging
              ? t('files.dropActive')
              : t('files.dropHere', { count: maxFiles, limit: toMegabytes(maxSize) })}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          disabled={disabled}
          accept={UPLOAD_ACCEPT}
          data-testid={`${id}-input`}
          onChange={(event) => {
            accept(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {items.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={t('files.listLabel')} sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              limits={limits}
              onRetry={() => retry(item)}
              onRemove={() => remove(item)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
