import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { firmStaffQuery } from '../api';
import { NOBODY_IN_CHARGE } from '../case-list-params';

/**
 * Whose cases the list shows (query staffInChargeUserIDs): every firm staff member has a "My cases"
 * switch; a SYSTEM_ADMIN also picks any colleagues, or the cases nobody has taken charge of. Ids in
 * the address that a COM_SEC cannot pick (from a link) show as a chip that removes them.
 */
export default function StaffFilter({
  currentUserID,
  mayPick,
  value,
  onChange,
}: {
  currentUserID: string;
  /** SYSTEM_ADMIN: the picker of colleagues. */
  mayPick: boolean;
  value: readonly string[];
  onChange: (userIDs: string[]) => void;
}) {
  const { t } = useTranslation();
  const others = value.filter((id) => id !== currentUserID);
  const staff = useQuery({ ...firmStaffQuery, enabled: mayPick || others.length > 0 });
  const mine = value.length === 1 && value[0] === currentUserID;

  const nameOf = (userID: string) => {
    if (userID === NOBODY_IN_CHARGE) return t('cases.filters.nobodyInCharge');
    if (userID === currentUserID) return t('cases.filters.me');
    const person = staff.data?.items.find((account) => account.userID === userID);
    if (person) return `${person.engFirstName} ${person.engLastName}`.trim() || person.username;
    return staff.isPending ? '…' : t('cases.filters.unknownStaff');
  };

  const options = [
    currentUserID,
    ...(staff.data?.items ?? [])
      .filter((account) => account.userID !== currentUserID)
      .filter((account) => account.userType === 'COM_SEC' || account.userType === 'SYSTEM_ADMIN')
      .map((account) => account.userID),
    NOBODY_IN_CHARGE,
  ];
  // Ids from the address that are not (or no longer) in the list still show, so they can be removed.
  for (const id of value) if (!options.includes(id)) options.push(id);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={mine}
            onChange={(_event, checked) => onChange(checked ? [currentUserID] : [])}
            name="myCases"
          />
        }
        label={t('cases.filters.myCases')}
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
      />
      {mayPick ? (
        <Autocomplete
          multiple
          size="small"
          options={options}
          value={[...value]}
          onChange={(_event, next) => onChange(next)}
          getOptionLabel={nameOf}
          filterSelectedOptions
          loading={staff.isPending}
          loadingText={t('cases.loading')}
          noOptionsText={t('cases.filters.noStaff')}
          sx={{ minWidth: { xs: '100%', md: 320 }, flexGrow: 1, maxWidth: { md: 560 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('cases.filters.staffInCharge')}
              placeholder={value.length === 0 ? t('cases.filters.everyone') : undefined}
              slotProps={{
                ...params.slotProps,
                inputLabel: { ...params.slotProps.inputLabel, shrink: true },
              }}
            />
          )}
        />
      ) : (
        others.length > 0 && (
          <Chip
            label={t('cases.filters.staffChip', { names: value.map(nameOf).join(', ') })}
            onDelete={() => onChange([])}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, maxWidth: '100%' }}
          />
        )
      )}
    </Stack>
  );
}
