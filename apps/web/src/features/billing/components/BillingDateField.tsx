import DateField from '../../../ui-component/date-field/DateField';

/** A required date (YYYY-MM-DD) with a latest allowed day and a message. */
export default function BillingDateField({
  label,
  name,
  value,
  max,
  error,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  max?: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <DateField
      label={label}
      name={name}
      value={value}
      required
      disabled={disabled}
      error={error}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
      onChange={onChange}
      {...(max ? { max } : {})}
    />
  );
}
