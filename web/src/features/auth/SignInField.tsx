import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

interface SignInFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
  autoFocus?: boolean;
}

/**
 * An outlined text field built from TextField's own parts: TextField also imports Select (with
 * Menu, Popover and Modal), which the sign-in page never shows but would load.
 */
export function SignInField({ label, name, type, autoComplete, value, onChange, error, disabled, autoFocus }: SignInFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-describedby={error ? helperId : undefined}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
