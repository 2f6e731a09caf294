import { and, eq } from 'drizzle-orm';
import { adAssetSets, adCampaigns, adSubCampaigns } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { AD_USAGE_VIEW, ASSET_SET_NOT_FOUND } from './rules.js';
import type { AdLinkageDeps } from './service.js';

export interface AssetSetPathView {
  channelCode: string;
  campaignCode: string;
  subCampaignCode: string;
  assetSetCode: string;
}

/**
 * Where an asset set sits in the tree. The tree loads a level at a time by parent code, so a link
 * naming only the asset set (the Analytics tab's per-ad table) needs its ancestors' codes to open
 * the levels above it. Another application's set answers like an unknown code.
 */
export async function findAssetSetPath(
  deps: AdLinkageDeps,
  args: { clientCode: string; applicationCode: string; assetSetCode: string },
): Promise<AssetSetPathView> {
  const scope = await deps.access.require(AD_USAGE_VIEW, args);
  const [row] = await deps.db
    .select({
      channelCode: adCampaigns.channelCode,
      campaignCode: adCampaigns.code,
      subCampaignCode: adSubCampaigns.code,
      assetSetCode: adAssetSets.code,
    })
    .from(adAssetSets)
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .where(and(eq(adAssetSets.applicationId, scope.application.id), eq(adAssetSets.code, args.assetSetCode)));
  if (!row) throw notFound(ASSET_SET_NOT_FOUND);
  return row;
}
