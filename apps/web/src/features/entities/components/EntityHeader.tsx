import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntityDetail } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { formatDate } from '../../../utils/date-format';
import { LabelledValue } from '../../account-management/components/list-parts';
import { CompanyNames } from '../../cases/components/CaseChips';
import PersonChip from '../../messages/components/PersonChip';
import EntityStatusChip from './EntityStatusChip';
import ReturnDue from './ReturnDue';

/**
 * The company at a glance: names and status, its numbers, the next annual return and when it is due,
 * the firm and the linked clients (avatar chips that open a chat). `actions` go beside the title.
 */
export default function EntityHeader({
  entity,
  actions,
  children,
}: {
  entity: Pick<TEntityDetail, 'particulars' | 'status' | 'archivedDate' | 'firmName'> &
    Partial<Pick<TEntityDetail, 'linkedClients'>>;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const p = entity.particulars;
  return (
    <MainCard
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <CompanyNames companyEngName={p.companyEngName} companyChiName={p.companyChiName} variant="h3" />
          <EntityStatusChip status={entity.status} />
        </Stack>
      }
      action={actions}
      // The company's name is the page's heading.
      titleLevel="h1"
      sx={{ '& .MuiCardHeader-root': { flexWrap: 'wrap', rowGap: 1.5 }, '& .MuiCardHeader-action': { m: 0 } }}
    >
      <Stack spacing={2.5}>
        {entity.status === 'ARCHIVED' && (
          <Alert severity="info">
            {t('entities.view.archivedNotice', { date: formatDate(entity.archivedDate) })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <LabelledValue label={t('entities.particulars.companyNumber')}>
            {p.companyNumber ?? '—'}
          </LabelledValue>
          <LabelledValue label={t('entities.particulars.brn')}>{p.brn ?? '—'}</LabelledValue>
          <LabelledValue label={t('entities.particulars.incorporationDate')}>
            {p.incorporationDate ?? '—'}
          </LabelledValue>
          <LabelledValue label={t('entities.particulars.firm')}>{entity.firmName}</LabelledValue>
          <LabelledValue label={t('entities.particulars.nextReturnDate')}>
            {p.nextReturnDate ?? '—'}
          </LabelledValue>
          <LabelledValue label={t('entities.particulars.nextReturnDueDate')}>
            <ReturnDue
              nextReturnDate={p.nextReturnDate}
              dueDate={p.nextReturnDueDate}
              archived={entity.status === 'ARCHIVED'}
            />
          </LabelledValue>
        </Box>
        {entity.linkedClients && (
          <Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('entities.linkedClients.title')}
            </Typography>
            {entity.linkedClients.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {t('entities.linkedClients.none')}
              </Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, ml: -0.5 }}>
                {entity.linkedClients.map((client) => (
                  <PersonChip
                    key={client.userID}
                    person={client}
                    secondary={t(`entities.linkedClients.roles.${client.role}`)}
                  />
                ))}
              </Stack>
            )}
          </Box>
        )}
        {children}
      </Stack>
    </MainCard>
  );
}
