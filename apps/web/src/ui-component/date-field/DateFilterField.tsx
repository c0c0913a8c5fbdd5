import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DateField, { type TDateFieldProps } from './DateField';
import { isDateText, normaliseDateText } from './date-text';

/**
 * A date that filters a list or a report: the list follows only a whole day (or an emptied field),
 * not each keystroke of one, and a day that cannot be read is named under the field when it is left.
 */
export default function DateFilterField({ value, onChange, error, helperText, ...field }: TDateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [unreadable, setUnreadable] = useState(false);
  // A new value from outside (the address, a reset) replaces what was typed, during render.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  const take = (typed: string, leaving: boolean) => {
    const written = leaving ? normaliseDateText(typed) : typed;
    setText(written);
    const usable = written === '' || isDateText(written);
    if (usable) {
      setUnreadable(false);
      if (written !== value) onChange(written);
    } else if (leaving) {
      setUnreadable(true);
    }
  };

  return (
    <DateField
      {...field}
      value={text}
      onChange={(typed) => take(typed, false)}
      onBlur={() => {
        take(text, true);
        field.onBlur?.();
      }}
      error={unreadable ? t('dateField.unreadable') : error}
      helperText={helperText}
    />
  );
}
