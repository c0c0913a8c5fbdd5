import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAddress, THolder } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, valueAt } from '../../case-form/draft-model';
import AddressFields, { useCountryOptions } from '../../case-form/components/AddressFields';
import DraftAutocomplete from '../../case-form/components/DraftAutocomplete';
import { DraftText } from '../../case-form/components/FormFields';
import { addressLines } from '../../entities/address-format';
import { DraftDate } from './ChangeFields';
import { grid } from './NewPersonFields';

const INDIVIDUAL = ['engFirstName', 'engLastName', 'chiName', 'idNum'] as const;
const CORPORATE = ['compEngName', 'compChiName', 'regNum', 'tcspNum'] as const;
const CONTACT = ['regEmail1', 'regPhone1Code', 'regPhone1'] as const;
type TTextField = (typeof INDIVIDUAL)[number] | (typeof CORPORATE)[number] | (typeof CONTACT)[number];
type TAddressField = 'resAddress' | 'corrAddress' | 'regAddress';

const LABEL: Record<TTextField, string> = {
  engFirstName: 'shIdentification.fields.engFirstName',
  engLastName: 'shIdentification.fields.engLastName',
  chiName: 'shIdentification.fields.chiName',
  idNum: 'recordUpdate.person.idNum',
  compEngName: 'shIdentification.fields.compEngName',
  compChiName: 'shIdentification.fields.compChiName',
  regNum: 'shIdentification.fields.regNum',
  tcspNum: 'caseForm.holder.tcspNum',
  regEmail1: 'shIdentification.fields.regEmail1',
  regPhone1Code: 'shIdentification.fields.regPhone1Code',
  regPhone1: 'shIdentification.fields.regPhone1',
};

/** An address the person has on record, changed as a whole: the form starts from the recorded one. */
function AddressChange({ path, field, holder }: { path: string; field: TAddressField; holder: THolder }) {
  const { t } = useTranslation();
  const { draft, setValue, language } = useCaseForm();
  const at = `${path}.${field}`;
  const changing = valueAt(draft, at) !== undefined;
  const recorded = holder[field];
  const legend = t(`shIdentification.fields.${field}`);
  if (changing) {
    return (
      <Stack spacing={1}>
        <AddressFields path={at} legend={legend} />
        <Box>
          <Button size="small" color="inherit" onClick={() => setValue(at, undefined)}>
            {t('recordUpdate.particulars.keepAddress')}
          </Button>
        </Box>
      </Stack>
    );
  }
  const { supDoc: _proofs, ...start }: TAddress = recorded ?? {};
  return (
    <Box id={fieldID(at)} tabIndex={-1}>
      <Typography variant="subtitle1">{legend}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('recordUpdate.particulars.recorded', {
          value: addressLines(recorded ?? null, language).join(' / ') || t('recordUpdate.particulars.none'),
        })}
      </Typography>
      <Button size="small" onClick={() => setValue(at, start)}>
        {t('recordUpdate.particulars.changeAddress')}
      </Button>
    </Box>
  );
}

/**
 * The particulars a change corrects or updates (at `path`, e.g. changes.2.particulars), for the person
 * chosen: only what the officer types is sent, each field showing what is recorded now.
 */
export default function ParticularsFields({ path, holder }: { path: string; holder: THolder | undefined }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  if (!holder) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('recordUpdate.particulars.choosePerson')}
      </Typography>
    );
  }
  const corporate = holder.holderType === 'C';
  const recorded = (value: string | undefined) =>
    t('recordUpdate.particulars.recorded', { value: value?.trim() || t('recordUpdate.particulars.none') });
  const texts = [...(corporate ? CORPORATE : INDIVIDUAL), ...CONTACT];
  return (
    <Box component="fieldset" id={fieldID(path)} tabIndex={-1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('recordUpdate.particulars.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('recordUpdate.particulars.hint')}
      </Typography>
      <Stack spacing={2}>
        <Box sx={grid}>
          {texts.map((name) => (
            <DraftText
              key={name}
              path={`${path}.${name}`}
              label={t(LABEL[name])}
              helperText={recorded(holder[name])}
              lang={name.startsWith('eng') || name === 'compEngName' ? 'en' : undefined}
            />
          ))}
          {corporate ? (
            <DraftAutocomplete
              path={`${path}.jurisdiction`}
              label={t('shIdentification.fields.jurisdiction')}
              options={countries}
            />
          ) : (
            <>
              <DraftAutocomplete
                path={`${path}.idIssuer`}
                label={t('shIdentification.fields.idIssuer')}
                options={countries}
              />
              <DraftDate path={`${path}.idIssueDate`} label={t('shIdentification.fields.idIssueDate')} />
              <DraftDate path={`${path}.idExpiryDate`} label={t('shIdentification.fields.idExpiryDate')} />
            </>
          )}
        </Box>
        {(corporate ? (['regAddress'] as const) : (['resAddress', 'corrAddress'] as const)).map((field) => (
          <AddressChange key={field} path={path} field={field} holder={holder} />
        ))}
      </Stack>
    </Box>
  );
}
