import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye, IconSignature } from '@tabler/icons-react';
import type { TCaseDocument, TDocumentSignatory } from '@portal/domain';
import FileSize from '../../files/FileSize';
import { mySignatory } from '../signing-state';
import DocumentStatusChip from './DocumentStatusChip';
import SignatoryList from './SignatoryList';

/** One document on the signing page: what it is, who signs it, and what the caller can do with it. */
export default function DocumentCard({
  document,
  signingOpen,
  downloading,
  onPreview,
  onDownload,
  onSign,
  onRecordPaper,
}: {
  document: TCaseDocument;
  signingOpen: boolean;
  downloading: boolean;
  onPreview: () => void;
  onDownload: () => void;
  onSign: (signatory: TDocumentSignatory) => void;
  onRecordPaper: (signatory: TDocumentSignatory) => void;
}) {
  const { t } = useTranslation();
  const mine = signingOpen ? mySignatory(document) : null;
  const headingID = `document-${document.documentID}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingID}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingID} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography>
          {document.subjectName && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('docsSign.document.subject', { name: document.subjectName })}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <DocumentStatusChip status={document.status} />
        </Box>
      </Stack>
      <SignatoryList
        signatories={document.signatories}
        mayRecordPaper={signingOpen}
        onRecordPaper={onRecordPaper}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {mine && (
          <Button
            variant="contained"
            onClick={() => onSign(mine)}
            startIcon={<IconSignature size={18} stroke={1.8} aria-hidden="true" />}
            aria-label={t('docsSign.document.signNamed', { title: document.title })}
          >
            {t('docsSign.document.sign')}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={onPreview}
          startIcon={<IconEye size={18} stroke={1.8} aria-hidden="true" />}
          aria-label={t('docsSign.document.previewNamed', { title: document.title })}
        >
          {t('docsSign.document.preview')}
        </Button>
        <Button
          onClick={onDownload}
          disabled={downloading}
          startIcon={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
          aria-label={t('docsSign.document.downloadNamed', { title: document.title })}
        >
          {t('docsSign.document.download')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <FileSize bytes={document.fileSize} />
        </Typography>
      </Stack>
    </Paper>
  );
}
