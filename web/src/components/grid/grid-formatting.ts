import type { GridColDef, GridColumnVisibilityModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
// zod's small functional build: this module loads with every grid, the full zod with forms only.
import * as z from 'zod/mini';
import type { StoredStateSpec } from '../../lib/stored-state';

/** What a grid remembers for the browser tab: the user's own formatting, not the data. */
export interface GridFormatting {
  /** Column → visible, for the columns the chooser offers; null until the user changes columns (the defaults apply). */
  columnVisibility: Record<string, boolean> | null;
  /** Widths the user dragged, by column. */
  columnWidths: Record<string, number>;
  /** At most one column: neither list sorts by several. */
  sortModel: GridSortModel;
}

// Each field falls back on its own, so one damaged or outdated entry does not reset the others
// (entries written by older versions may carry fields this one no longer reads).
const formattingSchema = z.object({
  columnVisibility: z.catch(z.nullable(z.record(z.string(), z.boolean())), null),
  columnWidths: z.catch(z.record(z.string(), z.number().check(z.positive())), {}),
  sortModel: z.catch(z.array(z.object({ field: z.string(), sort: z.enum(['asc', 'desc']) })).check(z.maxLength(1)), []),
});

export const createDefaultGridFormatting = (): GridFormatting => ({ columnVisibility: null, columnWidths: {}, sortModel: [] });

export function buildGridFormattingSpec(key: string): StoredStateSpec<GridFormatting> {
  return { area: 'session', key, schema: formattingSchema, createDefault: createDefaultGridFormatting };
}

export interface VisibilityRules {
  /** The columns the chooser offers, each visible or not until the user chooses. */
  defaults: Readonly<Record<string, boolean>>;
  /** Shown or hidden whatever was chosen (a name that links, upload progress while uploading). */
  forced?: Readonly<Record<string, boolean>>;
}

/** Visibility per column: forced where forced, else the user's choice where made, else the default. */
export function buildVisibilityModel(chosen: Record<string, boolean> | null, rules: VisibilityRules): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = Object.fromEntries(
    Object.entries(rules.defaults).map(([field, isVisible]) => [field, chosen?.[field] ?? isVisible]),
  );
  return { ...model, ...rules.forced };
}

/** The columns the user may show or hide: those with a default that nothing forces. */
export function listTogglableFields(rules: VisibilityRules): string[] {
  return Object.keys(rules.defaults).filter((field) => !(rules.forced && field in rules.forced));
}

/** The grid's visibility model → what is stored: the user's choice for each togglable column. */
export function toChosenVisibility(model: GridColumnVisibilityModel, rules: VisibilityRules): Record<string, boolean> {
  return Object.fromEntries(listTogglableFields(rules).map((field) => [field, model[field] !== false]));
}

/** Stored widths over the columns' own; a dragged column keeps its width instead of flexing. */
export function applyColumnWidths<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  widths: Readonly<Record<string, number>>,
): GridColDef<Row>[] {
  return columns.map((column) => {
    const width = widths[column.field];
    return width === undefined ? column : { ...column, width, flex: undefined };
  });
}
