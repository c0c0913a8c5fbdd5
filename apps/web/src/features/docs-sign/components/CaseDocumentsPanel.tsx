import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconChevronUp, IconDownload, IconEye, IconShieldCheck } from '@tabler/icons-react';
import type { TCaseDocument } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import { caseDocumentsQuery, isNoDocuments, verifyDocument } from '../api';
import { useFileDownload } from '../use-file-download';
import DocumentStatusChip from './DocumentStatusChip';
import DocumentVersions from './DocumentVersions';
import VerifyCopyButton from './VerifyCopyButton';
import VerifyResult from './VerifyResult';

/** The anchor of the panel on the case page. */
export const DOCUMENTS_ANCHOR = 'case-documents';

interface TShownFile {
  fileID: string;
  fileName: string;
}

/** "name.pdf" → "name-v2.pdf": an earlier version downloads under a name of its own. */
export function versionFileName(fileName: string, version: number): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}-v${version}${fileName.slice(dot)}` : `${fileName}-v${version}`;
}

function DocumentRow({
  document,
  onShow,
  onDownload,
  downloading,
}: {
  document: TCaseDocument;
  onShow: (file: TShownFile) => void;
  onDownload: (file: TShownFile) => void;
  downloading: string | null;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [open, setOpen] = useState(false);
  const verify = useMutation({ mutationFn: () => verifyDocument(document.documentID), onError: showError });
  const signed = document.signatories.filter((s) => s.signed).length;
  const versionsID = `versions-${document.documentID}`;
  const versionFile = (version: number, fileID: string) => ({
    fileID,
    fileName: versionFileName(document.fileName, version),
  });
  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[
              document.subjectName ? t('docsSign.document.subject', { name: document.subjectName }) : '',
              document.signatories.length > 0
                ? t('docsSign.panel.signedCount', { signed, total: document.signatories.length })
                : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <DocumentStatusChip status={document.status} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => onShow(document)}
          startIcon={<IconEye size={16} stroke={1.8} aria-hidden="true" />}
          aria-label={t('docsSign.document.previewNamed', { title: document.title })}
        >
          {t('docsSign.document.preview')}
        </Button>
        <Button
          size="small"
          onClick={() => onDownload(document)}
          disabled={downloading === document.fileID}
          startIcon={<IconDownload size={16} stroke={1.8} aria-hidden="true" />}
          aria-label={t('docsSign.document.downloadNamed', { title: document.title })}
        >
          {t('docsSign.document.download')}
        </Button>
        <Button
          size="small"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
          startIcon={<IconShieldCheck size={16} stroke={1.8} aria-hidden="true" />}
          aria-label={t('docsSign.verify.buttonNamed', { title: document.title })}
        >
          {verify.isPending ? t('docsSign.verify.checking') : t('docsSign.verify.button')}
        </Button>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={versionsID}
          endIcon={
            open ? (
              <IconChevronUp size={16} stroke={1.8} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} stroke={1.8} aria-hidden="true" />
            )
          }
        >
          {t('docsSign.versions.toggle', { count: document.versions.length })}
        </Button>
      </Stack>
      {verify.data && <VerifyResult result={verify.data} />}
      <Collapse in={open} unmountOnExit>
        <DocumentVersions
          id={versionsID}
          document={document}
          onPreview={(v) => onShow(versionFile(v.version, v.fileID))}
          onDownload={(v) => onDownload(versionFile(v.version, v.fileID))}
        />
      </Collapse>
    </Box>
  );
}

/**
 * The case's generated documents on the case page (issue 6): status, versions, preview, download and
 * a check of the stored bytes against the recorded hash. Nothing shows for a case without documents.
 */
export default function CaseDocumentsPanel({ caseID }: { caseID: string }) {
  const { t } = useTranslation();
  const documents = useQuery(caseDocumentsQuery(caseID));
  const { pending, download } = useFileDownload();
  const [shown, setShown] = useState<TShownFile | null>(null);

  if (documents.isPending) return null;
  if (documents.isError) {
    if (isNoDocuments(documents.error)) return null;
    return (
      <MainCard title={t('docsSign.panel.title')} id={DOCUMENTS_ANCHOR}>
        <QueryStatus
          isPending={false}
          failedText={t('docsSign.loadFailed')}
          onRetry={() => void documents.refetch()}
        />
      </MainCard>
    );
  }
  const { data } = documents;
  if (data.documents.length === 0) return null;
  return (
    <MainCard title={t('docsSign.panel.title')} id={DOCUMENTS_ANCHOR}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {data.documents.map((document) => (
          <DocumentRow
            key={document.documentID}
            document={document}
            downloading={pending}
            onShow={setShown}
            onDownload={(file) => download(file.fileID, file.fileName)}
          />
        ))}
      </Box>
      {data.superseded.length > 0 && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {t('docsSign.panel.superseded')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {data.superseded.map((s) => (
              <li key={s.documentID}>
                <Button
                  size="small"
                  onClick={() => setShown({ fileID: s.fileID, fileName: `${s.title}.pdf` })}
                >
                  {s.title}
                </Button>
              </li>
            ))}
          </Box>
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <VerifyCopyButton />
      <DocumentPreviewDialog
        fileID={shown?.fileID ?? null}
        fileName={shown?.fileName ?? ''}
        onClose={() => setShown(null)}
      />
    </MainCard>
  );
}
