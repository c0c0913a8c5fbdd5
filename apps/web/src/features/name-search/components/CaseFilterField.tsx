import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TCaseSummary } from '@portal/domain';
import { caseListQuery } from '../../cases/api';
import { useTypedFilter } from '../../compliance/components/ComplianceFilters';

type TCaseOption = Pick<TCaseSummary, 'caseID' | 'caseRef' | 'companyEngName'>;

/**
 * The case a search was made for, picked by its company's name or BRN (the API filters searches by
 * the case's id; the address keeps its reference to show).
 */
export default function CaseFilterField({
  caseID,
  caseRef,
  onChange,
}: {
  caseID: string;
  caseRef: string;
  onChange: (choice: { caseID: string; caseRef: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [text, setText] = useTypedFilter(search, setSearch);
  const [open, setOpen] = useState(false);
  const cases = useQuery({ ...caseListQuery({ page: 1, search: search || undefined }), enabled: open });
  const value: TCaseOption | null = caseID ? { caseID, caseRef, companyEngName: null } : null;
  const options: TCaseOption[] = cases.data?.items ?? [];
  return (
    <Autocomplete
      id="ns-history-case"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      // While open, what is typed (searching); closed, the chosen case.
      inputValue={open ? text : value ? value.caseRef || t('nameSearch.history.thisCase') : ''}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') setText(next);
      }}
      onChange={(_event, next) => {
        setText('');
        onChange({ caseID: next?.caseID ?? '', caseRef: next?.caseRef ?? '' });
      }}
      isOptionEqualToValue={(a, b) => a.caseID === b.caseID}
      getOptionLabel={(option) =>
        option.companyEngName ? `${option.caseRef} · ${option.companyEngName}` : option.caseRef
      }
      filterOptions={(all) => all}
      loading={cases.isFetching}
      loadingText={t('nameSearch.history.casesLoading')}
      noOptionsText={t('nameSearch.history.noCases')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('nameSearch.history.case')}
          helperText={t('nameSearch.history.caseHint')}
        />
      )}
    />
  );
}
