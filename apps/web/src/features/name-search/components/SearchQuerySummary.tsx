import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TNameSearch } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { ongoingPath } from '../../cases/case-paths';
import { countryLabel, useLanguage } from '../../compliance/compliance-format';
import { descriptionListSx, Field } from '../../compliance/components/StakeholderParticulars';

/** What was searched, for which case, by whom and when, and the threshold it ran with. */
export default function SearchQuerySummary({ search }: { search: TNameSearch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const individual = search.type === 'I';
  return (
    <Box component="dl" sx={descriptionListSx}>
      <Field label={t('nameSearch.query.name')}>{search.name}</Field>
      <Field label={t('nameSearch.query.type')}>{t(`nameSearch.form.type.${search.type}`)}</Field>
      {individual && <Field label={t('nameSearch.form.dateOfBirth')}>{search.dateOfBirth ?? ''}</Field>}
      {individual && (
        <Field label={t('nameSearch.form.nationality')}>{countryLabel(search.nationality, language)}</Field>
      )}
      {individual && <Field label={t('nameSearch.form.idNumber')}>{search.idNumber ?? ''}</Field>}
      {search.caseID && (
        <Field label={t('nameSearch.query.case')}>
          <Link component={RouterLink} to={ongoingPath(search.caseID)}>
            {search.caseRef ?? t('nameSearch.query.openCase')}
          </Link>
        </Field>
      )}
      <Field label={t('nameSearch.query.searchedBy')}>
        {t('nameSearch.query.byOn', { name: search.createdBy, date: formatDisplayDate(search.createdAt) })}
      </Field>
      <Field label={t('nameSearch.query.threshold')}>
        {t('nameSearch.query.thresholdValue', { score: Math.round(search.threshold * 100) })}
      </Field>
    </Box>
  );
}
