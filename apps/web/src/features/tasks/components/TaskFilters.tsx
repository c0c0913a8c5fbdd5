import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { IconSearch } from '@tabler/icons-react';
import { CASE_TYPES, type TCaseType } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { SelectField } from '../../account-management/components/list-parts';
import type { TTaskListState } from '../use-task-list-state';

const toCaseType = (value: string): TCaseType | '' => CASE_TYPES.find((caseType) => caseType === value) ?? '';

/** Search over company name and case reference (applied as one types) and the case type. */
export default function TaskFilters({ state }: { state: TTaskListState }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}>
        <OutlinedField
          label={t('tasks.filters.search')}
          name="search"
          type="search"
          value={state.searchText}
          onChange={state.setSearchText}
          helperText={t('tasks.filters.searchHint')}
          endAdornment={<IconSearch size={18} aria-hidden="true" />}
        />
      </Box>
      <SelectField
        label={t('tasks.filters.caseType')}
        name="caseType"
        value={state.caseType}
        options={[
          { value: '', label: t('tasks.filters.allCaseTypes') },
          ...CASE_TYPES.map((caseType) => ({ value: caseType, label: t(`caseType.${caseType}`) })),
        ]}
        onChange={(next) => state.setCaseType(toCaseType(next))}
      />
    </Stack>
  );
}
