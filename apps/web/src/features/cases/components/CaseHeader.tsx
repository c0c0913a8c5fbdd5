import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TCaseSummary, TPersonRef } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import PersonChip from '../../messages/components/PersonChip';
import { formatDisplayDate } from '../../../utils/date-format';
import { LabelledValue } from '../../account-management/components/list-parts';
import { CaseStatusChip, CompanyNames } from './CaseChips';

function PersonValue({ person, none }: { person: TPersonRef | null; none: string }) {
  if (!person) return <Box sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{none}</Box>;
  // An avatar chip (spec §2): a click opens the conversation with this person.
  return (
    <Box sx={{ ml: -0.5 }}>
      <PersonChip person={person} secondary={person.email} />
    </Box>
  );
}

/**
 * The case at a glance: company names, reference, type, status, firm, staff in charge, client and
 * dates. `actions` go to the right of the title (take charge, hand over, cancel); `children` below.
 */
export default function CaseHeader({
  summary,
  cancelReason,
  openTasks,
  actions,
  children,
}: {
  summary: TCaseSummary;
  cancelReason?: string | null;
  /**
   * What is being done now, beside the step: a step holds several tasks in turn (cross-check, invoice,
   * payment), and its name alone would go on naming the one already finished.
   */
  openTasks?: readonly string[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <MainCard
      // The company's name is the page's heading; the status chip beside it is not part of it.
      titleLevel="div"
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <CompanyNames
            companyEngName={summary.companyEngName}
            companyChiName={summary.companyChiName}
            variant="h3"
            component="h1"
          />
          <CaseStatusChip status={summary.status} />
        </Stack>
      }
      action={actions}
      sx={{ '& .MuiCardHeader-root': { flexWrap: 'wrap', rowGap: 1.5 }, '& .MuiCardHeader-action': { m: 0 } }}
    >
      <Stack spacing={2.5}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <LabelledValue label={t('cases.header.caseRef')}>{summary.caseRef}</LabelledValue>
          <LabelledValue label={t('cases.header.caseType')}>
            {t(`caseType.${summary.caseType}`)}
          </LabelledValue>
          <LabelledValue label={t('cases.header.step')}>{t(`step.${summary.step}`)}</LabelledValue>
          {openTasks && openTasks.length > 0 && (
            <LabelledValue label={t('cases.header.openTasks')}>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {openTasks.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </Box>
            </LabelledValue>
          )}
          <LabelledValue label={t('cases.header.brn')}>{summary.brn ?? '—'}</LabelledValue>
          <LabelledValue label={t('cases.header.firm')}>{summary.firmName}</LabelledValue>
          <LabelledValue label={t('cases.header.staffInCharge')}>
            <PersonValue person={summary.staffInCharge} none={t('cases.list.nobodyInCharge')} />
          </LabelledValue>
          <LabelledValue label={t('cases.header.client')}>
            <PersonValue person={summary.client} none={t('cases.list.noClient')} />
          </LabelledValue>
          <LabelledValue label={t('cases.header.opened')}>
            {formatDisplayDate(summary.createdDate)}
          </LabelledValue>
          <LabelledValue label={t('cases.header.updated')}>
            {formatDisplayDate(summary.updatedDate)}
          </LabelledValue>
          {summary.closedDate && (
            <LabelledValue
              label={
                summary.status === 'CANCELLED' ? t('cases.header.cancelled') : t('cases.header.completed')
              }
            >
              {formatDisplayDate(summary.closedDate)}
            </LabelledValue>
          )}
          {summary.status === 'CANCELLED' && cancelReason && (
            <Box sx={{ gridColumn: { sm: 'span 2' } }}>
              <LabelledValue label={t('cases.header.cancelReason')}>{cancelReason}</LabelledValue>
            </Box>
          )}
        </Box>
        {children}
      </Stack>
    </MainCard>
  );
}
