import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionHelp } from '../../help/components/TopicHelp';
import { helpTopicForPath } from '../../help/field-help';
import { fieldId } from '../particulars';
import { useIdentificationForm, type TAddressKey, type TAddressText } from '../form-context';
import CountryField from './CountryField';

const ENGLISH: TAddressText[] = ['engFlat', 'engBuilding', 'engStreet', 'engDistrict'];
const CHINESE: TAddressText[] = ['chiFlat', 'chiBuilding', 'chiStreet', 'chiDistrict'];

/**
 * An address (spec §3, §5): English lines, Chinese lines, postal code and country. The rules are the
 * domain's addressIssues; their messages appear under the line they name.
 */
export default function AddressFields({
  name,
  title,
  hint,
  children,
}: {
  name: TAddressKey;
  title: string;
  hint?: string;
  /** Below the lines (e.g. the proof of address). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  const address = form.draft[name] ?? {};
  const line = (field: TAddressText, lang?: string) => {
    const path = `${name}.${field}`;
    const error = form.messageFor(path);
    return (
      <TextField
        key={field}
        id={fieldId(path)}
        name={path}
        label={t(`shIdentification.address.${field}`)}
        value={address[field] ?? ''}
        onChange={(event) => form.setAddress(name, field, event.target.value)}
        onBlur={() => form.touch(path)}
        error={Boolean(error)}
        helperText={error}
        disabled={form.readOnly}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200, ...(lang ? { lang } : {}) } }}
      />
    );
  };
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 1, p: 0 }}>
        {title}
      </Typography>
      <SectionHelp topic={helpTopicForPath(name)} hint={hint} label={title} />
      <Typography variant="subtitle2">{t('shIdentification.address.english')}</Typography>
      <Box sx={grid}>{ENGLISH.map((field) => line(field))}</Box>
      <Typography variant="subtitle2">{t('shIdentification.address.chinese')}</Typography>
      <Box sx={grid}>{CHINESE.map((field) => line(field, 'zh-HK'))}</Box>
      <Box sx={grid}>
        {line('postalCode')}
        <CountryField
          id={fieldId(`${name}.country`)}
          label={t('shIdentification.address.country')}
          value={address.country}
          onChange={(value) => {
            form.setAddress(name, 'country', value);
            form.touch(`${name}.country`);
          }}
          onBlur={() => form.touch(`${name}.country`)}
          error={form.messageFor(`${name}.country`)}
          required={name !== 'corrAddress'}
          disabled={form.readOnly}
          language={form.language}
        />
      </Box>
      {children}
    </Stack>
  );
}
