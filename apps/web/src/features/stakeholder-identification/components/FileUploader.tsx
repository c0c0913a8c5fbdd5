import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { LIMITS } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { fieldId } from '../particulars';
import { useIdentificationForm } from '../form-context';
import { checkUploadLimits, isUnsupportedType, toMegabytes, UPLOAD_ACCEPT } from '../upload-limits';
import UploadedFileList, { FileSize } from './UploadedFileList';

interface TInFlight {
  key: number;
  name: string;
  size: number;
  progress: number;
}

let nextKey = 0;

/**
 * A plain uploader (spec §5): a drag area and a file picker; limits of size and count checked
 * before anything is sent; progress, then the file listed with its name and size.
 */
export default function FileUploader({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  const input = useRef<HTMLInputElement>(null);
  const [inFlight, setInFlight] = useState<TInFlight[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const ids = form.fileIds(path);
  const error = form.messageFor(path);
  const id = fieldId(path);

  function failureText(name: string, failure: unknown): string {
    if (isUnsupportedType(failure)) return t('shIdentification.upload.unsupportedType', { name });
    if (isApiError(failure) && failure.status === 0) return t('shIdentification.upload.offline', { name });
    return t('shIdentification.upload.failed', {
      name,
      message: failure instanceof Error ? failure.message : '',
    });
  }

  async function send(file: File) {
    const key = ++nextKey;
    setInFlight((items) => [...items, { key, name: file.name, size: file.size, progress: 0 }]);
    try {
      const meta = await form.upload(form.uploadTarget, file, (progress) =>
        setInFlight((items) => items.map((item) => (item.key === key ? { ...item, progress } : item))),
      );
      form.rememberFiles([meta]);
      form.addFileId(path, meta.fileID);
      form.touch(path);
    } catch (failure) {
      setProblems((list) => [...list, failureText(file.name, failure)]);
    } finally {
      setInFlight((items) => items.filter((item) => item.key !== key));
    }
  }

  function accept(list: FileList | null) {
    if (!list || form.readOnly) return;
    const { accepted, refused } = checkUploadLimits([...list], ids.length + inFlight.length);
    setProblems(
      refused.map((r) =>
        r.reason === 'size'
          ? t('shIdentification.upload.fileExceedSizeMessage', {
              name: r.file.name,
              size: toMegabytes(r.file.size),
              limit: toMegabytes(LIMITS.uploadMaxBytes),
            })
          : t('shIdentification.upload.tooMany', { name: r.file.name, max: LIMITS.uploadMaxFiles }),
      ),
    );
    for (const file of accepted) void send(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h4" id={`${id}-label`}>
        {label}
      </Typography>
      {hint && <Typography sx={{ color: 'text.secondary' }}>{hint}</Typography>}
      {!form.readOnly && (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: dragging ? 'action.hover' : 'transparent',
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
            startIcon={<IconUpload size={18} stroke={1.8} aria-hidden="true" />}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-label ${id}-rules`}
          >
            {t('shIdentification.upload.choose')}
          </Button>
          <Typography id={`${id}-rules`} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shIdentification.upload.dropHere', {
              max: LIMITS.uploadMaxFiles,
              limit: toMegabytes(LIMITS.uploadMaxBytes),
            })}
          </Typography>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={UPLOAD_ACCEPT}
            data-testid={`${id}-input`}
            onChange={(event) => {
              accept(event.target.files);
              event.target.value = '';
            }}
          />
        </Box>
      )}
      {inFlight.map((item) => (
        <Box key={item.key}>
          <Typography variant="body2">
            {t('shIdentification.upload.uploading', { name: item.name })} <FileSize bytes={item.size} />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            aria-label={t('shIdentification.upload.progress', { name: item.name })}
          />
        </Box>
      ))}
      {problems.length > 0 && (
        <Alert severity="error" onClose={() => setProblems([])}>
          {problems.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      <UploadedFileList
        ids={ids}
        onRemove={form.readOnly ? undefined : (fileID) => form.removeFileId(path, fileID)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
