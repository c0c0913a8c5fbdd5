import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconPrinter, IconSearch } from '@tabler/icons-react';
import type { TNameSearch, TRouteName } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { saveBlob } from '../../docs-sign/use-file-download';
import { downloadSearchRecord, nameSearchQuery } from '../api';
import DecisionLog from '../components/DecisionLog';
import ListVersionList from '../components/ListVersionList';
import OutcomeChip from '../components/OutcomeChip';
import SearchQuerySummary from '../components/SearchQuerySummary';
import SearchResults from '../components/SearchResults';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Print record": the PDF the server draws of the search, fetched with the session's token. */
function PrintButton({ search }: { search: TNameSearch }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [pending, setPending] = useState(false);
  const print = async () => {
    setPending(true);
    try {
      const blob = await downloadSearchRecord(search.searchID);
      saveBlob(blob, `name-search-${formatDate(search.createdAt)}-${search.searchID.slice(0, 8)}.pdf`);
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      loading={pending}
      startIcon={<IconPrinter size={18} aria-hidden="true" />}
      onClick={() => void print()}
    >
      {t('nameSearch.record.print')}
    </Button>
  );
}

/**
 * /name-search/history/:searchID (spec §2; staff): the record of one search, as it ran: the query, the
 * list versions used, the matches as they were, every decision with who took it and when, the
 * controls for the hits still open, and the printable PDF.
 */
export default function NameSearchRecordPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { searchID = '' } = useParams();
  const { data: search, isPending, isError, error, refetch } = useQuery(nameSearchQuery(searchID));
  const back = (
    <Button
      component={RouterLink}
      to="/name-search/history"
      startIcon={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {t('nameSearch.record.back')}
    </Button>
  );
  if (!search) {
    const notFound = isError && isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <MainCard title={t(`screens.${routeName}`)} titleLevel="h1">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {notFound ? (
            <Alert severity="info">{t('nameSearch.record.notFound')}</Alert>
          ) : (
            <QueryStatus
              isPending={isPending}
              failedText={t('nameSearch.record.loadFailed')}
              onRetry={() => void refetch()}
            />
          )}
          {back}
        </Stack>
      </MainCard>
    );
  }
  const again = {
    name: search.name,
    type: search.type,
    dateOfBirth: search.dateOfBirth,
    nationality: search.nationality,
    idNumber: search.idNumber,
  };
  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1}>
            <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {t('nameSearch.record.title', { name: search.name })}
            </Typography>
            <Box>
              <OutcomeChip outcome={search.outcome} size="medium" />
            </Box>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', flexShrink: 0 }}>
            <PrintButton search={search} />
            <Button
              component={RouterLink}
              to="/name-search/add"
              state={{ again }}
              startIcon={<IconSearch size={18} aria-hidden="true" />}
            >
              {t('nameSearch.record.again')}
            </Button>
            {search.caseID ? (
              <Button
                component={RouterLink}
                to={`/due-diligence/${encodeURIComponent(search.caseID)}`}
                startIcon={<IconArrowLeft size={18} aria-hidden="true" />}
              >
                {t('nameSearch.record.backToCase')}
              </Button>
            ) : (
              back
            )}
          </Stack>
        </Stack>
        <Section title={t('nameSearch.record.query')}>
          <SearchQuerySummary search={search} />
        </Section>
        <Section title={t('nameSearch.record.lists')}>
          <ListVersionList versions={search.listVersions} label={t('nameSearch.record.lists')} showCurrent />
        </Section>
        <Section title={t('nameSearch.record.results')}>
          <SearchResults search={search} mayDecide />
        </Section>
        <Section title={t('nameSearch.decisions.title')}>
          <DecisionLog search={search} />
        </Section>
      </Stack>
    </MainCard>
  );
}
