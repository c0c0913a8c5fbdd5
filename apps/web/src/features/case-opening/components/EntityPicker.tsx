import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TEntitySummary } from '@portal/domain';
import { entityOptionsQuery } from '../api';

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** An entity's name as lists show it: English, else Chinese. */
export function entityName(entity: TEntitySummary): string {
  return [entity.companyEngName, entity.companyChiName].filter(Boolean).join(' · ');
}

/**
 * Chooses one active entity, searched on the server by English or Chinese name or BRN. A client
 * names the firm whose entities to list; staff see their own firm's.
 */
export default function EntityPicker({
  value,
  onChange,
  firmID,
  error,
  disabled,
}: {
  value: TEntitySummary | null;
  onChange: (entity: TEntitySummary | null) => void;
  firmID?: string;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [inputText, setInputText] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isFetching, isError } = useQuery(entityOptionsQuery({ search, firmID }));
  const options = data?.items ?? [];

  return (
    <Autocomplete<TEntitySummary>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={inputText}
      onInputChange={(_event, next, reason) => {
        setInputText(next);
        // Only what the person types searches; showing the chosen entity's name does not.
        if (reason === 'input') setTyped(next);
        if (reason === 'clear') setTyped('');
      }}
      options={options}
      // The server has already filtered by the search.
      filterOptions={(all) => all}
      getOptionLabel={entityName}
      isOptionEqualToValue={(option, chosen) => option.companyID === chosen.companyID}
      loading={isFetching}
      disabled={disabled}
      loadingText={t('caseOpening.entity.loading')}
      noOptionsText={isError ? t('caseOpening.entity.loadFailed') : t('caseOpening.entity.none')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
              {entityName(option)}
            </Typography>
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {[
                option.brn ? t('caseOpening.entity.brn', { brn: option.brn }) : null,
                option.hasLinkedClient ? t('caseOpening.entity.hasClient') : t('caseOpening.entity.noClient'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="companyID"
          label={t('caseOpening.entity.label')}
          required
          error={Boolean(error)}
          helperText={error ?? t('caseOpening.entity.hint')}
        />
      )}
    />
  );
}
