import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { amountInputOf, holderName, parseAmount, type THolder } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, valueAt, withValueAt } from '../../case-form/draft-model';
import { pinkAsterisk, useFieldMessage } from '../../case-form/components/FormFields';
import { HelpedField } from '../../help/components/TopicHelp';
import DateField from '../../../ui-component/date-field/DateField';

/* Fields of a change that the case form has no kind of: a date, an amount, a person from the records. */

/** A date (YYYY-MM-DD) bound to the draft at `path`. */
export function DraftDate({ path, label, required }: { path: string; label: string; required?: boolean }) {
  const { draft, setValue } = useCaseForm();
  const raw = valueAt(draft, path);
  const message = useFieldMessage(path);
  const field = (
    <DateField
      id={fieldID(path)}
      label={label}
      value={typeof raw === 'string' ? raw : ''}
      required={required}
      fullWidth
      error={Boolean(message)}
      helperText={message}
      onChange={(value) => setValue(path, value || undefined)}
      sx={pinkAsterisk}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

/**
 * An amount in Hong Kong dollars as typed ('1,000,001', 'HK$12.50'), kept as integer cents (or as
 * dollars, `inDollars`). Text that is not an amount stays in the field with a message and is not saved.
 */
export function DraftAmount({
  path,
  label,
  required,
  helperText,
  inDollars = false,
}: {
  path: string;
  label: string;
  required?: boolean;
  helperText?: string;
  inDollars?: boolean;
}) {
  const { t } = useTranslation();
  const { draft, setValue } = useCaseForm();
  const stored = valueAt(draft, path);
  const [text, setText] = useState<string | null>(null);
  const asCents = typeof stored === 'number' ? Math.round(inDollars ? stored * 100 : stored) : null;
  const shown = text ?? (asCents !== null && Number.isSafeInteger(asCents) ? amountInputOf(asCents) : '');
  const local =
    text !== null && text.trim() !== '' && parseAmount(text) === null ? t('recordUpdate.errors.amount') : '';
  const message = useFieldMessage(path, local || undefined);
  const field = (
    <TextField
      id={fieldID(path)}
      label={label}
      value={shown}
      required={required}
      fullWidth
      autoComplete="off"
      error={Boolean(message)}
      helperText={message ?? helperText}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const cents = parseAmount(next);
        if (next.trim() === '') setValue(path, undefined);
        else if (cents !== null) setValue(path, inDollars ? cents / 100 : cents);
      }}
      onBlur={() => {
        if (text !== null && (text.trim() === '' || parseAmount(text) !== null)) setText(null);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={pinkAsterisk}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

/** How a person of the records reads in a list: their name, or "unnamed", with an optional note. */
export function usePersonLabel() {
  const { t } = useTranslation();
  return (h: THolder, note?: string) => {
    const name = holderName(h) || t('recordUpdate.person.unnamed');
    return note ? `${name} (${note})` : name;
  };
}

const NEW = '__new__';

/**
 * A person of the records (their holderID at `idPath`) or, with `newPath`, "a new person" whose
 * particulars are kept whole at `newPath`: exactly one of the two is in the draft.
 */
export function PersonSelect({
  idPath,
  newPath,
  label,
  people,
  required = true,
  onNew,
}: {
  idPath: string;
  newPath?: string;
  label: string;
  people: readonly { holder: THolder; note?: string }[];
  required?: boolean;
  /** The new person's starting particulars. */
  onNew?: () => THolder;
}) {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const labelOf = usePersonLabel();
  const id = valueAt(draft, idPath);
  const isNew = newPath !== undefined && valueAt(draft, newPath) !== undefined;
  const value = isNew ? NEW : typeof id === 'string' ? id : '';
  const message = useFieldMessage(idPath);
  const known = people.some((p) => p.holder.holderID === value);
  const choose = (next: string) =>
    update((d) => {
      const cleared = newPath ? withValueAt(d, newPath, next === NEW ? onNew?.() : undefined) : d;
      return withValueAt(cleared, idPath, next === '' || next === NEW ? undefined : next);
    });
  return (
    <TextField
      select
      id={fieldID(idPath)}
      label={label}
      value={value}
      required={required}
      fullWidth
      error={Boolean(message)}
      helperText={message}
      onChange={(event) => choose(event.target.value)}
      sx={pinkAsterisk}
    >
      <MenuItem value="">
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {t('recordUpdate.person.choose')}
        </Typography>
      </MenuItem>
      {!known && value !== '' && value !== NEW && (
        // A person saved earlier who no longer fits the list (e.g. resigned since) stays visible.
        <MenuItem value={value}>{t('recordUpdate.person.notListed')}</MenuItem>
      )}
      {people.map(({ holder, note }) => (
        <MenuItem key={holder.holderID} value={holder.holderID}>
          {labelOf(holder, note)}
        </MenuItem>
      ))}
      {newPath && <MenuItem value={NEW}>{t('recordUpdate.person.new')}</MenuItem>}
    </TextField>
  );
}
