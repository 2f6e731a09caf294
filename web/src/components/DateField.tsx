import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';

interface DateFieldProps {
  label: string;
  /** An ISO date-time string, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** With a time of day (creative settings of type dateTime). */
  withTime?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

function toIso(value: Dayjs | null, withTime: boolean): string | null {
  if (!value || !value.isValid()) return null;
  // A date without time is kept at local midnight, so it reads back as the same day here.
  return (withTime ? value : value.startOf('day')).toISOString();
}

/** A date (or date and time) picker over an ISO string. */
export function DateField({ label, value, onChange, onBlur, withTime = false, disabled, required, error }: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  const slotProps = {
    textField: {
      fullWidth: true,
      required,
      error: Boolean(error),
      helperText: error,
      onBlur,
    },
    field: { clearable: true },
  };
  return withTime ? (
    <DateTimePicker
      label={label}
      value={parsed}
      onChange={(next) => onChange(toIso(next, true))}
      disabled={disabled}
      slotProps={slotProps}
    />
  ) : (
    <DatePicker label={label} value={parsed} onChange={(next) => onChange(toIso(next, false))} disabled={disabled} slotProps={slotProps} />
  );
}
