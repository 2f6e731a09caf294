import { afterEach, describe, expect, it } from 'vitest';
import { readStoredState, writeStoredState } from '../../../lib/stored-state';
import { buildListSessionKey, buildListSessionSpec, createDefaultListSession, type ListSession } from './list-session';

const readListSession = (clientCode: string, applicationCode: string, storage?: Storage) =>
  readStoredState(buildListSessionSpec(clientCode, applicationCode), storage);
const writeListSession = (clientCode: string, applicationCode: string, session: ListSession, storage?: Storage) =>
  writeStoredState(buildListSessionSpec(clientCode, applicationCode), session, storage);

afterEach(() => window.sessionStorage.clear());

describe('list session storage', () => {
  it('starts from defaults: nothing chosen, default search, panels as designed', () => {
    const session = readListSession('demo', 'puzzle-quest');
    expect(session).toEqual(createDefaultListSession());
    expect(session).toMatchObject({
      openFolderIds: [],
      treeFilter: null,
      modelTypes: [],
      showInactive: false,
      isFolderPanelOpen: true,
      isSearchPanelOpen: false,
    });
    expect(session.selectedFolderId).toBeUndefined();
    expect(session.search.conditions).toEqual([{ id: 'default', field: 'name', operator: 'contains', value: '' }]);
  });

  it('keeps each client and application apart', () => {
    const session: ListSession = {
      ...createDefaultListSession(),
      openFolderIds: ['nod1', 'tags'],
      selectedFolderId: 'nod1',
      treeFilter: { field: 'creativeNode.code', operator: 'equals', value: 'nod1' },
      search: {
        quickSearch: 'boss',
        combinator: 'or',
        conditions: [{ id: 'a', field: 'targetDeliveryDate', operator: 'range', value: ['2026-01-01', null] }],
      },
      modelTypes: ['parent'],
      showInactive: true,
    };
    writeListSession('demo', 'puzzle-quest', session);

    expect(readListSession('demo', 'puzzle-quest')).toEqual(session);
    expect(readListSession('demo', 'space-runner')).toEqual(createDefaultListSession());
    expect(readListSession('northwind', 'puzzle-quest')).toEqual(createDefaultListSession());
    expect(window.sessionStorage.getItem(buildListSessionKey('demo', 'puzzle-quest'))).not.toBeNull();
  });

  it('remembers a selection cleared on purpose apart from one never made', () => {
    writeListSession('demo', 'puzzle-quest', { ...createDefaultListSession(), selectedFolderId: null });
    expect(readListSession('demo', 'puzzle-quest').selectedFolderId).toBeNull();
  });

  it('falls back field by field on damaged or outdated entries', () => {
    const key = buildListSessionKey('demo', 'puzzle-quest');
    window.sessionStorage.setItem(key, JSON.stringify({ showInactive: 'yes', modelTypes: ['standard', 'robot'], openFolderIds: ['nod9'] }));
    const session = readListSession('demo', 'puzzle-quest');
    expect(session.showInactive).toBe(false);
    expect(session.modelTypes).toEqual([]);
    expect(session.openFolderIds).toEqual(['nod9']);

    window.sessionStorage.setItem(key, '{not json');
    expect(readListSession('demo', 'puzzle-quest')).toEqual(createDefaultListSession());
  });

  it('does not fail when storage refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
      getItem: () => null,
    } as unknown as Storage;
    expect(() => writeListSession('demo', 'puzzle-quest', createDefaultListSession(), refusing)).not.toThrow();
    expect(readListSession('demo', 'puzzle-quest', refusing)).toEqual(createDefaultListSession());
  });

  it('keeps nested query builder groups', () => {
    const session: ListSession = {
      ...createDefaultListSession(),
      search: {
        quickSearch: '',
        combinator: 'and',
        conditions: [
          { id: 'a', field: 'status', operator: 'equals', value: 'queued' },
          {
            id: 'g',
            combinator: 'or',
            conditions: [
              { id: 'b', field: 'name', operator: 'contains', value: 'Boss' },
              { id: 'h', combinator: 'and', conditions: [{ id: 'c', field: 'isPinned', operator: 'equals', value: true }] },
            ],
          },
        ],
      },
    };
    writeListSession('demo', 'puzzle-quest', session);
    expect(readListSession('demo', 'puzzle-quest').search).toEqual(session.search);
  });
});
