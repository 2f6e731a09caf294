import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import type { SettingsFieldDefinition } from './settings-fields';

interface SettingsFieldInputProps {
  field: SettingsFieldDefinition;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
}

/** One creative setting, drawn by its type (text, link, select, date, dateTime, currency, percentage, boolean, number). */
export function SettingsFieldInput({ field, value, onChange, onBlur, disabled, error }: SettingsFieldInputProps) {
  const { t } = useTranslation();
  const common = {
    label: field.name,
    value,
    onBlur,
    disabled,
    required: field.isRequired,
    fullWidth: true,
    error: Boolean(error),
    helperText: error,
  };

  switch (field.type) {
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={
              <Switch checked={value === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} onBlur={onBlur} />
            }
            label={field.name}
            disabled={disabled}
          />
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </Box>
      );
    case 'date':
    case 'dateTime':
      return (
        <DateField
          label={field.name}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
          withTime={field.type === 'dateTime'}
          disabled={disabled}
          required={field.isRequired}
          error={error}
        />
      );
    case 'select':
      return (
        <TextField {...common} select onChange={(event) => onChange(event.target.value)}>
          {field.isRequired ? null : (
            <MenuItem value="">
              <em>{t('conceptEditor.settings.none')}</em>
            </MenuItem>
          )}
          {[...field.selectValues]
            .sort((left, right) => left.sequenceId - right.sequenceId)
            .map((option) => (
              <MenuItem key={option.code} value={option.value}>
                {option.name}
              </MenuItem>
            ))}
        </TextField>
      );
    case 'number':
    case 'currency':
    case 'percentage':
      return (
        <TextField
          {...common}
          type="number"
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { step: field.type === 'number' ? 1 : 0.01, inputMode: 'decimal' },
            input: field.type === 'percentage' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : undefined,
          }}
        />
      );
    case 'link':
      return <TextField {...common} type="url" placeholder="https://" onChange={(event) => onChange(event.target.value)} />;
    default:
      return <TextField {...common} onChange={(event) => onChange(event.target.value)} />;
  }
}
