import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConditionValueInput, type SearchTag, type SearchUser } from './ConditionValueInput';
import { createEmptyValue, findSearchField, LIST_OPERATORS, OPERATORS_BY_KIND, SEARCH_FIELDS } from './search-fields';
import { createCondition, type SearchCondition } from './search-filter';

/** Translation key of a filter field: the part before the dot (creativeLead.emailAddress → creativeLead). */
export const fieldLabelKey = (field: string) => field.split('.')[0]!;

interface ConditionRowProps {
  /** As the user reads it: 2, or 2.1 inside the second item's group. */
  position: number | string;
  condition: SearchCondition;
  onChange: (condition: SearchCondition) => void;
  onRemove: () => void;
  canRemove: boolean;
  users: readonly SearchUser[];
  tags: readonly SearchTag[];
}

/** One query builder row: field, operator and a value input fitting both. */
export function ConditionRow({ position, condition, onChange, onRemove, canRemove, users, tags }: ConditionRowProps) {
  const { t } = useTranslation();
  const field = findSearchField(condition.field) ?? SEARCH_FIELDS[0]!;
  const operators = OPERATORS_BY_KIND[field.kind];
  const rowLabel = t('conceptsList.search.conditionLabel', { position });

  const changeOperator = (operator: string) => {
    // Keep the value when its shape still fits (contains → equals keeps the text).
    const isSameShape =
      LIST_OPERATORS.includes(operator) === LIST_OPERATORS.includes(condition.operator) &&
      (field.kind !== 'date' || (operator === 'range') === (condition.operator === 'range'));
    onChange({ ...condition, operator, value: isSameShape ? condition.value : createEmptyValue(field.kind, operator) });
  };

  return (
    <Box role="group" aria-label={rowLabel} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('conceptsList.search.field')}
        value={field.field}
        onChange={(event) => onChange(createCondition(event.target.value, condition.id))}
        sx={{ width: 200 }}
      >
        {SEARCH_FIELDS.map((candidate) => (
          <MenuItem key={candidate.field} value={candidate.field}>
            {t(`conceptsList.search.fields.${fieldLabelKey(candidate.field)}` as never)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('conceptsList.search.operator')}
        value={condition.operator}
        onChange={(event) => changeOperator(event.target.value)}
        sx={{ width: 130 }}
      >
        {operators.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {t(`conceptsList.search.operators.${operator}` as never)}
          </MenuItem>
        ))}
      </TextField>
      <ConditionValueInput
        field={field}
        operator={condition.operator}
        value={condition.value}
        onChange={(value) => onChange({ ...condition, value })}
        users={users}
        tags={tags}
      />
      <IconButton
        aria-label={t('conceptsList.search.removeCondition', { position })}
        onClick={onRemove}
        disabled={!canRemove}
        sx={{ mt: 0.25 }}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
