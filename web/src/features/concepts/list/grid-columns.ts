import type { VisibilityRules } from '../../../components/grid/grid-formatting';

/** Columns a user can show or hide, by the codes the creativeGridDefaultFields setting uses. */
export const GRID_COLUMN_CODES = [
  'image',
  'internalId',
  'name',
  'creativeLead',
  'targetDate',
  'status',
  'lifeCycle',
  'modelType',
  'type',
  'subtype',
  'assignedUser',
  'estimatedEffort',
  'actualEffort',
  'createBy',
  'productionAssetCount',
] as const;
export type GridColumnCode = (typeof GRID_COLUMN_CODES)[number];

/** Spec 1 §9, used when the application's setting is empty or unreadable. */
export const FALLBACK_VISIBLE_COLUMNS: readonly GridColumnCode[] = [
  'image',
  'internalId',
  'name',
  'creativeLead',
  'targetDate',
  'lifeCycle',
  'productionAssetCount',
];

const isColumnCode = (code: string): code is GridColumnCode => (GRID_COLUMN_CODES as readonly string[]).includes(code);

/** The setting's comma-joined codes, unknown ones dropped; the fallback when nothing usable remains. */
export function parseColumnSetting(value: string | null | undefined): GridColumnCode[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(isColumnCode);
  return codes.length > 0 ? [...new Set(codes)] : [...FALLBACK_VISIBLE_COLUMNS];
}

/** The chooser offers every column; each shows until the user chooses if the application's default lists it. */
export function buildColumnVisibilityRules(defaults: readonly string[]): VisibilityRules {
  return { defaults: Object.fromEntries(GRID_COLUMN_CODES.map((code) => [code, defaults.includes(code)])) };
}
