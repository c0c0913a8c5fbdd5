import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { THolder } from '@portal/domain';
import AddressFields, { useCountryOptions } from '../../case-form/components/AddressFields';
import DraftAutocomplete from '../../case-form/components/DraftAutocomplete';
import { DraftText } from '../../case-form/components/FormFields';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * What the entity form records of a holder beyond the incorporation form's card: in a migration no
 * stakeholder fills in their own particulars, so the officer records them from the company's
 * registers and returns — an individual's identity document and addresses, a corporate's office.
 */
export default function HolderParticulars({ holder, path }: { holder: THolder; path: string }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  if (holder.holderType === 'C') {
    return <AddressFields path={`${path}.regAddress`} legend={t('entityMigration.holder.regAddress')} />;
  }
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <DraftText path={`${path}.idNum`} label={t('entityMigration.holder.idNum')} />
        <DraftAutocomplete
          path={`${path}.idIssuer`}
          label={t('entityMigration.holder.idIssuer')}
          options={countries}
        />
      </Box>
      <AddressFields path={`${path}.resAddress`} legend={t('entityMigration.holder.resAddress')} />
      {(holder.isDirector || holder.isComSec) && (
        <AddressFields path={`${path}.corrAddress`} legend={t('entityMigration.holder.corrAddress')} />
      )}
    </Stack>
  );
}
