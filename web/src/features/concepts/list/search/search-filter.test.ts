import { describe, expect, it } from 'vitest';
import {
  buildConditionFilter,
  buildListFilter,
  buildSearchFilter,
  createCondition,
  createDefaultSearchState,
  createGroup,
  type SearchState,
} from './search-filter';

const localStart = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();
const localEnd = (year: number, month: number, day: number) => new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();

function stateWith(conditions: SearchState['conditions'], combinator: SearchState['combinator'] = 'and', quickSearch = ''): SearchState {
  return { quickSearch, combinator, conditions };
}

describe('buildSearchFilter', () => {
  it('filters nothing with the default "name contains \'\'"', () => {
    const state = createDefaultSearchState();
    expect(state.conditions).toEqual([{ id: 'default', field: 'name', operator: 'contains', value: '' }]);
    expect(buildSearchFilter(state)).toBeNull();
  });

  it('turns a single complete row into one condition, trimming text', () => {
    const filter = buildSearchFilter(stateWith([{ id: '1', field: 'name', operator: 'contains', value: '  Boss ' }]));
    expect(filter).toEqual({ field: 'name', operator: 'contains', value: 'Boss' });
  });

  it('groups rows with the AND / OR toggle and skips incomplete rows', () => {
    const conditions = [
      { id: '1', field: 'status', operator: 'in', value: ['queued', 'active'] },
      { id: '2', field: 'creativeLead.emailAddress', operator: 'equals', value: 'lead@demo.test' },
      { id: '3', field: 'tags.code', operator: 'notIn', value: [] },
      { id: '4', field: 'internalId', operator: 'equals', value: '   ' },
    ];
    const expected = [
      { field: 'status', operator: 'in', value: ['queued', 'active'] },
      { field: 'creativeLead.emailAddress', operator: 'equals', value: 'lead@demo.test' },
    ];
    expect(buildSearchFilter(stateWith(conditions, 'and'))).toEqual({ and: expected });
    expect(buildSearchFilter(stateWith(conditions, 'or'))).toEqual({ or: expected });
  });

  it('adds the quick search as name or concept ID contains, ANDed with the builder', () => {
    const filter = buildSearchFilter(stateWith([{ id: '1', field: 'isPinned', operator: 'equals', value: false }], 'or', ' 104 '));
    expect(filter).toEqual({
      and: [
        {
          or: [
            { field: 'name', operator: 'contains', value: '104' },
            { field: 'internalId', operator: 'contains', value: '104' },
          ],
        },
        { field: 'isPinned', operator: 'equals', value: false },
      ],
    });
  });
});

describe('buildConditionFilter for dates', () => {
  const row = (operator: string, value: unknown) =>
    buildConditionFilter({ id: 'd', field: 'targetDeliveryDate', operator, value: value as never });

  it('sends a range from the start of the first day to the end of the last, in the user’s time zone', () => {
    expect(row('range', ['2026-03-01', '2026-03-31'])).toEqual({
      field: 'targetDeliveryDate',
      operator: 'range',
      value: [localStart(2026, 3, 1), localEnd(2026, 3, 31)],
    });
    expect(row('range', [null, '2026-03-31'])?.value).toEqual([null, localEnd(2026, 3, 31)]);
    expect(row('range', [null, null])).toBeNull();
  });

  it('compares before the day starts and after it ends, and treats "equals" as that whole local day', () => {
    expect(row('lessThan', '2026-03-10')).toEqual({ field: 'targetDeliveryDate', operator: 'lessThan', value: localStart(2026, 3, 10) });
    expect(row('greaterThan', '2026-03-10')).toEqual({
      field: 'targetDeliveryDate',
      operator: 'greaterThan',
      value: localEnd(2026, 3, 10),
    });
    expect(row('equals', '2026-03-10')).toEqual({
      field: 'targetDeliveryDate',
      operator: 'range',
      value: [localStart(2026, 3, 10), localEnd(2026, 3, 10)],
    });
  });

  it('ignores missing and impossible days', () => {
    expect(row('lessThan', null)).toBeNull();
    expect(row('equals', '2026-02-30')).toBeNull();
    expect(row('equals', 'soon')).toBeNull();
  });
});

