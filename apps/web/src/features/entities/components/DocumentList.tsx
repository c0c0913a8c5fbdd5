import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { TEntityDocument } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { EmptyRow, VisuallyHidden } from '../../account-management/components/list-parts';
import { completePath } from '../../cases/case-paths';
import { useFileDownload } from '../../docs-sign/use-file-download';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import FileSize from '../../files/FileSize';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/**
 * What a document is called: a case document's title, else the label of the kind the firm recorded
 * (certificate of incorporation …) when this version knows it, else the file's name.
 */
export function useDocumentLabel() {
  const { t, i18n } = useTranslation();
  return (d: TEntityDocument): string => {
    if (d.title) return d.title;
    const key = d.docKind ? `entities.documents.kinds.${d.docKind}` : null;
    return key && i18n.exists(key) ? t(key) : d.fileName;
  };
}

/** Documents with their size, origin and date; each can be previewed (spec §2 dialog) or downloaded. */
export default function DocumentList({
  documents,
  label,
}: {
  documents: readonly TEntityDocument[];
  label: string;
}) {
  const { t } = useTranslation();
  const labelOf = useDocumentLabel();
  const { pending, download } = useFileDownload();
  const [preview, setPreview] = useState<{ fileID: string; name: string } | null>(null);
  return (
    <>
      <CardsOnPhone>
        <Table size="small" aria-label={label} sx={{ minWidth: 720, '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('entities.documents.name')}</TableCell>
              <TableCell>{t('entities.documents.source')}</TableCell>
              <TableCell>{t('entities.documents.date')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('entities.documents.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.length === 0 && <EmptyRow columns={4}>{t('entities.documents.none')}</EmptyRow>}
            {documents.map((d) => {
              const name = labelOf(d);
              return (
                <TableRow key={d.fileID}>
                  <TableCell sx={{ minWidth: 240 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {name !== d.fileName && `${d.fileName} `}
                      <FileSize bytes={d.fileSize} />
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      {d.caseID && d.caseRef ? (
                        <Link component={RouterLink} to={completePath(d.caseID)} underline="hover">
                          {d.caseRef}
                        </Link>
                      ) : (
                        <Typography variant="body2">{t('entities.documents.companyFile')}</Typography>
                      )}
                      {d.signed && (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={t('entities.documents.signed')}
                        />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(d.createdDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                    <Button
                      size="small"
                      startIcon={<IconEye size={16} stroke={1.8} aria-hidden="true" />}
                      aria-label={t('files.previewFile', { name })}
                      onClick={() => setPreview({ fileID: d.fileID, name: d.fileName })}
                    >
                      {t('files.preview')}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<IconDownload size={16} stroke={1.8} aria-hidden="true" />}
                      aria-label={t('entities.documents.downloadFile', { name })}
                      loading={pending === d.fileID}
                      onClick={() => download(d.fileID, d.fileName)}
                    >
                      {t('files.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardsOnPhone>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.name ?? ''}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
