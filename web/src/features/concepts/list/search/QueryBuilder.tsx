import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { ConditionRow } from './ConditionRow';
import type { SearchTag, SearchUser } from './ConditionValueInput';
import {
  createCondition,
  createGroup,
  isSearchGroup,
  MAX_GROUP_DEPTH,
  type SearchCombinator,
  type SearchGroup,
  type SearchNode,
  type SearchState,
} from './search-filter';

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

/**
 * Condition rows joined by AND or OR, with bracketed groups of their own AND / OR nested up to
 * MAX_GROUP_DEPTH; the user and tag pickers load their options first (spec 1 §2).
 */
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

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        {error ? (
          <Typography variant="body2" color="error">
            {t('conceptsList.search.optionsFailed')}
          </Typography>
        ) : null}
        <ConditionGroupEditor
          group={search}
          onChange={(group) => onChange({ ...search, combinator: group.combinator, conditions: group.conditions })}
          depth={0}
          path=""
          users={users}
          tags={tags}
        />
      </Stack>
    </LocalizationProvider>
  );
}

interface ConditionGroupEditorProps {
  group: Pick<SearchGroup, 'combinator' | 'conditions'>;
  onChange: (group: Pick<SearchGroup, 'combinator' | 'conditions'>) => void;
  /** 0 for the builder's top level. */
  depth: number;
  /** The group's position as the user reads it ("2", "2.1"); empty at the top level. */
  path: string;
  onRemove?: () => void;
  users: readonly SearchUser[];
  tags: readonly SearchTag[];
}

/** One level of the builder: its AND / OR, its conditions and bracketed sub-groups, and the add buttons. */
function ConditionGroupEditor({ group, onChange, depth, path, onRemove, users, tags }: ConditionGroupEditorProps) {
  const { t } = useTranslation();
  const isTopLevel = depth === 0;
  const positionOf = (index: number) => (path ? `${path}.${index + 1}` : `${index + 1}`);
  const replaceAt = (index: number, node: SearchNode) =>
    onChange({ ...group, conditions: group.conditions.map((current, position) => (position === index ? node : current)) });
  const removeAt = (index: number) => onChange({ ...group, conditions: group.conditions.filter((_, position) => position !== index) });
  const matchLabel = isTopLevel ? t('conceptsList.search.match') : t('conceptsList.search.groupMatch', { position: path });

  const content = (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('conceptsList.search.match')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group.combinator}
          onChange={(_event, combinator: SearchCombinator | null) => combinator && onChange({ ...group, combinator })}
          aria-label={matchLabel}
        >
          <ToggleButton value="and" sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
            {t('conceptsList.search.matchAll')}
          </ToggleButton>
          <ToggleButton value="or" sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
            {t('conceptsList.search.matchAny')}
          </ToggleButton>
        </ToggleButtonGroup>
        {onRemove ? (
          <Tooltip title={t('conceptsList.search.removeGroup', { position: path })}>
            <IconButton
              size="small"
              aria-label={t('conceptsList.search.removeGroup', { position: path })}
              onClick={onRemove}
              sx={{ ml: 'auto' }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      {group.conditions.map((node, index) =>
        isSearchGroup(node) ? (
          <ConditionGroupEditor
            key={node.id}
            group={node}
            onChange={(next) => replaceAt(index, { ...node, ...next })}
            depth={depth + 1}
            path={positionOf(index)}
            onRemove={() => removeAt(index)}
            users={users}
            tags={tags}
          />
        ) : (
          <ConditionRow
            key={node.id}
            position={positionOf(index)}
            condition={node}
            onChange={(next) => replaceAt(index, next)}
            onRemove={() => removeAt(index)}
            // The top level keeps one row to fill in; a group can be emptied (and then filters nothing).
            canRemove={!isTopLevel || group.conditions.length > 1}
            users={users}
            tags={tags}
          />
        ),
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => onChange({ ...group, conditions: [...group.conditions, createCondition()] })}
          aria-label={isTopLevel ? undefined : t('conceptsList.search.addConditionTo', { position: path })}
        >
          {t('conceptsList.search.addCondition')}
        </Button>
        {depth < MAX_GROUP_DEPTH ? (
          <Button
            size="small"
            startIcon={<PlaylistAdd />}
            // A group usually says the opposite of its parent: "all of these, and any of those".
            onClick={() =>
              onChange({ ...group, conditions: [...group.conditions, createGroup(group.combinator === 'and' ? 'or' : 'and')] })
            }
            aria-label={isTopLevel ? undefined : t('conceptsList.search.addGroupTo', { position: path })}
          >
            {t('conceptsList.search.addGroup')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
  if (isTopLevel) return content;
  return (
    <Box
      role="group"
      aria-label={t('conceptsList.search.groupLabel', { position: path })}
      sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2, py: 1, ml: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {content}
    </Box>
  );
}
