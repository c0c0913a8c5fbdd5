import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TRouteName } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { ongoingPath } from '../../cases/case-paths';
import { complianceRecordQuery } from '../api';
import { recordPath } from '../compliance-format';
import DocumentList from '../components/DocumentList';
import { DueDiligenceDetails, RiskDetails } from '../components/RecordDetails';
import { descriptionListSx, Field } from '../components/StakeholderParticulars';
import VersionHistory from '../components/VersionHistory';

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

/**
 * /compliance/:complianceID (spec §2, §3): type, created date, company name (English and Chinese),
 * shareholder name (due diligence), documents and remarks; then what was checked or weighed, who
 * prepared it, and every version with links. Records are never changed: a newer version says so.
 */
export default function ComplianceRecordPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { complianceID = '' } = useParams();
  const { data: record, isPending, isError, error, refetch } = useQuery(complianceRecordQuery(complianceID));
  const back = (
    <Button
      component={RouterLink}
      to="/compliance"
      startIcon={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {t('compliance.record.back')}
    </Button>
  );
  if (!record) {
    const notFound = isError && isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {notFound ? (
            <Alert severity="info">{t('compliance.record.notFound')}</Alert>
          ) : (
            <QueryStatus
              isPending={isPending}
              failedText={t('compliance.record.loadFailed')}
              onRetry={() => void refetch()}
            />
          )}
          {back}
        </Stack>
      </MainCard>
    );
  }
  const dueDiligence = record.complianceType === 'DUE_DILIGENCE';
  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h2" component="h1">
                {record.recordName || t(`compliance.type.${record.complianceType}`)}
              </Typography>
              <Chip
                label={t(`compliance.type.${record.complianceType}`)}
                color={dueDiligence ? 'primary' : 'secondary'}
              />
              <Chip variant="outlined" label={t('compliance.record.version', { version: record.version })} />
            </Stack>
          </Box>
          <Box sx={{ flexShrink: 0 }}>{back}</Box>
        </Stack>
        {record.supersededBy && (
          <Alert
            severity="warning"
            action={
              <Button
                component={RouterLink}
                to={recordPath(record.supersededBy)}
                color="inherit"
                size="small"
              >
                {t('compliance.record.openCurrent')}
              </Button>
            }
          >
            {t('compliance.record.superseded')}
          </Alert>
        )}
        <Box component="dl" sx={descriptionListSx}>
          <Field label={t('compliance.record.type')}>{t(`compliance.type.${record.complianceType}`)}</Field>
          <Field label={t('compliance.record.createdDate')}>{formatDisplayDate(record.createdDate)}</Field>
          <Field label={t('compliance.record.companyEngName')}>{record.companyEngName}</Field>
          <Field label={t('compliance.record.companyChiName')}>
            {record.companyChiName ? <span lang="zh-HK">{record.companyChiName}</span> : ''}
          </Field>
          {dueDiligence && <Field label={t('compliance.record.recordName')}>{record.recordName}</Field>}
          <Field label={t('compliance.record.case')}>
            {record.caseID ? (
              <Link component={RouterLink} to={ongoingPath(record.caseID)}>
                {record.caseRef ?? t('compliance.record.openCase')}
              </Link>
            ) : (
              ''
            )}
          </Field>
          <Field label={t('compliance.record.preparedBy')}>{record.preparedBy.name}</Field>
        </Box>
        <Divider />
        <Section title={dueDiligence ? t('compliance.record.checks') : t('compliance.record.assessment')}>
          {dueDiligence ? <DueDiligenceDetails record={record} /> : <RiskDetails record={record} />}
        </Section>
        <Section title={t('compliance.record.remarks')}>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', color: record.remarks ? undefined : 'text.secondary' }}
          >
            {record.remarks || t('compliance.record.noRemarks')}
          </Typography>
        </Section>
        <Section title={t('compliance.record.documents')}>
          <DocumentList
            documents={record.recordDocs}
            label={t('compliance.record.documents')}
            empty={t('compliance.record.noDocuments')}
          />
        </Section>
        <Section title={t('compliance.record.versions')}>
          <VersionHistory versions={record.versions} currentID={record.complianceID} />
        </Section>
      </Stack>
    </MainCard>
  );
}
