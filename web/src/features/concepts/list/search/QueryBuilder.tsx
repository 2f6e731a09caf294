import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { ConditionRow } from './ConditionRow';
import { createCondition, type SearchCombinator, type SearchState } from './search-filter';

const SearchPickerOptionsQuery = graphql(`
  query ConceptsListSearchOptions($clientCode: String!, $applicationCode: String!) {
    clientUsers(clientCode: $clientCode) {
      emailAddress
      firstName
      lastName
      status
    }
    creativeTags(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      name
      color
    }
  }
`);

interface QueryBuilderProps {
  clientCode: string;
  applicationCode: string;
  search: SearchState;
  onChange: (search: SearchState) => void;
}

/** Condition rows joined by AND or OR; the user and tag pickers load their options first (spec 1 §2). */
export function QueryBuilder({ clientCode, applicationCode, search, onChange }: QueryBuilderProps) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(SearchPickerOptionsQuery, { variables: { clientCode, applicationCode } });

  if (loading && !data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-label={t('conceptsList.search.loadingUsers')} />
        <Typography variant="body2" color="text.secondary">
          {t('conceptsList.search.loadingUsers')}
        </Typography>
      </Box>
    );
  }

  const users = (data?.clientUsers ?? []).filter((user) => user.status === 'active');
  const tags = data?.creativeTags ?? [];
  const updateCondition = (index: number, condition: SearchState['conditions'][number]) =>
    onChange({ ...search, conditions: search.conditions.map((current, position) => (position === index ? condition : current)) });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        {error ? (
          <Typography variant="body2" color="error">
            {t('conceptsList.search.optionsFailed')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('conceptsList.search.match')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={search.combinator}
            onChange={(_event, combinator: SearchCombinator | null) => combinator && onChange({ ...search, combinator })}
            aria-label={t('conceptsList.search.match')}
          >
            <ToggleButton value="and" sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
              {t('conceptsList.search.matchAll')}
            </ToggleButton>
            <ToggleButton value="or" sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
              {t('conceptsList.search.matchAny')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {search.conditions.map((condition, index) => (
          <ConditionRow
            key={condition.id}
            position={index + 1}
            condition={condition}
            onChange={(next) => updateCondition(index, next)}
            onRemove={() => onChange({ ...search, conditions: search.conditions.filter((current) => current.id !== condition.id) })}
            canRemove={search.conditions.length > 1}
            users={users}
            tags={tags}
          />
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => onChange({ ...search, conditions: [...search.conditions, createCondition()] })}
          >
            {t('conceptsList.search.addCondition')}
          </Button>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
