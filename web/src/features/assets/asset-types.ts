/** The kinds of asset a concept carries (spec 2, section 1). */
export const ASSET_TYPES = ['image', 'video', 'playable', 'document', 'other'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export function isAssetType(value: string | undefined): value is AssetType {
  return ASSET_TYPES.some((type) => type === value);
}
