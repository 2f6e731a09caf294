import type { VisibilityRules } from '../../../components/grid/grid-formatting';

/** The grid's columns in their default order (spec 2 §2.3). */
export const ASSET_COLUMN_CODES = [
  'uploadProgress',
  'preview',
  'name',
  'fileName',
  'status',
  'code',
  'size',
  'aspectRatio',
  'estimatedEffort',
  'actualEffort',
  'extension',
  'width',
  'height',
  'length',
  'assignedUser',
  'type',
  'creativeNode',
  'actions',
] as const;
export type AssetColumnCode = (typeof ASSET_COLUMN_CODES)[number];

/** Spec 2 §2.3: code, aspect ratio, width, height, length and size, with the preview, the name and the actions. */
export const DEFAULT_VISIBLE_ASSET_COLUMNS: readonly AssetColumnCode[] = [
  'preview',
  'name',
  'code',
  'aspectRatio',
  'width',
  'height',
  'length',
  'size',
  'actions',
];

/** Not offered in the column chooser: the name links to the editor, the actions act, upload progress comes and goes with uploads. */
export const FIXED_ASSET_COLUMNS: readonly AssetColumnCode[] = ['uploadProgress', 'name', 'actions'];

/** The grid's formatting (visibility, widths, sort) is remembered per client for the browser tab. */
export const buildAssetGridFormattingKey = (clientCode: string) => `atelier.assetGrid.${clientCode}`;

/** Visibility: the user's choice where made, else the default; name and actions always, upload progress only while uploading. */
export function buildAssetVisibilityRules(isUploading: boolean): VisibilityRules {
  return {
    defaults: Object.fromEntries(ASSET_COLUMN_CODES.map((code) => [code, DEFAULT_VISIBLE_ASSET_COLUMNS.includes(code)])),
    forced: { ...Object.fromEntries(FIXED_ASSET_COLUMNS.map((code) => [code, true])), uploadProgress: isUploading },
  };
}
