import type { GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import { z } from 'zod';

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

const isColumnCode = (code: string): code is AssetColumnCode => (ASSET_COLUMN_CODES as readonly string[]).includes(code);

/** Columns the column chooser offers (not the selection checkboxes, not the fixed ones). */
export const isTogglableAssetColumn = (field: string) => isColumnCode(field) && !FIXED_ASSET_COLUMNS.includes(field);

/** What the grid remembers per client for the browser tab. */
export interface AssetGridState {
  /** Column → visible; null until the user changes columns. */
  columnVisibility: Record<string, boolean> | null;
  /** Column codes in the user's order; null: the default order. */
  columnOrder: string[] | null;
  columnWidths: Record<string, number>;
  sortModel: GridSortModel;
}

const stateSchema = z.object({
  columnVisibility: z.record(z.string(), z.boolean()).nullable().catch(null),
  columnOrder: z.array(z.string()).nullable().catch(null),
  columnWidths: z.record(z.string(), z.number().positive()).catch({}),
  sortModel: z
    .array(z.object({ field: z.string(), sort: z.enum(['asc', 'desc']) }))
    .max(1)
    .catch([]),
});

export const createDefaultAssetGridState = (): AssetGridState => stateSchema.parse({});
export const buildAssetGridStateKey = (clientCode: string) => `atelier.assetGrid.${clientCode}`;

function getSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAssetGridState(clientCode: string, storage = getSessionStorage()): AssetGridState {
  try {
    const stored = storage?.getItem(buildAssetGridStateKey(clientCode));
    return stateSchema.parse(stored ? JSON.parse(stored) : {});
  } catch {
    return createDefaultAssetGridState();
  }
}

export function writeAssetGridState(clientCode: string, state: AssetGridState, storage = getSessionStorage()) {
  try {
    storage?.setItem(buildAssetGridStateKey(clientCode), JSON.stringify(state));
  } catch {
    // Full or unavailable storage: the grid forgets its formatting on reload.
  }
}

/** Visibility per column: the user's choice where made, else the default; upload progress only while uploading. */
export function buildAssetVisibilityModel(chosen: Record<string, boolean> | null, isUploading: boolean): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = Object.fromEntries(
    ASSET_COLUMN_CODES.map((code) => [code, chosen?.[code] ?? DEFAULT_VISIBLE_ASSET_COLUMNS.includes(code)]),
  );
  for (const code of FIXED_ASSET_COLUMNS) model[code] = true;
  model.uploadProgress = isUploading;
  return model;
}

/** The grid's visibility model → what is stored (fixed columns are not the user's choice). */
export function toStoredVisibility(model: GridColumnVisibilityModel): Record<string, boolean> {
  return Object.fromEntries(
    ASSET_COLUMN_CODES.filter((code) => !FIXED_ASSET_COLUMNS.includes(code)).map((code) => [code, model[code] !== false]),
  );
}

/** Columns in the stored order; columns the stored order does not know keep their default place. */
export function orderAssetColumns<Column extends { field: string }>(columns: readonly Column[], order: readonly string[] | null): Column[] {
  if (!order) return [...columns];
  const known = order.filter(isColumnCode);
  const position = new Map<string, number>(known.map((code, index) => [code, index]));
  const placed = columns.filter((column) => position.has(column.field));
  placed.sort((left, right) => position.get(left.field)! - position.get(right.field)!);
  const result = [...placed];
  columns.forEach((column, defaultIndex) => {
    if (!position.has(column.field)) result.splice(Math.min(defaultIndex, result.length), 0, column);
  });
  return result;
}

/** The grid's field order → the column codes to store (the selection checkbox column is not one). */
export const toStoredOrder = (fields: readonly string[]) => fields.filter(isColumnCode);
