import type { AdLinkageAssetSetFieldsFragment, AdLinkageNodeFieldsFragment } from '../../gql/graphql';

export type TreeLevel = 'channel' | 'campaign' | 'subCampaign' | 'assetSet';

/** The root's key, and each node's: its level and code (codes are unique per level). */
export const ROOT_KEY = 'root';
export const nodeKey = (level: TreeLevel, code: string) => `${level}:${code}`;

/** The level below each level (asset sets are leaves). */
export const CHILD_LEVEL: Record<typeof ROOT_KEY | Exclude<TreeLevel, 'assetSet'>, TreeLevel> = {
  root: 'channel',
  channel: 'campaign',
  campaign: 'subCampaign',
  subCampaign: 'assetSet',
};

export type LoadedLevel =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; nodes: AdLinkageNodeFieldsFragment[] }
  | { status: 'ready'; assetSets: AdLinkageAssetSetFieldsFragment[] };

export interface TreeRow {
  id: string;
  depth: number;
  level: TreeLevel;
  code: string;
  name: string;
  status: string;
  externalId: string | null;
  totalAdCount: number;
  totalLinkedAdCount: number;
  /** False for asset sets and for nodes without children. */
  isExpandable: boolean;
  isExpanded: boolean;
  isLoadingChildren: boolean;
  hasLoadError: boolean;
  assetSet: AdLinkageAssetSetFieldsFragment | null;
}

/**
 * The grid's rows: the loaded levels walked depth first, each expanded node followed by its
 * children (a level loads when its node is first expanded).
 */
export function buildTreeRows(levels: ReadonlyMap<string, LoadedLevel>, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (parentKey: string, depth: number) => {
    const level = levels.get(parentKey);
    if (level?.status !== 'ready') return;
    if ('assetSets' in level) {
      for (const set of level.assetSets)
        rows.push({
          id: nodeKey('assetSet', set.code),
          depth,
          level: 'assetSet',
          code: set.code,
          name: set.name,
          status: set.status,
          externalId: set.externalAssetSetId,
          totalAdCount: set.adCount,
          totalLinkedAdCount: set.totalLinkedAdCount,
          isExpandable: false,
          isExpanded: false,
          isLoadingChildren: false,
          hasLoadError: false,
          assetSet: set,
        });
      return;
    }
    for (const node of level.nodes) {
      const key = nodeKey(node.level as TreeLevel, node.code);
      const isExpanded = expanded.has(key);
      const children = levels.get(key);
      rows.push({
        id: key,
        depth,
        level: node.level as TreeLevel,
        code: node.code,
        name: node.name,
        status: node.status,
        externalId: node.externalId ?? null,
        totalAdCount: node.totalAdCount,
        totalLinkedAdCount: node.totalLinkedAdCount,
        isExpandable: node.childEntityCount > 0,
        isExpanded,
        isLoadingChildren: isExpanded && children?.status === 'loading',
        hasLoadError: isExpanded && children?.status === 'error',
        assetSet: null,
      });
      if (isExpanded) walk(key, depth + 1);
    }
  };
  walk(ROOT_KEY, 0);
  return rows;
}

/** How a link was made, in words: "Manual" or "Hash, 100 %". */
export function describeLinkMethod(method: string, confidence: number, labels: Record<string, string>) {
  const label = labels[method] ?? method;
  return method === 'manual' ? label : `${label}, ${Math.round(confidence * 100)} %`;
}
