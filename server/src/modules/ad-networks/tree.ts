/**
 * The ad-network tree as connectors and imports hand it over, before it is stored: external ids
 * and names, parents by external id. A network without a sub-campaign level gives
 * `subCampaignExternalId: null` (stored as the campaign's implicit sub-campaign).
 */

export interface TreeCampaign {
  externalId: string;
  name: string;
  status: string;
}

export interface TreeSubCampaign {
  campaignExternalId: string;
  externalId: string;
  name: string;
  status: string;
}

export interface TreeAssetSet {
  campaignExternalId: string;
  subCampaignExternalId: string | null;
  externalId: string;
  name: string;
  status: string;
  isCreativeGroup: boolean;
  searchTerm: string | null;
}

export interface TreeAd {
  assetSetExternalId: string;
  externalId: string;
  name: string;
  status: string;
}

export interface TreeCreative {
  adExternalId: string;
  assetSetExternalId: string;
  externalId: string;
  name: string | null;
  mediaKind: 'image' | 'video' | 'playable' | 'other' | null;
  sha256: string | null;
  url: string | null;
  perceptualHash: string | null;
  /** A small WebP data: URL of the file, when the sync fetched it (see adCreatives.thumbnail). */
  thumbnail?: string | null;
}

export interface AdTree {
  campaigns: TreeCampaign[];
  subCampaigns: TreeSubCampaign[];
  assetSets: TreeAssetSet[];
  ads: TreeAd[];
  creatives: TreeCreative[];
}

export function emptyTree(): AdTree {
  return { campaigns: [], subCampaigns: [], assetSets: [], ads: [], creatives: [] };
}

/** Network statuses, lower-cased into the tree's vocabulary. */
export function normaliseStatus(status: string | undefined | null): string {
  const value = (status ?? 'active').toLowerCase();
  if (value === 'live' || value === 'enabled') return 'active';
  if (value === 'inactive') return 'paused';
  return value;
}
