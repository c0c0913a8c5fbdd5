import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { riskRating, type TComplianceRecord } from '@portal/domain';
import { countryLabel, useLanguage } from '../compliance-format';
import RatingSummary, { RatingChip } from './RatingSummary';
import { descriptionListSx, Field } from './StakeholderParticulars';

function Ticked({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Chip
      size="small"
      color={value ? 'success' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      sx={value ? undefined : { color: 'warning.dark', borderColor: 'warning.main' }}
      label={value ? yes : no}
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={descriptionListSx}>
        {children}
      </Box>
    </Box>
  );
}

/** What a due-diligence record says was checked: identity document, proof of address, screening. */
export function DueDiligenceDetails({ record }: { record: TComplianceRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dd = record.dueDiligence;
  if (!dd) return null;
  const ticked = (value: boolean) => (
    <Ticked value={value} yes={t('compliance.record.checked')} no={t('compliance.record.notChecked')} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' } }}>
      <Part title={t('compliance.record.identity')}>
        <Field label={t('compliance.record.documentType')}>
          {t(`compliance.options.idDocument.${dd.identityDocument.documentType}`)}
        </Field>
        <Field label={t('compliance.record.number')}>{dd.identityDocument.number}</Field>
        <Field label={t('compliance.record.issuingCountry')}>
          {countryLabel(dd.identityDocument.issuingCountry, language)}
        </Field>
        <Field label={t('compliance.record.expiryDate')}>{dd.identityDocument.expiryDate}</Field>
        <Field label={t('compliance.record.check')}>{ticked(dd.identityDocument.checked)}</Field>
      </Part>
      <Part title={t('compliance.record.address')}>
        <Field label={t('compliance.record.documentType')}>
          {t(`compliance.options.addressProof.${dd.addressProof.documentType}`)}
        </Field>
        <Field label={t('compliance.record.issueDate')}>{dd.addressProof.issueDate}</Field>
        <Field label={t('compliance.record.check')}>{ticked(dd.addressProof.checked)}</Field>
      </Part>
      <Part title={t('compliance.record.screening')}>
        <Field label={t('compliance.record.listsChecked')}>
          {dd.screening.listsChecked.map((l) => t(`compliance.options.screeningList.${l}`)).join(', ')}
        </Field>
        <Field label={t('compliance.record.result')}>
          {dd.screening.result ? t(`compliance.options.screeningResult.${dd.screening.result}`) : ''}
        </Field>
        <Field label={t('compliance.record.checkedDate')}>{dd.screening.checkedDate}</Field>
        <Field label={t('compliance.record.check')}>
          <Ticked
            value={dd.screening.done}
            yes={t('compliance.record.done')}
            no={t('compliance.record.notDone')}
          />
        </Field>
      </Part>
    </Box>
  );
}

const OPTION_OF = {
  pepInvolvement: 'pepInvolvement',
  jurisdictionRisk: 'level',
  businessNatureRisk: 'level',
  revenueBand: 'revenueBand',
  sourceOfFunds: 'sourceOfFunds',
  deliveryChannel: 'deliveryChannel',
} as const;

/** What a risk assessment weighed, the rating worked out and the one recorded, with the reasons. */
export function RiskDetails({ record }: { record: TComplianceRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const risk = record.riskAssessment;
  if (!risk) return null;
  const f = risk.factors;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('compliance.record.rating')}
        </Typography>
        <RatingChip rating={risk.rating} size="medium" />
        {risk.rating !== risk.computedRating && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('compliance.record.raised', { computed: t(`compliance.ratingLabel.${risk.computedRating}`) })}
          </Typography>
        )}
      </Stack>
      <Part title={t('compliance.record.factors')}>
        {(Object.keys(OPTION_OF) as (keyof typeof OPTION_OF)[]).map((key) => (
          <Field key={key} label={t(`compliance.factor.${key}`)}>
            {t(`compliance.options.${OPTION_OF[key]}.${f[key]}`)}
          </Field>
        ))}
        <Field label={t('compliance.factor.jurisdictions')}>
          {f.jurisdictions.map((c) => countryLabel(c, language)).join(', ')}
        </Field>
        <Field label={t('compliance.factor.ownershipLayers')}>{String(f.ownershipLayers)}</Field>
        <Field label={t('compliance.factor.corporateShareholders')}>{String(f.corporateShareholders)}</Field>
      </Part>
      <RatingSummary computed={riskRating(f)} headingId={`computed-${record.complianceID}`} />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
          {t('compliance.record.reasons')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {risk.reasons}
        </Typography>
      </Box>
    </Stack>
  );
}
