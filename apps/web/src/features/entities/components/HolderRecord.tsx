import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntityHolderDetail } from '@portal/domain';
import PersonChip from '../../messages/components/PersonChip';
import DocumentList from './DocumentList';
import HolderCompliance from './HolderCompliance';
import HolderParticulars from './HolderParticulars';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One holder's record: particulars, how they own the company (the chains through corporates),
 * their documents, the linked account (staff) and their due-diligence records (staff).
 */
export default function HolderRecord({ detail }: { detail: TEntityHolderDetail }) {
  const { t } = useTranslation();
  const { holder } = detail;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" variant="outlined" label={t(`entities.holders.types.${holder.holderType}`)} />
        <Chip
          size="small"
          color={holder.standing === 'CURRENT' ? 'success' : 'default'}
          label={t(`entities.holders.standing.${holder.standing}`)}
        />
        {detail.parent && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('entities.holders.ownerOf', { parent: detail.parent.name })}
          </Typography>
        )}
      </Stack>
      <HolderParticulars holder={holder} />
      <Section title={t('entities.holders.chains')}>
        {detail.chains.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('entities.holders.noChains')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {detail.chains.map((chain) => (
              <li key={chain.links.map((l) => l.holderID).join('>')}>
                <Typography variant="body2">
                  {chain.links
                    .map((l) => t('entities.holders.chainLink', { name: l.name, percent: Number(l.percent) }))
                    .join(' → ')}
                  {' = '}
                  <strong>{`${Number(chain.percent)}%`}</strong>
                  {chain.controlling && ` (${t('entities.holders.controlling')})`}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      {detail.linkedAccount && (
        <Section title={t('entities.holders.linkedAccount')}>
          <Box sx={{ ml: -0.5 }}>
            <PersonChip person={detail.linkedAccount} secondary={detail.linkedAccount.email} />
          </Box>
        </Section>
      )}
      <Section title={t('entities.holders.documents')}>
        <DocumentList
          documents={detail.documents}
          label={t('entities.holders.documentsOf', { name: holder.name })}
        />
      </Section>
      {detail.complianceRecords && (
        <Section title={t('entities.compliance.title')}>
          <HolderCompliance records={detail.complianceRecords} />
        </Section>
      )}
    </Stack>
  );
}
