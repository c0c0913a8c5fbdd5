import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADDRESS_PROOF_TYPES,
  ID_DOCUMENT_TYPES,
  SCREENING_LISTS,
  SCREENING_RESULTS,
  type TRecognisedIdType,
} from '@portal/domain';
import IdDocumentReader from '../../recognition/components/IdDocumentReader';
import { SelectField } from '../../account-management/components/list-parts';
import { pinkAsterisk } from '../../case-form/components/FormFields';
import { SectionHelp } from '../../help/components/TopicHelp';
import type { THelpTopic } from '../../help/field-help';
import CountryField from '../../stakeholder-identification/components/CountryField';
import { useLanguage } from '../compliance-format';
import { hasExpired, type TDueDiligenceDraft } from '../due-diligence-form';
import type { TFieldsProps } from './DueDiligenceForm';
import DateField from '../../../ui-component/date-field/DateField';

function Section({
  title,
  hint,
  help,
  children,
}: {
  title: string;
  hint?: string;
  /** Why the firm records this, its format and an example, beside the hint. */
  help?: THelpTopic;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: hint || help ? 0.25 : 1.25, p: 0 }}>
        {title}
      </Typography>
      {help && (
        <Box sx={{ mb: 1.25 }}>
          <SectionHelp topic={help} hint={hint} label={title} />
        </Box>
      )}
      {hint && !help && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.25 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/** The record's document type for a document read from a picture. */
const RECORD_TYPE_OF: Record<Exclude<TRecognisedIdType, 'OTHER'>, TDueDiligenceDraft['idType']> = {
  HKID: 'HKID',
  PASSPORT: 'PASSPORT',
  MAINLAND_ID: 'OTHER_ID',
};

/** Identity document: type, number, issuing country, expiry, and the officer's tick. */
export function IdentityFields({
  draft,
  change,
  messageOf,
  idPrefix,
  holderType,
}: TFieldsProps & { holderType: 'I' | 'C' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Section title={t('dueDiligence.form.identity')} help="cddIdentity">
      {holderType === 'I' && (
        <IdDocumentReader
          fields={['idNum', 'idIssuer', 'idExpiryDate']}
          current={{ idNum: draft.idNumber, idIssuer: draft.idCountry, idExpiryDate: draft.idExpiry }}
          onAccept={(values, result) =>
            change({
              ...(result.documentType !== 'OTHER' && { idType: RECORD_TYPE_OF[result.documentType] }),
              ...(values.idNum !== undefined && { idNumber: values.idNum }),
              ...(values.idIssuer !== undefined && { idCountry: values.idIssuer }),
              ...(values.idExpiryDate !== undefined && { idExpiry: values.idExpiryDate }),
            })
          }
        />
      )}
      <Box sx={grid}>
        <SelectField
          label={t('dueDiligence.form.documentType')}
          name="idType"
          value={draft.idType}
          fullWidth
          options={ID_DOCUMENT_TYPES.map((v) => ({
            value: v,
            label: t(`compliance.options.idDocument.${v}`),
          }))}
          onChange={(value) => change({ idType: value as TDueDiligenceDraft['idType'] })}
        />
        <TextField
          id={`${idPrefix}-idNumber`}
          label={
            holderType === 'C' ? t('dueDiligence.form.registrationNumber') : t('dueDiligence.form.number')
          }
          value={draft.idNumber}
          onChange={(event) => change({ idNumber: event.target.value })}
          required
          fullWidth
          error={Boolean(messageOf('idNumber'))}
          helperText={messageOf('idNumber')}
          sx={pinkAsterisk}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        />
        <CountryField
          id={`${idPrefix}-idCountry`}
          label={t('dueDiligence.form.issuingCountry')}
          value={draft.idCountry}
          onChange={(iso3) => change({ idCountry: iso3 })}
          onBlur={() => undefined}
          error={messageOf('idCountry')}
          required
          language={language}
        />
        <DateField
          id={`${idPrefix}-idExpiry`}
          label={t('dueDiligence.form.expiryDate')}
          value={draft.idExpiry}
          onChange={(idExpiry) => change({ idExpiry })}
          error={messageOf('idExpiry')}
          helperText={
            hasExpired(draft, today) ? t('dueDiligence.form.expired', { date: draft.idExpiry }) : undefined
          }
        />
      </Box>
      <Check
        label={t('dueDiligence.form.idChecked')}
        checked={draft.idChecked}
        onChange={(idChecked) => change({ idChecked })}
      />
    </Section>
  );
}

/** Proof of address: type, issue date, and the officer's tick. */
export function AddressProofFields({ draft, change, messageOf, idPrefix }: TFieldsProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('dueDiligence.form.address')} help="addressProof">
      <Box sx={grid}>
        <SelectField
          label={t('dueDiligence.form.documentType')}
          name="addressType"
          value={draft.addressType}
          fullWidth
          options={ADDRESS_PROOF_TYPES.map((v) => ({
            value: v,
            label: t(`compliance.options.addressProof.${v}`),
          }))}
          onChange={(value) => change({ addressType: value as TDueDiligenceDraft['addressType'] })}
        />
        <DateField
          id={`${idPrefix}-addressIssueDate`}
          label={t('dueDiligence.form.issueDate')}
          value={draft.addressIssueDate}
          onChange={(addressIssueDate) => change({ addressIssueDate })}
          error={messageOf('addressIssueDate')}
        />
      </Box>
      <Check
        label={t('dueDiligence.form.addressChecked')}
        checked={draft.addressChecked}
        onChange={(addressChecked) => change({ addressChecked })}
      />
    </Section>
  );
}

