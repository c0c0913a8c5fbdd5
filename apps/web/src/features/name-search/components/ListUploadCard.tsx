import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { ERROR_CODES, type TListVersion } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FileSize from '../../files/FileSize';
import { useImportLists } from '../api';
import ListVersionList from './ListVersionList';

/** The files of one publication: the UN XML, or OFAC's sdn.csv with alt.csv, add.csv and sdn_comments.csv. */
export const MAX_LIST_FILES = 4;

/**
 * SMOOOTH loads the sanctions lists here (issue 20 point 1): the files of a publication are sent
 * together, the server tells the lists apart by their content and imports each as a new version,
 * all or nothing; a malformed file is refused with the server's message and the current version
 * stays in force.
 */
export default function ListUploadCard() {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [imported, setImported] = useState<TListVersion[] | null>(null);
  const importLists = useImportLists();

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const next = [...files];
    for (const file of chosen) if (!next.some((f) => f.name === file.name)) next.push(file);
    setTooMany(next.length > MAX_LIST_FILES);
    setFiles(next.slice(0, MAX_LIST_FILES));
    setImported(null);
    importLists.reset();
  };
  const remove = (name: string) => {
    setFiles(files.filter((f) => f.name !== name));
    setTooMany(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const send = () =>
    importLists.mutate(files, {
      onSuccess: (answer) => {
        setImported(answer.versions);
        setFiles([]);
      },
    });

  const error = importLists.error;
  const refusal =
    // The server says in the reader's language which file and line it could not read.
    isApiError(error) && error.code === ERROR_CODES.SCREENING_LIST_INVALID
      ? error.message
      : error
        ? t('nameSearch.upload.failed')
        : null;

  return (
    <Stack spacing={2}>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
        {t('nameSearch.upload.hint')}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2.5,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept=".xml,.csv,text/xml,application/xml,text/csv"
          aria-describedby={hintId}
          hidden
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<IconFileUpload size={18} aria-hidden="true" />}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {t('nameSearch.upload.choose')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('nameSearch.upload.drop')}
        </Typography>
      </Box>
      {tooMany && <Alert severity="warning">{t('nameSearch.upload.tooMany', { max: MAX_LIST_FILES })}</Alert>}
      {files.length > 0 && (
        <Stack component="ul" spacing={0.5} aria-label={t('nameSearch.upload.chosen')} sx={{ m: 0, p: 0 }}>
          {files.map((file) => (
            <Stack component="li" key={file.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <FileSize bytes={file.size} />
              <IconButton
                size="small"
                aria-label={t('nameSearch.upload.remove', { name: file.name })}
                onClick={() => remove(file.name)}
                disabled={importLists.isPending}
              >
                <IconX size={16} aria-hidden="true" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {imported && (
        <Alert severity="success">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('nameSearch.upload.done', { count: imported.length })}
          </Typography>
          <ListVersionList versions={imported} label={t('nameSearch.upload.importedList')} />
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          disabled={files.length === 0}
          loading={importLists.isPending}
          onClick={send}
        >
          {t('nameSearch.upload.import', { count: files.length })}
        </Button>
      </Box>
    </Stack>
  );
}
