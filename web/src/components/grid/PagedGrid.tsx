import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  Toolbar,
  useGridApiRef,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { applyColumnWidths, buildVisibilityModel, toChosenVisibility, type VisibilityRules } from './grid-formatting';
import type { GridFormattingState } from './use-grid-formatting';
import { findKeptRows, keepFirstRowInView, type KeptRows } from './paging';

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
  apiRef: givenApiRef,
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

  const ownApiRef = useGridApiRef();
  const apiRef = givenApiRef ?? ownApiRef;
  // Client paging is controlled here too, so a page-size change keeps the first row in view there as well.
  const [clientModel, setClientModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: paging.mode === 'client' ? paging.pageSize : 0,
  });
  const model = paging.mode === 'server' ? paging.model : clientModel;
  const rowCount = paging.mode === 'server' ? paging.rowCount : (gridProps.rows?.length ?? 0);
  const heldRowCount = gridProps.rows?.length ?? 0;
  const isLoading = Boolean(gridProps.loading);

  // The rows the user was reading before a page-size change, until the grid holds them and has scrolled.
  const keptRowsRef = useRef<KeptRows | null>(null);
  const changeModel = (requested: GridPaginationModel) => {
    const next = keepFirstRowInView(model, requested);
    keptRowsRef.current = findKeptRows(model, next, rowCount);
    if (paging.mode === 'server') paging.onModelChange(next);
    else setClientModel(next);
  };
  const isServerPaging = paging.mode === 'server';
  useEffect(() => {
    const kept = keptRowsRef.current;
    if (!kept || isLoading) return;
    // Server paging: the previous page's rows stay while the new page loads; wait for the new page.
    const offset = isServerPaging ? model.page * model.pageSize : 0;
    if (heldRowCount < kept.last - offset + 1) return;
    // A frame later: the grid scrolls a new page to its top itself, and lays out new rows first.
    const frame = requestAnimationFrame(() => {
      keptRowsRef.current = null;
      // scrollToIndexes brings a row from below to the viewport's bottom edge: passing by the old
      // page's last row first leaves the kept row at the top, where the user had it.
      apiRef.current?.scrollToIndexes({ rowIndex: kept.last });
      apiRef.current?.scrollToIndexes({ rowIndex: kept.first });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, isServerPaging, isLoading, heldRowCount, model.page, model.pageSize]);

  const pagingProps: Partial<DataGridProps<Row>> =
    paging.mode === 'server'
      ? { paginationMode: 'server', sortingMode: 'server', rowCount: paging.rowCount }
      : { paginationMode: 'client' };

  return (
    <ToolbarContentContext value={toolbar}>
      <DataGrid<Row>
        // A reset remounts the grid, dropping what it holds itself (widths being dragged, scroll).
        key={resetCount}
        {...gridProps}
        {...pagingProps}
        apiRef={apiRef}
        paginationModel={model}
        onPaginationModelChange={changeModel}
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