/** Name screening as the officer did it: lists checked, result, date, done. */
export function ScreeningFields({ draft, change, messageOf, idPrefix }: TFieldsProps) {
  const { t } = useTranslation();
  const listsError = messageOf('lists');
  return (
    <Section
      title={t('dueDiligence.form.screening')}
      hint={t('dueDiligence.form.screeningHint')}
      help="screening"
    >
      <FormControl error={Boolean(listsError)} component="fieldset" variant="standard">
        <FormLabel component="legend">{t('dueDiligence.form.lists')}</FormLabel>
        <FormGroup row>
          {SCREENING_LISTS.map((list) => (
            <Check
              key={list}
              label={t(`compliance.options.screeningList.${list}`)}
              checked={draft.lists.includes(list)}
              onChange={(on) =>
                change({ lists: on ? [...draft.lists, list] : draft.lists.filter((l) => l !== list) })
              }
            />
          ))}
        </FormGroup>
        {listsError && <FormHelperText>{listsError}</FormHelperText>}
      </FormControl>
      <Box sx={grid}>
        <Box>
          <SelectField
            label={t('dueDiligence.form.result')}
            name="result"
            value={draft.result}
            fullWidth
            helperId={messageOf('result') ? `${idPrefix}-result-error` : undefined}
            options={[
              { value: '', label: t('dueDiligence.form.noResult') },
              ...SCREENING_RESULTS.map((v) => ({
                value: v,
                label: t(`compliance.options.screeningResult.${v}`),
              })),
            ]}
            onChange={(value) => change({ result: value as TDueDiligenceDraft['result'] })}
          />
          {messageOf('result') && (
            <FormHelperText error id={`${idPrefix}-result-error`} sx={{ mx: 1.75 }}>
              {messageOf('result')}
            </FormHelperText>
          )}
        </Box>
        <DateField
          id={`${idPrefix}-screenedOn`}
          label={t('dueDiligence.form.screenedOn')}
          value={draft.screenedOn}
          onChange={(screenedOn) => change({ screenedOn })}
          error={messageOf('screenedOn')}
        />
      </Box>
      <Check
        label={t('dueDiligence.form.screeningDone')}
        checked={draft.screeningDone}
        onChange={(screeningDone) => change({ screeningDone })}
      />
    </Section>
  );
}
