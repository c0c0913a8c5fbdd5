import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldId } from '../particulars';
import { useIdentificationForm } from '../form-context';
import AckCheckbox from './AckCheckbox';
import AddressFields from './AddressFields';
import ContactFields from './ContactFields';
import CountryField from './CountryField';
import FileUploader from './FileUploader';
import ParticularField from './ParticularField';
import YesNoQuestion from './YesNoQuestion';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** A corporate's particulars (SH_C_FORM): names, registration, address, signer, documents, declarations. */
export default function CorporateSection() {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <Stack component="section" spacing={2} aria-labelledby="sh-company-title">
        <Typography variant="h4" component="h2" id="sh-company-title">
          {t('shIdentification.sections.company')}
        </Typography>
        <Box sx={grid}>
          <ParticularField name="compEngName" label={t('shIdentification.fields.compEngName')} />
          <ParticularField name="compChiName" label={t('shIdentification.fields.compChiName')} lang="zh-HK" />
          <ParticularField name="regNum" label={t('shIdentification.fields.regNum')} required />
          <CountryField
            id={fieldId('jurisdiction')}
            label={t('shIdentification.fields.jurisdiction')}
            value={form.draft.jurisdiction}
            onChange={(value) => {
              form.setText('jurisdiction', value);
              form.touch('jurisdiction');
            }}
            onBlur={() => form.touch('jurisdiction')}
            error={form.messageFor('jurisdiction')}
            required
            disabled={form.readOnly}
            language={form.language}
            help="jurisdiction"
          />
        </Box>
      </Stack>

      <AddressFields name="regAddress" title={t('shIdentification.fields.regAddress')} />

      <Stack component="section" spacing={2} aria-labelledby="sh-signer-title">
        <Typography variant="h4" component="h2" id="sh-signer-title">
          {t('shIdentification.sections.signer')}
        </Typography>
        <Box sx={grid}>
          <ParticularField
            name="authSignerFirstNameEng"
            label={t('shIdentification.fields.authSignerFirstNameEng')}
            required
          />
          <ParticularField
            name="authSignerLastNameEng"
            label={t('shIdentification.fields.authSignerLastNameEng')}
            required
          />
        </Box>
      </Stack>

      <ContactFields />

      <FileUploader
        path="shareholderDocList"
        label={t('shIdentification.fields.shareholderDocList')}
        hint={t('shIdentification.hints.shareholderDocList')}
      />

      <Stack component="section" spacing={3} aria-labelledby="sh-cdecl-title">
        <Typography variant="h4" component="h2" id="sh-cdecl-title">
          {t('shIdentification.sections.declarations')}
        </Typography>
        <YesNoQuestion name="isListedCompany" question={t('shIdentification.questions.isListedCompany')} />
        <YesNoQuestion
          name="isProhibitedDirector"
          question={t('shIdentification.questions.isProhibitedDirector')}
        />
        <YesNoQuestion name="isLiquidation" question={t('shIdentification.questions.isLiquidation')} />
        <AckCheckbox name="isCertifyOwner" label={t('shIdentification.questions.isCertifyOwner')} />
      </Stack>
    </Stack>
  );
}
