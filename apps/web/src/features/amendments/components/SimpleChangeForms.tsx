import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseInformation } from '@portal/domain';
import { holderByID, namedHolders } from '../../case-form/draft-model';
import AddressFields from '../../case-form/components/AddressFields';
import { DraftText } from '../../case-form/components/FormFields';
import type { TChangeDraft } from '../use-amendment-autosave';
import { DraftDate, PersonSelect } from './ChangeFields';
import { grid } from './NewPersonFields';
import ParticularsFields from './ParticularsFields';

/* The forms of the changes with a few fields: office, name, particulars, clerical error, others. */

interface TFormProps<T extends TChangeDraft['type']> {
  path: string;
  change: Extract<TChangeDraft, { type: T }>;
  records: TCaseInformation;
}

export function RegisteredOfficeForm({ path }: TFormProps<'CHANGE_REGISTERED_ADDRESS'>) {
  const { t } = useTranslation();
  return (
    <AddressFields
      path={`${path}.address`}
      legend={t('recordUpdate.office.newAddress')}
      helpTopic="registeredOffice"
    />
  );
}

export function NameChangeForm({ path, records }: TFormProps<'CHANGE_COMPANY_NAME'>) {
  const { t } = useTranslation();
  const recorded = (name: string | undefined) =>
    t('recordUpdate.particulars.recorded', { value: name?.trim() || t('recordUpdate.particulars.none') });
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('recordUpdate.name.hint')}
      </Typography>
      <Box sx={grid}>
        <DraftText
          path={`${path}.newEngName`}
          label={t('recordUpdate.name.newEngName')}
          helperText={recorded(records.companyEngName)}
          lang="en"
        />
        <DraftText
          path={`${path}.newChiName`}
          label={t('recordUpdate.name.newChiName')}
          helperText={recorded(records.companyChiName)}
          lang="zh-HK"
        />
        <DraftDate path={`${path}.resolutionDate`} label={t('recordUpdate.name.resolutionDate')} required />
      </Box>
    </Stack>
  );
}

/** New particulars of anyone in the records; a clerical error also says what was wrong. */
export function ParticularsChangeForm({
  path,
  change,
  records,
}: TFormProps<'UPDATE_STAKEHOLDER_PARTICULARS' | 'CLERICAL_ERROR'>) {
  const { t } = useTranslation();
  const clerical = change.type === 'CLERICAL_ERROR';
  // Owners of corporate members have particulars on record too.
  const people = namedHolders(records.stakeholders).map((holder) => ({ holder }));
  const chosen = change.holderID ? holderByID(records.stakeholders, change.holderID) : undefined;
  return (
    <Stack spacing={2}>
      {clerical && (
        <DraftText
          path={`${path}.description`}
          label={t('recordUpdate.clerical.description')}
          helperText={t('recordUpdate.clerical.descriptionHint')}
          required
          multiline
        />
      )}
      <Box sx={grid}>
        <PersonSelect
          idPath={`${path}.holderID`}
          label={t(clerical ? 'recordUpdate.clerical.person' : 'recordUpdate.officer.person')}
          people={people}
          required={!clerical}
        />
      </Box>
      {(!clerical || change.holderID) && <ParticularsFields path={`${path}.particulars`} holder={chosen} />}
    </Stack>
  );
}

export function CeaseDormantForm() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('recordUpdate.dormant.hint')}
    </Typography>
  );
}

export function OtherChangeForm({ path }: TFormProps<'OTHERS'>) {
  const { t } = useTranslation();
  return (
    <DraftText path={`${path}.description`} label={t('recordUpdate.others.description')} required multiline />
  );
}
