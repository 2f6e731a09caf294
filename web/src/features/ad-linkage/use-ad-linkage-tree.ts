import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AdLinkageTreeFilter } from '../../gql/graphql';
import { AdLinkageAssetSetsQuery, AdLinkageCampaignsQuery, AdLinkageChannelsQuery, AdLinkageSubCampaignsQuery } from './ad-linkage-queries';
import { buildTreeRows, nodeKey, ROOT_KEY, type LoadedLevel } from './tree-rows';

/** An asset set with its ancestors' codes (the adLinkageAssetSetPath query). */
export interface AssetSetPath {
  channelCode: string;
  campaignCode: string;
  subCampaignCode: string;
  assetSetCode: string;
}

export interface TreeScope {
  clientCode: string;
  applicationCode: string;
  conceptCode: string;
}

/**
 * The tree a level at a time (spec 2 §7: each level has its own query): the root loads at once,
 * a node's children when it is first expanded. `reloadLoaded` reads every loaded level again, for
 * counts after a link changes them at every level above the asset set.
 */
export function useAdLinkageTree(scope: TreeScope, filter: AdLinkageTreeFilter) {
  const apollo = useApolloClient();
  const [levels, setLevels] = useState<ReadonlyMap<string, LoadedLevel>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  const { clientCode, applicationCode, conceptCode } = scope;

  const fetchLevel = useCallback(
    async (key: string): Promise<LoadedLevel> => {
      const base = { clientCode, applicationCode, conceptCode, filter };
      const [level, code] = key === ROOT_KEY ? [ROOT_KEY, ''] : (key.split(/:(.*)/s) as [string, string]);
      try {
        if (level === ROOT_KEY) {
          const { data } = await apollo.query({ query: AdLinkageChannelsQuery, variables: base, fetchPolicy: 'network-only' });
          return { status: 'ready', nodes: data?.adLinkageTreeChannels ?? [] };
        }
        if (level === 'channel') {
          const { data } = await apollo.query({
            query: AdLinkageCampaignsQuery,
            variables: { ...base, channelCode: code },
            fetchPolicy: 'network-only',
          });
          return { status: 'ready', nodes: data?.adLinkageTreeCampaigns ?? [] };
        }
        if (level === 'campaign') {
          const { data } = await apollo.query({
            query: AdLinkageSubCampaignsQuery,
            variables: { ...base, campaignCode: code },
            fetchPolicy: 'network-only',
          });
          return { status: 'ready', nodes: data?.adLinkageTreeSubCampaigns ?? [] };
        }
        const { data } = await apollo.query({
          query: AdLinkageAssetSetsQuery,
          variables: { ...base, subCampaignCode: code },
          fetchPolicy: 'network-only',
        });
        return { status: 'ready', assetSets: data?.adLinkageTreeAssetSets ?? [] };
      } catch {
        return { status: 'error' };
      }
    },
    [apollo, clientCode, applicationCode, conceptCode, filter],
  );

  const loadLevel = useCallback(
    async (key: string, options: { quiet?: boolean } = {}) => {
      if (!options.quiet) setLevels((current) => new Map(current).set(key, { status: 'loading' }));
      const loaded = await fetchLevel(key);
      setLevels((current) => new Map(current).set(key, loaded));
    },
    [fetchLevel],
  );

  /** Reads the root and every loaded level again, keeping what shows until the answers arrive. */
  const reloadLoaded = useCallback(async () => {
    const keys = [...levelsRef.current.keys()];
    const answers = await Promise.all(keys.map(async (key) => [key, await fetchLevel(key)] as const));
    setLevels(new Map(answers));
  }, [fetchLevel]);

  // The root, again whenever the concept or the filter changes (expanded levels follow).
  const filterKey = JSON.stringify(filter);
  const isFirstLoad = useRef(true);
  useEffect(() => {
    if (isFirstLoad.current) {
      isFirstLoad.current = false;
      void loadLevel(ROOT_KEY);
      return;
    }
    void reloadLoaded();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a new filter or concept only
  }, [filterKey, clientCode, applicationCode, conceptCode]);

  const toggle = useCallback(
    (key: string) => {
      const isOpen = expanded.has(key);
      setExpanded((current) => {
        const next = new Set(current);
        if (isOpen) next.delete(key);
        else next.add(key);
        return next;
      });
      if (!isOpen && levelsRef.current.get(key)?.status !== 'ready') void loadLevel(key);
    },
    [expanded, loadLevel],
  );

  /**
   * Opens the levels above an asset set, loading the ones not loaded yet side by side (the path
   * names every parent, so nothing waits for the level above). Nothing changes unless the set is
   * among its sub-campaign's children: 'missing' (the filter hides it) or 'error' leave the tree.
   */
  const openPath = useCallback(
    async (path: AssetSetPath): Promise<'opened' | 'missing' | 'error'> => {
      const keys = [
        nodeKey('channel', path.channelCode),
        nodeKey('campaign', path.campaignCode),
        nodeKey('subCampaign', path.subCampaignCode),
      ];
      const answers = await Promise.all(
        keys.map(async (key) => {
          const known = levelsRef.current.get(key);
          return [key, known?.status === 'ready' ? known : await fetchLevel(key)] as const;
        }),
      );
      if (answers.some(([, level]) => level.status === 'error')) return 'error';
      const leaves = answers[2]![1];
      if (!('assetSets' in leaves) || !leaves.assetSets.some((set) => set.code === path.assetSetCode)) return 'missing';
      setLevels((current) => {
        const next = new Map(current);
        for (const [key, level] of answers) next.set(key, level);
        return next;
      });
      setExpanded((current) => new Set([...current, ...keys]));
      return 'opened';
    },
    [fetchLevel],
  );

  const rows = useMemo(() => buildTreeRows(levels, expanded), [levels, expanded]);
  const root = levels.get(ROOT_KEY);
  return {
    rows,
    rootStatus: root?.status ?? 'loading',
    toggle,
    openPath,
    reloadLoaded,
    retryRoot: () => void loadLevel(ROOT_KEY),
  };
}
