import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  Toolbar,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { applyColumnWidths, buildVisibilityModel, toChosenVisibility, type VisibilityRules } from './grid-formatting';
import type { GridFormattingState } from './use-grid-formatting';
import { keepFirstRowInView } from './paging';

/**
 * Server paging: the API returns one page and the total, so sorting is the server's too (sorting one
 * page locally would mislead). Client paging: every row is loaded and the grid sorts and pages them.
 */
export type GridPaging =
  | {
      mode: 'server';
      rowCount: number;
      model: GridPaginationModel;
      onModelChange: (model: GridPaginationModel) => void;
      pageSizeOptions: number[];
    }
  | { mode: 'client'; pageSize: number; pageSizeOptions: number[] };

/** The grid renders its toolbar itself; the owner's toolbar content reaches it through this context. */
const ToolbarContentContext = createContext<ReactNode>(null);

function PagedGridToolbar() {
  return <Toolbar>{useContext(ToolbarContentContext)}</Toolbar>;
}

const GRID_SLOTS = { toolbar: PagedGridToolbar };

/** The column chooser's button, for the owner's toolbar content. */
export function GridColumnsButton({ label }: { label: string }) {
  return (
    <ColumnsPanelTrigger size="small" startIcon={<ViewColumnOutlined />}>
      {label}
    </ColumnsPanelTrigger>
  );
}

/** Props the kit decides (formatting, paging, toolbar); everything else goes to the DataGrid as given. */
type KitProps =
  | 'columns'
  | 'columnVisibilityModel'
  | 'onColumnVisibilityModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'sortingMode'
  | 'onColumnWidthChange'
  | 'paginationMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'rowCount'
  | 'pageSizeOptions'
  | 'initialState'
  | 'slots'
  | 'slotProps'
  | 'showToolbar'
  | 'disableColumnFilter';

export interface PagedGridProps<Row extends GridValidRowModel> extends Omit<DataGridProps<Row>, KitProps> {
  columns: readonly GridColDef<Row>[];
  /** From useGridFormatting: visibility, widths and sort, remembered for the browser tab. */
  formatting: GridFormattingState;
  /** Keep it stable (memoised): the chooser and the stored choice are derived from it. */
  visibility: VisibilityRules;
  paging: GridPaging;
  /** The toolbar's content, with a GridColumnsButton where the chooser belongs. */
  toolbar: ReactNode;
}

/**
 * A DataGrid with the app's list conventions: a column chooser, and the user's column visibility,
 * widths and sort remembered per list. Column filters are off; lists filter outside the grid.
 */
export function PagedGrid<Row extends GridValidRowModel>({
  columns,
  formatting: formattingState,
  visibility,
  paging,
  toolbar,
  ...gridProps
}: PagedGridProps<Row>) {
  const { formatting, updateFormatting, resetCount } = formattingState;
  const shownColumns = useMemo(() => applyColumnWidths(columns, formatting.columnWidths), [columns, formatting.columnWidths]);
  const visibilityModel = useMemo(
    () => buildVisibilityModel(formatting.columnVisibility, visibility),
    [formatting.columnVisibility, visibility],
  );
  const slotProps = useMemo(() => {
    // Forced columns are not the user's to toggle, so the chooser leaves them (and the selection checkboxes) out.
    const isOffered = (field: string) =>
      field !== GRID_CHECKBOX_SELECTION_COL_DEF.field && !(visibility.forced && field in visibility.forced);
    return {
      columnsManagement: {
        getTogglableColumns: (all: readonly { field: string }[]) => all.map((column) => column.field).filter(isOffered),
      },
    };
  }, [visibility]);

  const pagingProps: Partial<DataGridProps<Row>> =
    paging.mode === 'server'
      ? {
          paginationMode: 'server',
          sortingMode: 'server',
          rowCount: paging.rowCount,
          paginationModel: paging.model,
          onPaginationModelChange: (model) => paging.onModelChange(keepFirstRowInView(paging.model, model)),
        }
      : { initialState: { pagination: { paginationModel: { pageSize: paging.pageSize } } } };

  return (
    <ToolbarContentContext value={toolbar}>
      <DataGrid<Row>
        // A reset remounts the grid, dropping what it holds itself (widths being dragged, scroll).
        key={resetCount}
        {...gridProps}
        {...pagingProps}
        columns={shownColumns}
        pageSizeOptions={paging.pageSizeOptions}
        columnVisibilityModel={visibilityModel}
        onColumnVisibilityModelChange={(model) =>
          updateFormatting((current) => ({ ...current, columnVisibility: toChosenVisibility(model, visibility) }))
        }
        sortModel={formatting.sortModel}
        onSortModelChange={(sortModel) => updateFormatting((current) => ({ ...current, sortModel }))}
        onColumnWidthChange={({ colDef, width }) =>
          updateFormatting((current) => ({ ...current, columnWidths: { ...current.columnWidths, [colDef.field]: width } }))
        }
        disableColumnFilter
        showToolbar
        slots={GRID_SLOTS}
        slotProps={slotProps}
      />
    </ToolbarContentContext>
  );
}
