import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TIdDocumentField } from '@portal/domain';
import IdDocumentReader from '../../recognition/components/IdDocumentReader';
import { fieldId } from '../particulars';
import { useIdentificationForm, type TTextKey } from '../form-context';
import AddressFields from './AddressFields';
import ContactFields from './ContactFields';
import CountryField from './CountryField';
import FileUploader from './FileUploader';
import ParticularField from './ParticularField';
import YesNoQuestion from './YesNoQuestion';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** What an identity document can fill in here: the names and the document's own particulars. */
const FROM_DOCUMENT = [
  'engFirstName',
  'engLastName',
  'chiName',
  'idIssuer',
  'idNum',
  'idIssueDate',
  'idExpiryDate',
] as const satisfies readonly (TIdDocumentField & TTextKey)[];

/** The stakeholder's own card or passport read into the form; the picture kept only if they attach it. */
function ReadIdDocument() {
  const form = useIdentificationForm();
  if (form.readOnly) return null;
  return (
    <IdDocumentReader
      fields={FROM_DOCUMENT}
      current={Object.fromEntries(FROM_DOCUMENT.map((key) => [key, form.draft[key] ?? '']))}
      onAccept={(values) => {
        for (const key of FROM_DOCUMENT) {
          const value = values[key];
          if (value === undefined) continue;
          form.setText(key, value);
          form.touch(key);
        }
      }}
      onAttach={async (file) => {
        const meta = await form.upload(form.uploadTarget, file, () => undefined);
        form.rememberFiles([meta]);
        form.addFileId('idDocs', meta.fileID);
        form.touch('idDocs');
      }}
    />
  );
}

/** An individual's particulars (SH_I_FORM): names, identity document, addresses, contact, declarations. */
export default function IndividualSection() {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <Stack component="section" spacing={2} aria-labelledby="sh-name-title">
        <Typography variant="h4" component="h2" id="sh-name-title">
          {t('shIdentification.sections.name')}
        </Typography>
        <ReadIdDocument />
        <Box sx={grid}>
          <ParticularField
            name="engFirstName"
            label={t('shIdentification.fields.engFirstName')}
            required
            autoComplete="given-name"
          />
          <ParticularField
            name="engLastName"
            label={t('shIdentification.fields.engLastName')}
            required
            autoComplete="family-name"
          />
          <ParticularField name="chiName" label={t('shIdentification.fields.chiName')} lang="zh-HK" />
        </Box>
      </Stack>

      <Stack component="section" spacing={2} aria-labelledby="sh-id-title">
        <Typography variant="h4" component="h2" id="sh-id-title">
          {t('shIdentification.sections.identity')}
        </Typography>
        <Box sx={grid}>
          <CountryField
            id={fieldId('idIssuer')}
            label={t('shIdentification.fields.idIssuer')}
            value={form.draft.idIssuer}
            onChange={(value) => {
              form.setText('idIssuer', value);
              form.touch('idIssuer');
            }}
            onBlur={() => form.touch('idIssuer')}
            error={form.messageFor('idIssuer')}
            required
            disabled={form.readOnly}
            language={form.language}
            help="idIssuer"
          />
          <ParticularField
            name="idNum"
            label={t('shIdentification.fields.idNum')}
            required
            helperText={form.draft.idIssuer === 'HKG' ? t('shIdentification.hints.hkid') : undefined}
          />
          <ParticularField name="idIssueDate" label={t('shIdentification.fields.idIssueDate')} type="date" />
          <ParticularField
            name="idExpiryDate"
            label={t('shIdentification.fields.idExpiryDate')}
            type="date"
          />
        </Box>
        <FileUploader
          path="idDocs"
          label={t('shIdentification.fields.idDocs')}
          hint={t('shIdentification.hints.idDocs')}
        />
      </Stack>

      <AddressFields name="resAddress" title={t('shIdentification.fields.resAddress')}>
        <FileUploader
          path="resAddress.supDoc"
          label={t('shIdentification.fields.resAddressSupDoc')}
          hint={t('shIdentification.hints.supDoc')}
        />
      </AddressFields>
      <AddressFields
        name="corrAddress"
        title={t('shIdentification.fields.corrAddress')}
        hint={t('shIdentification.hints.corrAddress')}
      />

      <ContactFields />

      <Stack component="section" spacing={3} aria-labelledby="sh-decl-title">
        <Typography variant="h4" component="h2" id="sh-decl-title">
          {t('shIdentification.sections.declarations')}
        </Typography>
        <YesNoQuestion name="isPep" question={t('shIdentification.questions.isPep')} />
        <YesNoQuestion name="isGuiltyByCourt" question={t('shIdentification.questions.isGuiltyByCourt')} />
        <YesNoQuestion
          name="isDisqualifiedDirector"
          question={t('shIdentification.questions.isDisqualifiedDirector')}
        />
        <YesNoQuestion name="isAdjBankrupt" question={t('shIdentification.questions.isAdjBankrupt')} />
      </Stack>
    </Stack>
  );
}
