import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_OUTCOMES, type TListVersion } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { formatDate } from '../../../utils/date-format';
import { SelectField } from '../../account-management/components/list-parts';
import { useTypedFilter } from '../../compliance/components/ComplianceFilters';
import { rangeIsBackwards, type THistoryFilters } from '../history-params';
import { sortVersions } from '../match-groups';
import CaseFilterField from './CaseFilterField';
import DateFilterField from '../../../ui-component/date-field/DateFilterField';

/** Person, case, outcome, searched from / to (Hong Kong days) and list version of the search history. */
export default function HistoryFilters({
  filters,
  versions,
  onChange,
}: {
  filters: THistoryFilters;
  versions: readonly TListVersion[];
  onChange: (changes: Partial<THistoryFilters>) => void;
}) {
  const { t } = useTranslation();
  const [person, setPerson] = useTypedFilter(filters.person, (text) => onChange({ person: text }));
  const backwards = rangeIsBackwards(filters);
  const date = (field: 'from' | 'to') => (
    <DateFilterField
      id={`ns-history-${field}`}
      label={t(`nameSearch.history.${field}`)}
      value={filters[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={field === 'to' && backwards}
      helperText={field === 'to' && backwards ? t('nameSearch.history.backwards') : ' '}
      fullWidth
    />
  );
  const versionLabel = (v: TListVersion) =>
    t('nameSearch.history.versionOption', {
      list: t(`nameSearch.listShort.${v.list}`),
      date: formatDate(v.publishedDate ?? v.importedAt),
    }) + (v.current ? ` ${t('nameSearch.history.currentMark')}` : '');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'repeat(3, 1fr)',
          xl: '1.4fr 1.4fr 1fr 1fr 1fr 1.2fr',
        },
      }}
    >
      <OutlinedField
        label={t('nameSearch.history.person')}
        name="person"
        type="search"
        value={person}
        onChange={setPerson}
        helperText={t('nameSearch.history.personHint')}
        endAdornment={<IconSearch size={18} aria-hidden="true" />}
      />
      <CaseFilterField
        caseID={filters.caseID}
        caseRef={filters.caseRef}
        onChange={(choice) => onChange(choice)}
      />
      <SelectField
        label={t('nameSearch.history.outcome')}
        name="outcome"
        value={filters.outcome}
        fullWidth
        options={[
          { value: '', label: t('nameSearch.history.anyOutcome') },
          ...SEARCH_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: t(`nameSearch.outcome.${outcome}`),
          })),
        ]}
        onChange={(value) => onChange({ outcome: SEARCH_OUTCOMES.find((o) => o === value) ?? '' })}
      />
      {date('from')}
      {date('to')}
      <SelectField
        label={t('nameSearch.history.listVersion')}
        name="listVersionID"
        value={filters.listVersionID}
        fullWidth
        options={[
          { value: '', label: t('nameSearch.history.anyVersion') },
          ...sortVersions(versions).map((v) => ({ value: v.versionID, label: versionLabel(v) })),
        ]}
        onChange={(listVersionID) => onChange({ listVersionID })}
      />
    </Box>
  );
}