describe('createCondition', () => {
  it('starts each field kind with a fitting operator and empty value', () => {
    expect(createCondition('tags.code', 'a')).toEqual({ id: 'a', field: 'tags.code', operator: 'in', value: [] });
    expect(createCondition('deliveryDate', 'b')).toEqual({ id: 'b', field: 'deliveryDate', operator: 'range', value: [null, null] });
    expect(createCondition('isPinned', 'c')).toEqual({ id: 'c', field: 'isPinned', operator: 'equals', value: true });
    expect(createCondition('status', 'd')).toEqual({ id: 'd', field: 'status', operator: 'equals', value: '' });
  });
});

describe('buildListFilter', () => {
  const treeFilter = { field: 'creativeNode.code', operator: 'equals', value: 'nod1' };

  it('scopes the list to the selected folder while nothing is searched', () => {
    expect(buildListFilter({ search: createDefaultSearchState(), treeFilter, modelTypes: [] })).toEqual({
      filter: treeFilter,
      isSearchActive: false,
    });
  });

  it('searches across all folders once a search is active', () => {
    const search = stateWith([{ id: '1', field: 'name', operator: 'contains', value: 'teaser' }]);
    expect(buildListFilter({ search, treeFilter, modelTypes: [] })).toEqual({
      filter: { field: 'name', operator: 'contains', value: 'teaser' },
      isSearchActive: true,
    });
  });

  it('narrows by model type unless none or all three are chosen', () => {
    const narrowed = buildListFilter({ search: createDefaultSearchState(), treeFilter, modelTypes: ['parent', 'child'] });
    expect(narrowed.filter).toEqual({ and: [treeFilter, { field: 'modelType', operator: 'in', value: ['parent', 'child'] }] });
    expect(
      buildListFilter({ search: createDefaultSearchState(), treeFilter: null, modelTypes: ['standard', 'parent', 'child'] }).filter,
    ).toBeNull();
    expect(buildListFilter({ search: createDefaultSearchState(), treeFilter: null, modelTypes: ['child'] }).filter).toEqual({
      field: 'modelType',
      operator: 'in',
      value: ['child'],
    });
  });
});

describe('nested groups', () => {
  it('brackets a group under its own AND / OR, leaving out empty groups and incomplete rows', () => {
    const state: SearchState = {
      quickSearch: '',
      combinator: 'and',
      conditions: [
        { id: '1', field: 'status', operator: 'equals', value: 'queued' },
        {
          id: 'g1',
          combinator: 'or',
          conditions: [
            { id: '2', field: 'name', operator: 'contains', value: 'Boss' },
            {
              id: 'g2',
              combinator: 'and',
              conditions: [
                { id: '3', field: 'modelType', operator: 'equals', value: 'child' },
                { id: '4', field: 'isPinned', operator: 'equals', value: true },
              ],
            },
          ],
        },
        { id: 'g3', combinator: 'or', conditions: [{ id: '5', field: 'name', operator: 'contains', value: ' ' }] },
      ],
    };
    expect(buildSearchFilter(state)).toEqual({
      and: [
        { field: 'status', operator: 'equals', value: 'queued' },
        {
          or: [
            { field: 'name', operator: 'contains', value: 'Boss' },
            {
              and: [
                { field: 'modelType', operator: 'equals', value: 'child' },
                { field: 'isPinned', operator: 'equals', value: true },
              ],
            },
          ],
        },
      ],
    });
  });

  it('lets a group with one complete row stand for that row', () => {
    const group = createGroup('or', 'g');
    expect(group.conditions).toHaveLength(1);
    const state = stateWith([{ ...group, conditions: [{ id: '1', field: 'name', operator: 'equals', value: 'Boss' }] }]);
    expect(buildSearchFilter(state)).toEqual({ field: 'name', operator: 'equals', value: 'Boss' });
  });
});
