import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import QueryStatus from '../../account/components/QueryStatus';
import type { TListVersions } from '../api';
import ListUploadCard from './ListUploadCard';
import ListVersionList from './ListVersionList';

/**
 * The lists a search runs on now (each list's current version and its publication date), or that
 * none is loaded: staff are told to ask the platform operator; SMOOOTH gets the upload right here.
 */
export default function ScreeningListsPanel({
  lists,
  mayUpload,
}: {
  lists: UseQueryResult<TListVersions, unknown>;
  mayUpload: boolean;
}) {
  const { t } = useTranslation();
  const [uploadOpen, setUploadOpen] = useState(false);
  if (!lists.data)
    return (
      <QueryStatus
        isPending={lists.isPending}
        failedText={t('nameSearch.lists.loadFailed')}
        onRetry={() => void lists.refetch()}
      />
    );
  const current = lists.data.versions.filter((v) => v.current);
  const loaded = lists.data.loaded && current.length > 0;
  return (
    <Stack spacing={2}>
      {loaded ? (
        <Box>
          <Typography variant="h4" component="h2" id="ns-lists-title" sx={{ mb: 1 }}>
            {t('nameSearch.lists.title')}
          </Typography>
          <ListVersionList versions={current} label={t('nameSearch.lists.title')} />
        </Box>
      ) : (
        <Alert severity="warning">
          <AlertTitle component="h2">{t('nameSearch.lists.noneTitle')}</AlertTitle>
          {mayUpload ? t('nameSearch.lists.noneUpload') : t('nameSearch.lists.noneAskOperator')}
        </Alert>
      )}
      {mayUpload && (
        <Box>
          {loaded && (
            <Button
              onClick={() => setUploadOpen(!uploadOpen)}
              aria-expanded={uploadOpen}
              aria-controls="ns-list-upload"
              endIcon={
                uploadOpen ? (
                  <IconChevronUp size={18} aria-hidden="true" />
                ) : (
                  <IconChevronDown size={18} aria-hidden="true" />
                )
              }
            >
              {t('nameSearch.upload.title')}
            </Button>
          )}
          <Collapse in={!loaded || uploadOpen} id="ns-list-upload">
            <Box
              component="section"
              aria-labelledby="ns-upload-title"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2.5, mt: loaded ? 1 : 0 }}
            >
              <Typography id="ns-upload-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
                {t('nameSearch.upload.title')}
              </Typography>
              <ListUploadCard />
            </Box>
          </Collapse>
        </Box>
      )}
    </Stack>
  );
}
