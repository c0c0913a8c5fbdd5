import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COUNTRIES, countryName } from '@portal/domain';
import { SectionHelp } from '../../help/components/TopicHelp';
import { helpTopicForPath, type THelpTopic } from '../../help/field-help';
import { useCaseForm } from '../case-form-context';
import DraftAutocomplete from './DraftAutocomplete';
import { DraftText } from './FormFields';

const ENG = ['engFlat', 'engBuilding', 'engStreet', 'engDistrict'] as const;
const CHI = ['chiFlat', 'chiBuilding', 'chiStreet', 'chiDistrict'] as const;

/** The countries in the interface language, sorted by name. */
export function useCountryOptions() {
  const { language } = useCaseForm();
  return useMemo(
    () =>
      COUNTRIES.map((c) => ({ code: c.iso3, label: countryName(c.iso3, language) ?? c.iso3 })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );
}

/** An address block (spec §3): English lines, Chinese lines, postal code, country. */
export default function AddressFields({
  path,
  legend,
  helpTopic,
}: {
  path: string;
  legend: string;
  /** The help of the whole address, when its path does not name it (e.g. a new registered office). */
  helpTopic?: THelpTopic;
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <SectionHelp
          topic={helpTopic ?? helpTopicForPath(path)}
          hint={t('caseForm.address.hint')}
          label={legend}
        />
      </Box>
      <Box sx={grid}>
        {ENG.map((field) => (
          <DraftText key={field} path={`${path}.${field}`} label={t(`caseForm.address.${field}`)} lang="en" />
        ))}
        {CHI.map((field) => (
          <DraftText
            key={field}
            path={`${path}.${field}`}
            label={t(`caseForm.address.${field}`)}
            lang="zh-HK"
          />
        ))}
        <DraftText path={`${path}.postalCode`} label={t('caseForm.address.postalCode')} />
        <DraftAutocomplete
          path={`${path}.country`}
          label={t('caseForm.address.country')}
          options={countries}
          required
        />
      </Box>
    </Box>
  );
}
