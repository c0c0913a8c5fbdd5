import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { CASE_STATUSES, CASE_TYPES, stepsOf, type TStepKey } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { SelectField } from '../../account-management/components/list-parts';
import type { TCaseListFilters } from '../case-list-params';

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DELAY_MS = 300;

/** The steps the step filter offers: those of the chosen case type (and a step from the address). */
function stepOptions(filters: TCaseListFilters): TStepKey[] {
  if (filters.caseType) return stepsOf(filters.caseType);
  return filters.step ? [filters.step] : [];
}

/** How many filters other than the search narrow the list (shown on the phone's Filters button). */
function countFilters(filters: TCaseListFilters): number {
  return [filters.staffInChargeUserIDs.length > 0, filters.caseType, filters.step, filters.status].filter(
    Boolean,
  ).length;
}

/**
 * Search (company name or BRN, sent once typing pauses), case type, step of that type and status,
 * below `staffFilter` (whose cases). Changing the type clears a step that the new type does not have.
 * On phones (`collapsible`) only the search shows; a Filters button opens the rest and `sortField`.
 */
export default function CaseFilters({
  filters,
  onChange,
  staffFilter,
  sortField,
  collapsible,
}: {
  filters: TCaseListFilters;
  onChange: (changes: Partial<TCaseListFilters>) => void;
  staffFilter?: ReactNode;
  sortField?: ReactNode;
  collapsible: boolean;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [searchText, setSearchText] = useState(filters.search);
  const sent = useRef(filters.search);

  // The address changed from elsewhere (clear filters, Back): the box shows what is searched for.
  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setSearchText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    const text = searchText.trim();
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange({ search: text });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, onChange]);

  const steps = stepOptions(filters);

  const search = (
    <Box sx={{ flexGrow: 1, minWidth: { md: 240 }, maxWidth: { md: 380 } }}>
      <OutlinedField
        label={t('cases.filters.search')}
        name="search"
        type="search"
        value={searchText}
        onChange={setSearchText}
        helperText={t('cases.filters.searchHint')}
        endAdornment={<IconSearch size={18} aria-hidden="true" />}
      />
    </Box>
  );
  const selects = (
    <>
      <SelectField
        label={t('cases.filters.caseType')}
        name="caseType"
        value={filters.caseType}
        minWidth={160}
        options={[
          { value: '', label: t('cases.filters.allTypes') },
          ...CASE_TYPES.map((type) => ({ value: type, label: t(`caseType.${type}`) })),
        ]}
        onChange={(value) => {
          const caseType = CASE_TYPES.find((type) => type === value) ?? '';
          const keepStep = caseType && filters.step && stepsOf(caseType).includes(filters.step);
          onChange({ caseType, step: keepStep ? filters.step : '' });
        }}
      />
      <SelectField
        label={t('cases.filters.step')}
        name="step"
        value={filters.step}
        minWidth={200}
        disabled={steps.length === 0}
        options={[
          {
            value: '',
            label: steps.length === 0 ? t('cases.filters.chooseTypeFirst') : t('cases.filters.allSteps'),
          },
          ...steps.map((step) => ({ value: step, label: t(`step.${step}`) })),
        ]}
        onChange={(value) => onChange({ step: steps.find((step) => step === value) ?? '' })}
      />
      <SelectField
        label={t('cases.filters.status')}
        name="status"
        value={filters.status}
        minWidth={150}
        options={[
          { value: '', label: t('cases.filters.allStatuses') },
          ...CASE_STATUSES.map((status) => ({ value: status, label: t(`caseStatus.${status}`) })),
        ]}
        onChange={(value) => onChange({ status: CASE_STATUSES.find((status) => status === value) ?? '' })}
      />
    </>
  );

  if (!collapsible) {
    return (
      <Stack spacing={2.5}>
        {staffFilter}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {search}
          {selects}
        </Stack>
      </Stack>
    );
  }
  const count = countFilters(filters);
  return (
    <Stack spacing={2}>
      {search}
      <Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {count > 0 ? t('cases.filters.toggleCount', { count }) : t('cases.filters.toggle')}
        </Button>
      </Box>
      <Collapse in={open} id={panelId}>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {staffFilter}
          {selects}
          {sortField}
        </Stack>
      </Collapse>
    </Stack>
  );
}
