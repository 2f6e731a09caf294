import { combineFilters, type ConceptFilter } from '../concept-filter';
import { createEmptyValue, findSearchField, LIST_OPERATORS, type ConditionValue } from './search-fields';

export interface SearchCondition {
  id: string;
  field: string;
  operator: string;
  value: ConditionValue;
}

export type SearchCombinator = 'and' | 'or';

/** A bracketed group of the query builder: its own AND / OR over conditions and further groups. */
export interface SearchGroup {
  id: string;
  combinator: SearchCombinator;
  conditions: SearchNode[];
}

export type SearchNode = SearchCondition | SearchGroup;

export const isSearchGroup = (node: SearchNode): node is SearchGroup => 'conditions' in node;

/**
 * Groups inside the builder's top level: two levels of brackets, e.g. A and (B or (C and D)). With
 * the quick search, folder and model-type wrappers the filter stays within the server's depth 6.
 */
export const MAX_GROUP_DEPTH = 2;

/** The filter and search panel's state: a quick name search plus the query builder's conditions and groups. */
export interface SearchState {
  quickSearch: string;
  combinator: SearchCombinator;
  conditions: SearchNode[];
}

export function createConditionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

/** A new condition row; the spec's default search is "name contains ''". */
export function createCondition(field = 'name', id = createConditionId()): SearchCondition {
  const kind = findSearchField(field)?.kind ?? 'text';
  const operator = kind === 'tag' ? 'in' : kind === 'date' ? 'range' : kind === 'text' ? 'contains' : 'equals';
  return { id, field, operator, value: createEmptyValue(kind, operator) };
}

/** A new group, holding one new condition to fill in. */
export function createGroup(combinator: SearchCombinator = 'or', id = createConditionId()): SearchGroup {
  return { id, combinator, conditions: [createCondition()] };
}

export function createDefaultSearchState(): SearchState {
  return { quickSearch: '', combinator: 'and', conditions: [createCondition('name', 'default')] };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as the user's local midnight, or null when it is not a real day. */
function parseDay(day: string | null): Date | null {
  const match = day ? DAY_PATTERN.exec(day) : null;
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const result = new Date(year, month, date);
  return result.getFullYear() === year && result.getMonth() === month && result.getDate() === date ? result : null;
}

const startOfDay = (day: Date) => day.toISOString();
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999).toISOString();

function buildDateCondition(field: string, operator: string, value: ConditionValue): ConceptFilter | null {
  if (operator === 'range') {
    const [from, to] = Array.isArray(value) ? (value as [string | null, string | null]).map(parseDay) : [null, null];
    if (!from && !to) return null;
    return { field, operator: 'range', value: [from ? startOfDay(from) : null, to ? endOfDay(to) : null] };
  }
  const day = typeof value === 'string' ? parseDay(value) : null;
  if (!day) return null;
  if (operator === 'lessThan') return { field, operator, value: startOfDay(day) };
  if (operator === 'greaterThan') return { field, operator, value: endOfDay(day) };
  // "On this day" in the user's own calendar: the server's equals compares UTC days.
  return { field, operator: 'range', value: [startOfDay(day), endOfDay(day)] };
}

/** One builder row as a ConceptFilter condition; null while the row is incomplete (it then filters nothing). */
export function buildConditionFilter(condition: SearchCondition): ConceptFilter | null {
  const definition = findSearchField(condition.field);
  if (!definition) return null;
  const { field, operator, value } = condition;
  if (definition.kind === 'date') return buildDateCondition(field, operator, value);
  if (definition.kind === 'boolean') return typeof value === 'boolean' ? { field, operator: 'equals', value } : null;
  if (LIST_OPERATORS.includes(operator)) {
    const codes = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
    return codes.length > 0 ? { field, operator, value: codes } : null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? { field, operator, value: text } : null;
}

/** The quick search looks in names and concept IDs (spec 1 §7: "name or internalId contains"). */
function buildQuickSearchFilter(text: string): ConceptFilter | null {
  const term = text.trim();
  if (!term) return null;
  return {
    or: [
      { field: 'name', operator: 'contains', value: term },
      { field: 'internalId', operator: 'contains', value: term },
    ],
  };
}

/**
 * A group as one ConceptFilter: its complete conditions and non-empty sub-groups under its AND / OR;
 * one left stands alone, none gives null (an empty group filters nothing).
 */
export function buildGroupFilter(group: Pick<SearchGroup, 'combinator' | 'conditions'>): ConceptFilter | null {
  const parts = group.conditions
    .map((node) => (isSearchGroup(node) ? buildGroupFilter(node) : buildConditionFilter(node)))
    .filter((filter): filter is ConceptFilter => filter !== null);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return { [group.combinator]: parts };
}

/** The panel's state as one ConceptFilter, or null when it filters nothing (the default "name contains ''"). */
export function buildSearchFilter(state: SearchState): ConceptFilter | null {
  return combineFilters([buildQuickSearchFilter(state.quickSearch), buildGroupFilter(state)]);
}

export const MODEL_TYPE_COUNT = 3;

/**
 * The list's filter: an active search looks across every folder (so the folder column can say
 * where each result lives); otherwise the selected folder or virtual folder scopes the list. The
 * model-type toggles narrow either.
 */
export function buildListFilter(options: { search: SearchState; treeFilter: ConceptFilter | null; modelTypes: readonly string[] }): {
  filter: ConceptFilter | null;
  isSearchActive: boolean;
} {
  const searchFilter = buildSearchFilter(options.search);
  const modelTypeFilter =
    options.modelTypes.length > 0 && options.modelTypes.length < MODEL_TYPE_COUNT
      ? { field: 'modelType', operator: 'in', value: [...options.modelTypes] }
      : null;
  return {
    filter: combineFilters([searchFilter ?? options.treeFilter, modelTypeFilter]),
    isSearchActive: searchFilter !== null,
  };
}
