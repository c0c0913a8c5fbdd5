import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconFileTypePdf, IconPhotoScan } from '@tabler/icons-react';
import { ID_DOCUMENT_MAX_PAGES, RECOGNITION_MAX_PAGES } from '@portal/domain';
import {
  ACCEPTED_TYPES,
  checkChosenFiles,
  MAX_BYTES,
  toMegabytes,
  type TChoiceRefusal,
  type TRecognitionFileKind,
} from '../chosen-file';

interface TRecognitionDropZoneProps {
  /** What is read: one PDF of a company form (the default), or a photo or scan of an identity document. */
  kind?: TRecognitionFileKind;
  disabled?: boolean;
  /** One PDF within the limits was chosen or dropped. */
  onFile: (file: File) => void;
  /** Anything else was: the caller says why. */
  onRefused: (refusal: TChoiceRefusal) => void;
}

/**
 * Where the document is dropped, or chosen with the button (the keyboard's way in): one file of a type
 * the reader takes, checked here before anything is sent.
 */
export default function RecognitionDropZone({
  kind = 'company-form',
  disabled = false,
  onFile,
  onRefused,
}: TRecognitionDropZoneProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function take(list: FileList | null) {
    if (!list || list.length === 0 || disabled) return;
    const checked = checkChosenFiles([...list], kind);
    if ('file' in checked) onFile(checked.file);
    else onRefused(checked.refusal);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  return (
    <Box
      data-testid="recognition-drop"
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
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        opacity: disabled ? 0.7 : 1,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
      }}
    >
      <Button
        variant="contained"
        disabled={disabled}
        startIcon={
          kind === 'id-document' ? (
            <IconPhotoScan size={18} stroke={1.8} aria-hidden="true" />
          ) : (
            <IconFileTypePdf size={18} stroke={1.8} aria-hidden="true" />
          )
        }
        onClick={() => input.current?.click()}
        aria-describedby={rulesId}
        sx={{ flexShrink: 0 }}
      >
        {t(kind === 'id-document' ? 'idRecognition.choose' : 'recognition.choose')}
      </Button>
      <Typography id={rulesId} variant="body2" sx={{ color: 'text.secondary' }}>
        {dragging
          ? t('recognition.dropActive')
          : kind === 'id-document'
            ? t('idRecognition.dropHere', {
                limit: toMegabytes(MAX_BYTES[kind]),
                pages: ID_DOCUMENT_MAX_PAGES,
              })
            : t('recognition.dropHere', {
                limit: toMegabytes(MAX_BYTES[kind]),
                pages: RECOGNITION_MAX_PAGES,
              })}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        disabled={disabled}
        accept={ACCEPTED_TYPES[kind].accept}
        data-testid="recognition-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
