import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconSignature } from '@tabler/icons-react';
import { ongoingCasePath, type TCaseDocument, type TDocumentSignatory, type TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import type { TUploadOne } from '../../files/FileUploader';
import TaskTitle from '../../tasks/components/TaskTitle';
import { companyNameOf, secondCompanyNameOf } from '../../tasks/task-format';
import { caseDocumentsQuery } from '../api';
import type { TCanvasFactory } from '../signature-strokes';
import { documentsToSign, splitDocuments, type TSigningItem } from '../signing-state';
import { useFileDownload } from '../use-file-download';
import { useSigningCompletion } from '../use-signing-completion';
import DocumentCard from './DocumentCard';
import MissingSignatures from './MissingSignatures';
import PaperSignatureDialog from './PaperSignatureDialog';
import SignDialog from './SignDialog';

function DocumentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="h4" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The signing page of a case (issue 6): the documents the caller must sign first, then the others
 * they may see; signing by drawing or typing; paper-signed copies for holders without an account;
 * who still has to sign; and, once all is signed, on to the completed task.
 */
export default function DocsSignScreen({
  task,
  makeCanvas,
  upload,
}: {
  task: TTask;
  /** Test seams: the canvas the drawing is exported on, and the upload transport. */
  makeCanvas?: TCanvasFactory;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const documents = useQuery(caseDocumentsQuery(task.caseID));
  const checkCompletion = useSigningCompletion(task);
  const { pending, download } = useFileDownload();
  const [signing, setSigning] = useState<TSigningItem[]>([]);
  const [paper, setPaper] = useState<TSigningItem | null>(null);
  const [preview, setPreview] = useState<TCaseDocument | null>(null);
  const complete = documents.data?.signingComplete === true;

  // Arriving after the last signature went in elsewhere: the task may be done already.
  useEffect(() => {
    if (complete) void checkCompletion();
  }, [complete, checkCompletion]);

  const second = secondCompanyNameOf(task);
  const header = (
    <Box>
      <TaskTitle task={task} />
      <Typography sx={{ mt: 0.5, fontWeight: 500 }}>
        {companyNameOf(task)}
        {second && (
          <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
            {second}
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {task.caseRef}
      </Typography>
    </Box>
  );

  if (!documents.data) {
    return (
      <MainCard>
        <Stack spacing={3}>
          {header}
          {documents.isError ? (
            <QueryStatus
              isPending={false}
              failedText={t('docsSign.loadFailed')}
              onRetry={() => void documents.refetch()}
            />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label={t('docsSign.loading')} />
            </Box>
          )}
        </Stack>
      </MainCard>
    );
  }

  const data = documents.data;
  const { toSign, others } = splitDocuments(data.documents);
  const mine = data.signingOpen ? documentsToSign(data.documents) : [];
  const card = (document: TCaseDocument) => (
    <DocumentCard
      key={document.documentID}
      document={document}
      signingOpen={data.signingOpen}
      downloading={pending === document.fileID}
      onPreview={() => setPreview(document)}
      onDownload={() => download(document.fileID, document.fileName)}
      onSign={(signatory: TDocumentSignatory) => setSigning([{ document, signatory }])}
      onRecordPaper={(signatory: TDocumentSignatory) => setPaper({ document, signatory })}
    />
  );
  const changed = () => void documents.refetch();

  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          {header}
          {mine.length > 1 && (
            <Button
              variant="contained"
              onClick={() => setSigning(mine)}
              startIcon={<IconSignature size={18} stroke={1.8} aria-hidden="true" />}
              sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}
            >
              {t('docsSign.signAll', { count: mine.length })}
            </Button>
          )}
        </Stack>
        {complete ? (
          <Alert severity="success" role="status">
            <AlertTitle>{t('docsSign.complete.title')}</AlertTitle>
            {t('docsSign.complete.body')}
          </Alert>
        ) : (
          <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>{t('docsSign.intro')}</Typography>
        )}
        {!data.signingOpen && !complete && <Alert severity="info">{t('docsSign.notOpen')}</Alert>}
        {data.documents.length === 0 && <Alert severity="info">{t('docsSign.none')}</Alert>}
        {toSign.length > 0 && (
          <DocumentSection
            id="documents-to-sign"
            title={t('docsSign.sections.toSign', { count: toSign.length })}
          >
            {toSign.map(card)}
          </DocumentSection>
        )}
        {others.length > 0 && (
          <DocumentSection
            id="documents-other"
            title={toSign.length > 0 ? t('docsSign.sections.others') : t('docsSign.sections.all')}
          >
            {others.map(card)}
          </DocumentSection>
        )}
        <MissingSignatures documents={data} />
        <Box>
          <Button
            component={RouterLink}
            to={ongoingCasePath(task.caseID)}
            variant="outlined"
            startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('docsSign.openCase')}
          </Button>
        </Box>
      </Stack>
      {signing.length > 0 && (
        <SignDialog
          key={signing.map((item) => item.document.documentID).join()}
          caseID={task.caseID}
          items={signing}
          makeCanvas={makeCanvas}
          onClose={() => setSigning([])}
          onChanged={changed}
          onSigned={(count) => {
            setSigning([]);
            showSuccess(t('docsSign.signed', { count }));
            void checkCompletion();
          }}
        />
      )}
      {paper && (
        <PaperSignatureDialog
          caseID={task.caseID}
          document={paper.document}
          signatory={paper.signatory}
          upload={upload}
          onClose={() => setPaper(null)}
          onRecorded={() => {
            setPaper(null);
            showSuccess(t('docsSign.paper.recorded', { name: paper.signatory.name }));
            void checkCompletion();
          }}
        />
      )}
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </MainCard>
  );
}
