import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SharedFileUploader from '../../files/FileUploader';
import { fieldId } from '../particulars';
import { useIdentificationForm } from '../form-context';
import UploadedFileList from './UploadedFileList';

/**
 * A document field of the form (spec §5): the shared uploader for new files, then the field's files
 * with preview, download and remove. Uploaded files join the field's ids and are saved with the draft.
 */
export default function FileUploader({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const form = useIdentificationForm();
  const ids = form.fileIds(path);
  const error = form.messageFor(path);
  const id = fieldId(path);
  const { caseID, holderID } = form.uploadTarget;

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h4" id={`${id}-label`}>
        {label}
      </Typography>
      {hint && <Typography sx={{ color: 'text.secondary' }}>{hint}</Typography>}
      {!form.readOnly && (
        <SharedFileUploader
          id={id}
          describedBy={`${id}-label`}
          error={Boolean(error)}
          uploadId={caseID}
          fields={{ holderID }}
          alreadyAttached={ids.length}
          hideDone
          upload={(file, onProgress, signal) => form.upload(form.uploadTarget, file, onProgress, signal)}
          onUploaded={(meta) => {
            form.rememberFiles([meta]);
            form.addFileId(path, meta.fileID);
            form.touch(path);
          }}
        />
      )}
      <UploadedFileList
        ids={ids}
        onRemove={form.readOnly ? undefined : (fileID) => form.removeFileId(path, fileID)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
