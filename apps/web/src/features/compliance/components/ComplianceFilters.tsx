import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IconSearch } from '@tabler/icons-react';
import { COMPLIANCE_TYPES } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { SelectField } from '../../account-management/components/list-parts';
import { rangeIsBackwards, type TComplianceFilters } from '../compliance-list-params';
import DateFilterField from '../../../ui-component/date-field/DateFilterField';

/** Typing pauses this long before the list is asked for again. */
export const TYPING_DELAY_MS = 300;

/** A text filter that is sent once typing pauses, and shows what the address says when it changes elsewhere. */
export function useTypedFilter(value: string, send: (text: string) => void) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      send(trimmed);
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, send]);
  return [text, setText] as const;
}

/** Type, company, created from / to (Hong Kong days) and a search over names, remarks and case references. */
export default function ComplianceFilters({
  filters,
  onChange,
}: {
  filters: TComplianceFilters;
  onChange: (changes: Partial<TComplianceFilters>) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useTypedFilter(filters.q, (q) => onChange({ q }));
  const [company, setCompany] = useTypedFilter(filters.company, (text) => onChange({ company: text }));
  const backwards = rangeIsBackwards(filters);
  const date = (field: 'from' | 'to') => (
    <DateFilterField
      id={`compliance-${field}`}
      label={t(`compliance.filters.${field}`)}
      value={filters[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={field === 'to' && backwards}
      helperText={field === 'to' && backwards ? t('compliance.filters.backwards') : ' '}
      fullWidth
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'minmax(200px, 1.6fr) 1fr 1.4fr minmax(160px, 1fr) minmax(160px, 1fr)',
        },
      }}
    >
      <OutlinedField
        label={t('compliance.filters.search')}
        name="q"
        type="search"
        value={search}
        onChange={setSearch}
        helperText={t('compliance.filters.searchHint')}
        endAdornment={<IconSearch size={18} aria-hidden="true" />}
      />
      <SelectField
        label={t('compliance.filters.type')}
        name="type"
        value={filters.type}
        fullWidth
        options={[
          { value: '', label: t('compliance.filters.allTypes') },
          ...COMPLIANCE_TYPES.map((type) => ({ value: type, label: t(`compliance.type.${type}`) })),
        ]}
        onChange={(value) => onChange({ type: COMPLIANCE_TYPES.find((type) => type === value) ?? '' })}
      />
      <OutlinedField
        label={t('compliance.filters.company')}
        name="company"
        value={company}
        onChange={setCompany}
        helperText={t('compliance.filters.companyHint')}
      />
      {date('from')}
      {date('to')}
    </Box>
  );
}
