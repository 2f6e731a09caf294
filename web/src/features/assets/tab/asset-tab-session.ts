import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
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

export const buildAssetTabSessionKey = (clientCode: string, applicationCode: string) =>
  `atelier.conceptAssets.${clientCode}.${applicationCode}`;

function readSession(key: string): AssetTabSession {
  try {
    const stored = window.sessionStorage.getItem(key);
    return sessionSchema.parse(stored ? JSON.parse(stored) : {});
  } catch {
    return sessionSchema.parse({});
  }
}

export function useAssetTabSession(clientCode: string, applicationCode: string) {
  const key = buildAssetTabSessionKey(clientCode, applicationCode);
  const [session, setSession] = useState(() => readSession(key));
  const updateSession = useCallback((update: Partial<AssetTabSession>) => setSession((current) => ({ ...current, ...update })), []);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(session));
    } catch {
      // Unavailable storage: the tab forgets its state on reload.
    }
  }, [key, session]);
  return [session, updateSession] as const;
}
