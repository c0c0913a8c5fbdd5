import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconPlus } from '@tabler/icons-react';
import { AMENDMENT_CHANGES_MAX, AMENDMENT_TYPES, type TAmendmentType } from '@portal/domain';

/** "Add a change": one of the eleven amendment types, added as a new card below the others. */
export default function AddChange({
  count,
  onAdd,
}: {
  count: number;
  onAdd: (type: TAmendmentType) => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<TAmendmentType | ''>('');
  const full = count >= AMENDMENT_CHANGES_MAX;
  return (
    <Stack
      component="section"
      aria-label={t('recordUpdate.add.title')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        id="record-update-add-type"
        label={t('recordUpdate.add.type')}
        value={type}
        onChange={(event) => setType(event.target.value as TAmendmentType)}
        sx={{ minWidth: { sm: 360 }, flex: { sm: '0 1 auto' } }}
        fullWidth
        helperText={full ? t('recordUpdate.add.full', { max: AMENDMENT_CHANGES_MAX }) : undefined}
      >
        {AMENDMENT_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`entities.amendmentTypes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<IconPlus size={18} aria-hidden="true" />}
        disabled={type === '' || full}
        onClick={() => {
          if (type === '') return;
          onAdd(type);
          setType('');
        }}
        sx={{ flexShrink: 0 }}
      >
        {t('recordUpdate.add.button')}
      </Button>
    </Stack>
  );
}
