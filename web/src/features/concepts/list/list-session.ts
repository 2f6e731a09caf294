import { z } from 'zod';
import { MODEL_TYPES } from '../shared/concept-rules';
import type { ConceptFilter } from './concept-filter';
import { createDefaultSearchState, type SearchState } from './search/search-filter';

/**
 * What the concepts list remembers for the browser tab, per client and application (spec 1 §2):
 * opened folders, chosen columns, selected folder, the folder's filter, the search and the model
 * type toggles, plus the panels' open state and Show Inactive.
 */
export interface ListSession {
  openFolderIds: string[];
  /** Column code → visible; null until the user changes columns (the application default applies). */
  columns: Record<string, boolean> | null;
  /** undefined: never chosen; null: cleared on purpose (the selected folder was deleted). */
  selectedFolderId?: string | null;
  treeFilter: ConceptFilter | null;
  search: SearchState;
  modelTypes: string[];
  showInactive: boolean;
  isFolderPanelOpen: boolean;
  isSearchPanelOpen: boolean;
}

const conditionValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.tuple([z.string().nullable(), z.string().nullable()]),
  z.null(),
]);

const searchSchema = z.object({
  quickSearch: z.string(),
  combinator: z.enum(['and', 'or']),
  conditions: z.array(z.object({ id: z.string(), field: z.string(), operator: z.string(), value: conditionValueSchema })),
});

// Each field falls back on its own, so one damaged or outdated entry does not reset the rest.
const sessionSchema = z.object({
  openFolderIds: z.array(z.string()).catch([]),
  columns: z.record(z.string(), z.boolean()).nullable().catch(null),
  selectedFolderId: z.string().nullable().optional().catch(undefined),
  treeFilter: z
    .custom<ConceptFilter>((value) => value !== null && typeof value === 'object' && !Array.isArray(value))
    .nullable()
    .catch(null),
  search: searchSchema.catch(() => createDefaultSearchState()),
  modelTypes: z.array(z.enum(MODEL_TYPES)).catch([]),
  showInactive: z.boolean().catch(false),
  isFolderPanelOpen: z.boolean().catch(true),
  isSearchPanelOpen: z.boolean().catch(false),
});

export const createDefaultListSession = (): ListSession => sessionSchema.parse({});

export const buildListSessionKey = (clientCode: string, applicationCode: string) => `atelier.conceptsList.${clientCode}.${applicationCode}`;

function getSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readListSession(clientCode: string, applicationCode: string, storage = getSessionStorage()): ListSession {
  try {
    const stored = storage?.getItem(buildListSessionKey(clientCode, applicationCode));
    return sessionSchema.parse(stored ? JSON.parse(stored) : {});
  } catch {
    return createDefaultListSession();
  }
}

export function writeListSession(clientCode: string, applicationCode: string, session: ListSession, storage = getSessionStorage()) {
  try {
    storage?.setItem(buildListSessionKey(clientCode, applicationCode), JSON.stringify(session));
  } catch {
    // Full or unavailable storage: the list just forgets its state on reload.
  }
}
