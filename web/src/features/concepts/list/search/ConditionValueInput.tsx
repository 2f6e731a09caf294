import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateConceptValue } from '../concept-labels';
import { LIST_OPERATORS, type ConditionValue, type SearchField } from './search-fields';

export interface SearchUser {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

export interface SearchTag {
  code: string;
  name: string;
  color: string;
}

interface ConditionValueInputProps {
  field: SearchField;
  operator: string;
  value: ConditionValue;
  onChange: (value: ConditionValue) => void;
  users: readonly SearchUser[];
  tags: readonly SearchTag[];
}

const DAY_FORMAT = 'YYYY-MM-DD';
/** People are listed with their address, wider than the value box. */
const wideListbox = { popper: { placement: 'bottom-end' as const, sx: { minWidth: 340 } } };
/**
 * A date field holds the whole date (MM/DD/YYYY) beside its clear and calendar buttons: two of them
 * side by side in a 180 px box showed "11/25/2…". Each keeps this width, and the pair wraps instead.
 */
const dateFieldSx = { flex: '1 1 200px', minWidth: 200 };
const toDay = (value: dayjs.Dayjs | null) => (value && value.isValid() ? value.format(DAY_FORMAT) : null);
const fromDay = (value: string | null | undefined) => (value ? dayjs(value, DAY_FORMAT) : null);

function describeUser(user: SearchUser) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.emailAddress})` : user.emailAddress;
}

/** The value input that fits a field and operator: text, select, user or tag picker, date(s), yes/no. */
export function ConditionValueInput({ field, operator, value, onChange, users, tags }: ConditionValueInputProps) {
  const { t } = useTranslation();
  const valueLabel = t('conceptsList.search.value');
  const isList = LIST_OPERATORS.includes(operator);
  const inputSx = { minWidth: 180, flex: 1 };

  if (field.kind === 'boolean') {
    return (
      <TextField
        select
        size="small"
        label={valueLabel}
        sx={inputSx}
        value={value === false ? 'false' : 'true'}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <MenuItem value="true">{t('conceptsList.search.yes')}</MenuItem>
        <MenuItem value="false">{t('conceptsList.search.no')}</MenuItem>
      </TextField>
    );
  }

  if (field.kind === 'date') {
    if (operator === 'range') {
      const [from, to] = Array.isArray(value) ? (value as [string | null, string | null]) : [null, null];
      return (
        <Stack direction="row" useFlexGap sx={{ ...inputSx, flexWrap: 'wrap', gap: 1 }}>
          <DatePicker
            label={t('conceptsList.search.from')}
            value={fromDay(from)}
            onChange={(day) => onChange([toDay(day), to])}
            sx={dateFieldSx}
            slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          />
          <DatePicker
            label={t('conceptsList.search.to')}
            value={fromDay(to)}
            onChange={(day) => onChange([from, toDay(day)])}
            sx={dateFieldSx}
            slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          />
        </Stack>
      );
    }
    return (
      <Box sx={inputSx}>
        <DatePicker
          label={valueLabel}
          value={fromDay(typeof value === 'string' ? value : null)}
          onChange={(day) => onChange(toDay(day))}
          sx={dateFieldSx}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
      </Box>
    );
  }

  if (field.kind === 'select' && field.options) {
    const options = field.options;
    const labelOf = (code: string) => (field.optionLabels ? translateConceptValue(t, field.optionLabels, code) : code);
    if (isList) {
      return (
        <Autocomplete
          multiple
          size="small"
          sx={inputSx}
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(_event, next) => onChange(next)}
          getOptionLabel={labelOf}
          filterSelectedOptions
          renderInput={(params) => <TextField {...params} label={valueLabel} />}
        />
      );
    }
    return (
      <TextField
        select
        size="small"
        label={valueLabel}
        sx={inputSx}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((code) => (
          <MenuItem key={code} value={code}>
            {labelOf(code)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (field.kind === 'user') {
    const emails = users.map((user) => user.emailAddress);
    const labelOf = (email: string) => {
      const user = users.find((candidate) => candidate.emailAddress === email);
      return user ? describeUser(user) : email;
    };
    if (isList) {
      return (
        <Autocomplete
          multiple
          size="small"
          sx={inputSx}
          options={emails}
          slotProps={wideListbox}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(_event, next) => onChange(next)}
          getOptionLabel={labelOf}
          filterSelectedOptions
          renderInput={(params) => <TextField {...params} label={valueLabel} />}
        />
      );
    }
    return (
      <Autocomplete
        size="small"
        sx={inputSx}
        options={emails}
        slotProps={wideListbox}
        value={typeof value === 'string' && value ? value : null}
        onChange={(_event, next) => onChange(next ?? '')}
        getOptionLabel={labelOf}
        renderInput={(params) => <TextField {...params} label={valueLabel} />}
      />
    );
  }

  if (field.kind === 'tag') {
    const tagOf = (code: string) => tags.find((tag) => tag.code === code);
    return (
      <Autocomplete
        multiple
        size="small"
        sx={inputSx}
        options={tags.map((tag) => tag.code)}
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={(_event, next) => onChange(next)}
        getOptionLabel={(code) => tagOf(code)?.name ?? code}
        filterSelectedOptions
        renderValue={(selected, getItemProps) =>
          selected.map((code, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const tag = tagOf(code);
            return (
              <Chip
                key={key}
                size="small"
                label={tag?.name ?? code}
                sx={tag ? { bgcolor: tag.color, color: (theme) => theme.palette.getContrastText(tag.color) } : undefined}
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label={valueLabel} />}
      />
    );
  }

  return (
    <TextField
      size="small"
      label={valueLabel}
      sx={inputSx}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
