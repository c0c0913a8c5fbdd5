import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { supportingDocumentsOf, type TAmendmentType } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, valueAt, withValueAt } from '../../case-form/draft-model';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import FileUploader from '../../files/FileUploader';

/** The most documents one change keeps (the schema's limit). */
const MAX_DOCUMENTS = 20;

/** What decides a change's papers: its type, and for an officer's change what happens to whom. */
type TPaperChange = { type: TAmendmentType; action?: 'APPOINT' | 'CEASE' | 'PARTICULARS'; role?: string };

/** The papers a change asks for, as the officer's checklist (in every view of the screen). */
export function PaperChecklist({ change, id }: { change: TPaperChange; id?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" id={id} sx={{ m: 0, pl: 2.5 }}>
      {supportingDocumentsOf(change).map((key) => (
        <Typography component="li" variant="body2" key={key}>
          {t(`recordUpdate.papers.${key}`)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The supporting papers of one change: what its type needs, and the files uploaded for it to the case
 * through the shared uploader (their ids kept in the change, so they are saved with the draft).
 */
export default function SupportingDocuments({
  path,
  change,
  caseID,
}: {
  path: string;
  change: TPaperChange;
  caseID: string;
}) {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const documentsPath = `${path}.documents`;
  const stored = valueAt(draft, documentsPath);
  const fileIDs = Array.isArray(stored) ? (stored as string[]) : [];
  // Names are known for files uploaded on this visit; earlier ones are listed by their order.
  const [names, setNames] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ fileID: string; fileName: string } | null>(null);
  const idBase = fieldID(documentsPath);
  const write = (next: (ids: string[]) => string[]) =>
    update((d) => {
      const current = valueAt(d, documentsPath);
      const ids = next(Array.isArray(current) ? (current as string[]) : []);
      // No key at all once none are left, as a change without papers is saved.
      return withValueAt(d, documentsPath, ids.length > 0 ? ids : undefined);
    });
  return (
    <Stack component="section" spacing={1} aria-labelledby={`${idBase}-title`}>
      <Typography variant="subtitle1" component="h4" id={`${idBase}-title`}>
        {t('recordUpdate.documents.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('recordUpdate.documents.needs')}
      </Typography>
      <PaperChecklist change={change} />
      {fileIDs.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {fileIDs.map((fileID, i) => {
            const fileName = names[fileID] ?? t('recordUpdate.documents.unnamed', { n: i + 1 });
            return (
              <Stack
                component="li"
                key={fileID}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
              >
                <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 }}>
                  {fileName}
                </Typography>
                <Button
                  size="small"
                  startIcon={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => setPreview({ fileID, fileName })}
                  aria-label={t('recordUpdate.documents.preview', { name: fileName })}
                >
                  {t('recordUpdate.documents.view')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => write((ids) => ids.filter((id) => id !== fileID))}
                  aria-label={t('recordUpdate.documents.remove', { name: fileName })}
                >
                  {t('recordUpdate.documents.removeShort')}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
      <FileUploader
        id={`${idBase}-upload`}
        uploadId={caseID}
        hideDone
        describedBy={`${idBase}-title`}
        maxFiles={MAX_DOCUMENTS}
        alreadyAttached={fileIDs.length}
        onUploaded={(file) => {
          setNames((current) => ({ ...current, [file.fileID]: file.fileName }));
          write((ids) => (ids.includes(file.fileID) ? ids : [...ids, file.fileID].slice(0, MAX_DOCUMENTS)));
        }}
      />
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}
