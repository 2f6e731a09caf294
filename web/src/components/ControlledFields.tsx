import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ControlledProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Shown when the field has no validation error. */
  helperText?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  type?: string;
}

/** A react-hook-form text field: the field's value, its validation error as helper text. */
export function ControlledTextField<Values extends FieldValues>({ control, name, helperText, ...props }: ControlledProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} {...props} fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? helperText} />
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

/** A react-hook-form single select over fixed options. */
export function ControlledSelect<Values extends FieldValues>({
  control,
  name,
  options,
  onValueChange,
  helperText,
  ...props
}: ControlledProps<Values> & {
  options: readonly SelectOption[];
  /** Replaces the plain field update (e.g. to reset dependants). */ onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          select
          fullWidth
          onChange={(event) => (onValueChange ? onValueChange(event.target.value) : field.onChange(event))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
