import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconFileTypePdf } from '@tabler/icons-react';
import { RECOGNITION_MAX_BYTES, RECOGNITION_MAX_PAGES } from '@portal/domain';
import { checkChosenFiles, toMegabytes, type TChoiceRefusal } from '../chosen-file';

interface TRecognitionDropZoneProps {
  disabled?: boolean;
  /** One PDF within the limits was chosen or dropped. */
  onFile: (file: File) => void;
  /** Anything else was: the caller says why. */
  onRefused: (refusal: TChoiceRefusal) => void;
}

/**
 * Where the officer drops the company form, or chooses it with the button (the keyboard's way in):
 * one PDF only, checked here before anything is sent.
 */
export default function RecognitionDropZone({
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
    const checked = checkChosenFiles([...list]);
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
        startIcon={<IconFileTypePdf size={18} stroke={1.8} aria-hidden="true" />}
        onClick={() => input.current?.click()}
        aria-describedby={rulesId}
        sx={{ flexShrink: 0 }}
      >
        {t('recognition.choose')}
      </Button>
      <Typography id={rulesId} variant="body2" sx={{ color: 'text.secondary' }}>
        {dragging
          ? t('recognition.dropActive')
          : t('recognition.dropHere', {
              limit: toMegabytes(RECOGNITION_MAX_BYTES),
              pages: RECOGNITION_MAX_PAGES,
            })}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        disabled={disabled}
        accept="application/pdf,.pdf"
        data-testid="recognition-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
