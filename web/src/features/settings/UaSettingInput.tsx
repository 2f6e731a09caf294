import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sortOptions, type UaSettingFieldDefinition } from './ua-settings-form';

interface UaSettingInputProps {
  field: UaSettingFieldDefinition;
  /** What is shown: the inherited value while inherited, else the form's own value. */
  value: string | string[];
  isInherited: boolean;
  onValueChange: (value: string | string[]) => void;
  onInheritChange: (isInherited: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
}

/** One UA setting drawn by its type (select, text, link, number), with its "Inherit" checkbox. */
export function UaSettingInput({
  field,
  value,
  isInherited,
  onValueChange,
  onInheritChange,
  onBlur,
  disabled,
  error,
}: UaSettingInputProps) {
  const { t } = useTranslation();
  const common = {
    label: field.name,
    onBlur,
    disabled: disabled || isInherited,
    required: field.isRequired && !isInherited,
    fullWidth: true,
    error: Boolean(error),
    helperText: error,
  };

  let input;
  if (field.type === 'select') {
    const options = sortOptions(field.selectValues);
    const labelOf = (optionValue: string) => options.find((option) => option.value === optionValue)?.name ?? optionValue;
    input = field.settings.multiple ? (
      <TextField
        {...common}
        select
        value={Array.isArray(value) ? value : []}
        onChange={(event) => onValueChange(event.target.value as unknown as string[])}
        slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(labelOf).join(', ') } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    ) : (
      <TextField {...common} select value={typeof value === 'string' ? value : ''} onChange={(event) => onValueChange(event.target.value)}>
        {field.isRequired ? null : (
          <MenuItem value="">
            <em>{t('settings.application.none')}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    const text = Array.isArray(value) ? value.join(',') : value;
    const isNumber = field.type === 'number';
    input = (
      <TextField
        {...common}
        value={text}
        type={isNumber ? 'number' : field.type === 'link' ? 'url' : 'text'}
        placeholder={field.type === 'link' ? 'https://' : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        slotProps={{
          htmlInput: isNumber
            ? { min: field.settings.min ?? undefined, max: field.settings.max ?? undefined, inputMode: 'decimal' }
            : undefined,
        }}
      />
    );
  }

  return (
    <Box>
      {input}
      <FormControlLabel
        sx={{ mt: 0.5 }}
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={isInherited}
            onChange={(event) => onInheritChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('settings.application.inheritField', { name: field.name }) } }}
          />
        }
        label={t('settings.application.inherit')}
        slotProps={{ typography: { variant: 'body2' } }}
      />{' '}
    </Box>
  );
}
