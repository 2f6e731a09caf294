import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { useStoredState, type StoredStateSpec } from '../../../lib/stored-state';
import { VIRTUAL_GROUP_CODE } from './use-asset-folders';

/** What the assets tab remembers per client and application for the browser tab (spec 2 §2.3). */
export interface AssetTabSession {
  viewMode: 'tiles' | 'grid';
  showInactive: boolean;
  isFolderPanelOpen: boolean;
  openFolderIds: string[];
}

const sessionSchema = z.object({
  viewMode: z.enum(['tiles', 'grid']).catch('tiles'),
  showInactive: z.boolean().catch(false),
  isFolderPanelOpen: z.boolean().catch(true),
  // The virtual group starts open, so 'All assets' is in view.
  openFolderIds: z.array(z.string()).catch([VIRTUAL_GROUP_CODE]),
});

const buildAssetTabSessionKey = (clientCode: string, applicationCode: string) => `atelier.conceptAssets.${clientCode}.${applicationCode}`;

function buildAssetTabSessionSpec(clientCode: string, applicationCode: string): StoredStateSpec<AssetTabSession> {
  return {
    area: 'session',
    key: buildAssetTabSessionKey(clientCode, applicationCode),
    schema: sessionSchema,
    createDefault: () => sessionSchema.parse({}),
  };
}

/** The tab's remembered state; an update changes only the fields it names. */
export function useAssetTabSession(clientCode: string, applicationCode: string) {
  const spec = useMemo(() => buildAssetTabSessionSpec(clientCode, applicationCode), [clientCode, applicationCode]);
  const [session, setSession] = useStoredState(spec);
  const updateSession = useCallback(
    (update: Partial<AssetTabSession>) => setSession((current) => ({ ...current, ...update })),
    [setSession],
  );
  return [session, updateSession] as const;
}
