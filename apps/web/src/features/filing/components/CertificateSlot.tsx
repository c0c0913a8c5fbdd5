import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileUploader, { type TUploadOne } from '../../files/FileUploader';
import FileRow from './FileRow';

interface TFileRef {
  fileID: string;
  fileName: string;
  fileSize: number;
}

/** One certificate: the stored file (preview, download, replace), or an uploader for it. */
export default function CertificateSlot({
  id,
  caseID,
  fields,
  label,
  file,
  editable,
  error,
  upload,
  onUploaded,
  onRemove,
  onPreview,
}: {
  id: string;
  caseID: string;
  /** More fields sent with the file, e.g. { holderID }. */
  fields?: Record<string, string>;
  label: string;
  file: TFileRef | null;
  editable: boolean;
  error?: string;
  upload?: TUploadOne;
  onUploaded: (file: TFileRef) => void;
  onRemove: () => void;
  onPreview: (file: TFileRef) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 500 }}>
        {label}
        <Typography component="span" sx={{ color: 'error.main', ml: 0.5 }} aria-hidden="true">
          *
        </Typography>
      </Typography>
      {file ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <FileRow {...file} onPreview={() => onPreview(file)}>
            {editable && (
              <Button
                size="small"
                color="error"
                onClick={onRemove}
                aria-label={t('filing.replaceFile', { name: label })}
              >
                {t('filing.replace')}
              </Button>
            )}
          </FileRow>
        </Box>
      ) : editable ? (
        <FileUploader
          uploadId={caseID}
          maxFiles={1}
          upload={upload}
          id={id}
          describedBy={`${id}-label`}
          error={Boolean(error)}
          fields={fields}
          onUploaded={(uploaded) => onUploaded(uploaded)}
          hideDone
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('filing.notYet')}</Typography>
      )}
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
