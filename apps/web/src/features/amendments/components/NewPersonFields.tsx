import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { THolder } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, newHolder, valueAt, withValueAt } from '../../case-form/draft-model';
import AddressFields, { useCountryOptions } from '../../case-form/components/AddressFields';
import DraftAutocomplete from '../../case-form/components/DraftAutocomplete';
import { DraftSelect, DraftText } from '../../case-form/components/FormFields';
import { DraftDate } from './ChangeFields';

export const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * A person new to the company (an appointee, a transferee, an allottee), kept whole at `path`: what
 * the Registry's notice and the registers need of them — names, identity document and addresses for
 * an individual; names, registration and registered address for a company; and how to reach them.
 */
export default function NewPersonFields({
  path,
  legend,
  secretary = false,
}: {
  path: string;
  legend: string;
  /** A company secretary: a corporate one gives its TCSP licence. */
  secretary?: boolean;
}) {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const countries = useCountryOptions();
  const holder = valueAt(draft, path) as THolder | undefined;
  if (!holder) return null;
  const corporate = holder.holderType === 'C';
  const field = (name: string) => `${path}.${name}`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      id={fieldID(path)}
      tabIndex={-1}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0, borderLeftWidth: 4, borderLeftColor: 'secondary.main' }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Stack spacing={2}>
        <Box sx={grid}>
          <DraftSelect
            path={field('holderType')}
            label={t('recordUpdate.person.type')}
            required
            options={[
              { value: 'I', label: t('caseForm.holder.individual') },
              { value: 'C', label: t('caseForm.holder.corporate') },
            ]}
            onSelect={(value) =>
              update((d) => {
                const current = valueAt(d, path) as THolder;
                const type = value === 'C' ? 'C' : 'I';
                if (type === current.holderType) return d;
                // The other kind's particulars do not carry over; how to reach them does.
                const { regEmail1, regPhone1Code, regPhone1 } = current;
                const next = newHolder(type, {
                  holderID: current.holderID,
                  regEmail1,
                  regPhone1Code,
                  regPhone1,
                });
                return withValueAt(d, path, next);
              })
            }
          />
        </Box>
        <Box sx={grid}>
          {corporate ? (
            <>
              <DraftText
                path={field('compEngName')}
                label={t('shIdentification.fields.compEngName')}
                lang="en"
              />
              <DraftText
                path={field('compChiName')}
                label={t('shIdentification.fields.compChiName')}
                lang="zh-HK"
              />
              <DraftText path={field('regNum')} label={t('shIdentification.fields.regNum')} />
              <DraftAutocomplete
                path={field('jurisdiction')}
                label={t('shIdentification.fields.jurisdiction')}
                options={countries}
              />
              {secretary && <DraftText path={field('tcspNum')} label={t('caseForm.holder.tcspNum')} />}
            </>
          ) : (
            <>
              <DraftText
                path={field('engFirstName')}
                label={t('shIdentification.fields.engFirstName')}
                lang="en"
              />
              <DraftText
                path={field('engLastName')}
                label={t('shIdentification.fields.engLastName')}
                lang="en"
              />
              <DraftText path={field('chiName')} label={t('shIdentification.fields.chiName')} lang="zh-HK" />
              <DraftText path={field('idNum')} label={t('recordUpdate.person.idNum')} />
              <DraftAutocomplete
                path={field('idIssuer')}
                label={t('shIdentification.fields.idIssuer')}
                options={countries}
              />
              <DraftDate path={field('idExpiryDate')} label={t('shIdentification.fields.idExpiryDate')} />
            </>
          )}
          <DraftText path={field('regEmail1')} label={t('shIdentification.fields.regEmail1')} type="email" />
          <DraftText path={field('regPhone1Code')} label={t('shIdentification.fields.regPhone1Code')} />
          <DraftText path={field('regPhone1')} label={t('shIdentification.fields.regPhone1')} type="tel" />
        </Box>
        {corporate ? (
          <AddressFields path={field('regAddress')} legend={t('shIdentification.fields.regAddress')} />
        ) : (
          <>
            <AddressFields path={field('resAddress')} legend={t('shIdentification.fields.resAddress')} />
            <AddressFields path={field('corrAddress')} legend={t('shIdentification.fields.corrAddress')} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
