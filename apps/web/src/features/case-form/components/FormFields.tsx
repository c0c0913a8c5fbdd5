import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { formMessage } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import { fieldID, valueAt } from '../draft-model';
import { HelpedField } from '../../help/components/TopicHelp';
import { useMarkedHelper } from './FieldMark';

/** Spec §5: the required-field asterisk is pink. */
export const pinkAsterisk = {
  '& .MuiFormLabel-asterisk': {
    color: (theme: Theme) => (theme.palette.mode === 'dark' ? '#f48fb1' : '#d81b60'),
  },
};

/** Under a field the firm remarked on (a returned form): the remark, in the warning colour. */
export function useFieldRemark(path: string): { remark?: string; sx?: object } {
  const { remarkAt } = useCaseForm();
  const remark = remarkAt(path);
  return remark ? { remark: `↩ ${remark}`, sx: { color: 'warning.dark' } } : {};
}

/** The message under the field at `path`: the first rule it breaks, once shown. */
export function useFieldMessage(path: string, local?: string): string | undefined {
  const { issuesAt, isShown, language } = useCaseForm();
  if (local) return local;
  if (!isShown(path)) return undefined;
  const issue = issuesAt(path)[0];
  return issue ? formMessage(issue.key, language) : undefined;
}

interface TTextProps {
  path: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  helperText?: string;
  type?: string;
  lang?: string;
  autoComplete?: string;
}

/** A text field bound to the draft at `path`. */
export function DraftText({
  path,
  label,
  required,
  multiline,
  helperText,
  type,
  lang,
  autoComplete,
}: TTextProps) {
  const { draft, setValue, touch } = useCaseForm();
  const raw = valueAt(draft, path);
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const message = useFieldMessage(path);
  const remarked = useFieldRemark(path);
  const marked = useMarkedHelper(path, message ?? remarked.remark ?? helperText);
  const field = (
    <TextField
      id={fieldID(path)}
      label={label}
      value={value}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      type={type}
      fullWidth
      autoComplete={autoComplete ?? 'off'}
      error={Boolean(message)}
      helperText={marked.helper}
      onChange={(event) => setValue(path, event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => touch(path)}
      slotProps={{
        htmlInput: { lang, maxLength: 2000 },
        formHelperText: { sx: message ? undefined : remarked.sx },
      }}
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
 * A whole-number field: the draft holds a number only when what is typed is one (a draft with text
 * where a number belongs would not save); anything else stays in the field with a message.
 */
export function DraftInteger({
  path,
  label,
  required,
  min = 0,
}: {
  path: string;
  label: string;
  required?: boolean;
  min?: number;
}) {
  const { draft, setValue, touch, language } = useCaseForm();
  const stored = valueAt(draft, path);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (typeof stored === 'number' ? String(stored) : '');
  const local =
    text !== null && text.trim() !== '' && !isWholeNumber(text, min)
      ? formMessage(min >= 1 ? 'positiveWholeNumber' : 'wholeNumber', language)
      : undefined;
  const message = useFieldMessage(path, local);
  const remarked = useFieldRemark(path);
  const marked = useMarkedHelper(path, message ?? remarked.remark);
  const field = (
    <TextField
      id={fieldID(path)}
      label={label}
      value={shown}
      required={required}
      fullWidth
      autoComplete="off"
      error={Boolean(message)}
      helperText={marked.helper}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') setValue(path, undefined);
        else if (isWholeNumber(next, min)) setValue(path, Number(next.trim()));
      }}
      onBlur={() => {
        touch(path);
        if (text !== null && (text.trim() === '' || isWholeNumber(text, min))) setText(null);
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        formHelperText: { sx: message ? undefined : remarked.sx },
      }}
      sx={[pinkAsterisk, marked.sx]}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

function isWholeNumber(text: string, min: number): boolean {
  const s = text.trim();
  return /^\d{1,12}$/.test(s) && Number(s) >= min;
}

/** A select bound to the draft at `path`. */
export function DraftSelect({
  path,
  label,
  options,
  required,
  emptyLabel,
  boolean,
  onSelect,
}: {
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  emptyLabel?: string;
  /** The draft holds true / false; the options' values are 'true' / 'false'. */
  boolean?: boolean;
  /** Replaces the plain write of the chosen value. */
  onSelect?: (value: string | undefined) => void;
}) {
  const { draft, setValue, touch } = useCaseForm();
  const stored = valueAt(draft, path);
  const raw = typeof stored === 'boolean' ? String(stored) : stored;
  const message = useFieldMessage(path);
  const remarked = useFieldRemark(path);
  const marked = useMarkedHelper(path, message ?? remarked.remark);
  const write = (value: string | undefined) => {
    if (onSelect) onSelect(value);
    else setValue(path, boolean && value !== undefined ? value === 'true' : value);
  };
  const field = (
    <TextField
      select
      id={fieldID(path)}
      label={label}
      value={typeof raw === 'string' ? raw : ''}
      required={required}
      fullWidth
      error={Boolean(message)}
      helperText={marked.helper}
      onChange={(event) => write(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => touch(path)}
      slotProps={{ formHelperText: { sx: message ? undefined : remarked.sx } }}
      sx={[pinkAsterisk, marked.sx]}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}

/** A checkbox with its own change handler (roles go through addRole / resignRole). */
export function CheckField({
  label,
  checked,
  onChange,
  id,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
}) {
  return (
    <FormControlLabel
      control={<Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}
