// zod's small functional build: the list loads this at once, the full zod comes with forms only.
import * as z from 'zod/mini';
import type { StoredStateSpec } from '../../../lib/stored-state';
import { MODEL_TYPES } from '../shared/concept-rules';
import type { ConceptFilter } from './concept-filter';
import { createDefaultSearchState, type SearchNode, type SearchState } from './search/search-filter';

/**
 * What the concepts list remembers for the browser tab, per client and application (spec 1 §2):
 * opened folders, selected folder, the folder's filter, the search and the model type toggles, plus
 * the panels' open state and Show Inactive. The grid's columns are its own (grid formatting).
 */
export interface ListSession {
  openFolderIds: string[];
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
  z.tuple([z.nullable(z.string()), z.nullable(z.string())]),
  z.null(),
]);

const conditionSchema = z.object({ id: z.string(), field: z.string(), operator: z.string(), value: conditionValueSchema });
// Groups nest (search-filter's SearchGroup); a stored state from before groups is a flat list, still valid.
const nodeSchema: z.ZodMiniType<SearchNode> = z.lazy(() =>
  z.union([z.object({ id: z.string(), combinator: z.enum(['and', 'or']), conditions: z.array(nodeSchema) }), conditionSchema]),
);

const searchSchema = z.object({
  quickSearch: z.string(),
  combinator: z.enum(['and', 'or']),
  conditions: z.array(nodeSchema),
});

// Each field falls back on its own, so one damaged or outdated entry does not reset the rest.
const sessionSchema = z.object({
  openFolderIds: z.catch(z.array(z.string()), []),
  selectedFolderId: z.catch(z.optional(z.nullable(z.string())), undefined),
  treeFilter: z.catch(
    z.nullable(z.custom<ConceptFilter>((value) => value !== null && typeof value === 'object' && !Array.isArray(value))),
    null,
  ),
  search: z.catch(searchSchema, () => createDefaultSearchState()),
  modelTypes: z.catch(z.array(z.enum(MODEL_TYPES)), []),
  showInactive: z.catch(z.boolean(), false),
  isFolderPanelOpen: z.catch(z.boolean(), true),
  isSearchPanelOpen: z.catch(z.boolean(), false),
});

export const createDefaultListSession = (): ListSession => sessionSchema.parse({});

export const buildListSessionKey = (clientCode: string, applicationCode: string) => `atelier.conceptsList.${clientCode}.${applicationCode}`;

export function buildListSessionSpec(clientCode: string, applicationCode: string): StoredStateSpec<ListSession> {
  return {
    area: 'session',
    key: buildListSessionKey(clientCode, applicationCode),
    schema: sessionSchema,
    createDefault: createDefaultListSession,
  };
}
