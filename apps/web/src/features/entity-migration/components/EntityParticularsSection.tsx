import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formMessage, outstandingReturns, type TFormMessageKey } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, valueAt } from '../../case-form/draft-model';
import { useMarkedHelper } from '../../case-form/components/FieldMark';
import { pinkAsterisk, useFieldMessage } from '../../case-form/components/FormFields';
import { hongKongToday } from '../../entities/hk-date';
import { HelpedField } from '../../help/components/TopicHelp';
import OutstandingReturns from './OutstandingReturns';
import DateField from '../../../ui-component/date-field/DateField';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * A registry number (company number, BRN): the draft holds it only once it has the registry's form
 * (the draft's schema refuses anything else); what is typed meanwhile stays in the field with the
 * rule's message, as DraftInteger does for numbers.
 */
function DraftRegistryNumber({
  path,
  label,
  pattern,
  messageKey,
  maxLength,
}: {
  path: string;
  label: string;
  pattern: RegExp;
  messageKey: TFormMessageKey;
  maxLength: number;
}) {
  const { draft, setValue, touch, language } = useCaseForm();
  const stored = valueAt(draft, path);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (typeof stored === 'string' ? stored : '');
  const local =
    text !== null && text.trim() !== '' && !pattern.test(text.trim())
      ? formMessage(messageKey, language)
      : undefined;
  const message = useFieldMessage(path, local);
  const marked = useMarkedHelper(path, message);
  const field = (
    <TextField
      id={fieldID(path)}
      label={label}
      value={shown}
      required
      fullWidth
      autoComplete="off"
      error={Boolean(message)}
      helperText={marked.helper}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') setValue(path, undefined);
        else if (pattern.test(next.trim())) setValue(path, next.trim());
      }}
      onBlur={() => {
        touch(path);
        if (text !== null && (text.trim() === '' || pattern.test(text.trim()))) setText(null);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength } }}
      sx={[pinkAsterisk, marked.sx]}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

/** A calendar date (YYYY-MM-DD, as the date input gives it) bound to the draft. */
function DraftDate({ path, label, required }: { path: string; label: string; required?: boolean }) {
  const { draft, setValue, touch } = useCaseForm();
  const stored = valueAt(draft, path);
  const message = useFieldMessage(path);
  const marked = useMarkedHelper(path, message);
  const field = (
    <DateField
      id={fieldID(path)}
      label={label}
      value={typeof stored === 'string' ? stored : ''}
      required={required}
      fullWidth
      error={Boolean(message)}
      helperText={marked.helper}
      onChange={(value) => setValue(path, value === '' ? undefined : value)}
      onBlur={() => touch(path)}
      sx={[pinkAsterisk, marked.sx]}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

/**
 * The company's registered particulars (EN_FORM): company number, BRN, date of incorporation, the
 * last annual return filed, and the returns it still owes as the active entity will count them.
 */
export default function EntityParticularsSection() {
  const { t } = useTranslation();
  const { draft } = useCaseForm();
  const owed =
    draft.incorporationDate !== undefined
      ? outstandingReturns({
          incorporationDate: draft.incorporationDate,
          lastReturnDateFiled: draft.lastReturnDateFiled ?? null,
          today: hongKongToday(),
        })
      : [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="em-particulars-title">
      <Typography id="em-particulars-title" variant="h4" component="h2">
        {t('entityMigration.particulars.title')}
      </Typography>
      <Box sx={twoColumns}>
        <DraftRegistryNumber
          path="companyNumber"
          label={t('entityMigration.particulars.companyNumber')}
          pattern={/^\d{1,8}$/}
          messageKey="companyNumberInvalid"
          maxLength={8}
        />
        <DraftRegistryNumber
          path="brn"
          label={t('entityMigration.particulars.brn')}
          pattern={/^\d{8}$/}
          messageKey="brnInvalid"
          maxLength={8}
        />
        <DraftDate
          path="incorporationDate"
          label={t('entityMigration.particulars.incorporationDate')}
          required
        />
        <DraftDate path="lastReturnDateFiled" label={t('entityMigration.particulars.lastReturnDateFiled')} />
      </Box>
      <OutstandingReturns owed={owed} known={Boolean(draft.lastReturnDateFiled)} />
    </Stack>
  );
}
