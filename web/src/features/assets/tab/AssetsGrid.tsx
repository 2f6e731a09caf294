import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ColumnsPanelTrigger,
  DataGrid,
  gridColumnFieldsSelector,
  Toolbar,
  useGridApiRef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../concepts/editor/ConfirmDialog';
import {
  buildAssetVisibilityModel,
  createDefaultAssetGridState,
  isTogglableAssetColumn,
  orderAssetColumns,
  readAssetGridState,
  toStoredOrder,
  toStoredVisibility,
  writeAssetGridState,
  type AssetGridState,
} from './asset-grid-state';
import { useAssetColumns, type AssetColumnOptions, type AssetGridRow } from './use-asset-columns';

/** Spec 2 §9. */
export const ASSET_GRID_HEIGHT = 816;
const PAGE_SIZE_OPTIONS = [25, 50, 100];

const ToolbarContext = createContext<{ onResetFormatting: () => void }>({ onResetFormatting: () => undefined });

/** The column chooser and the reset-formatting button (spec 2 §2.3). */
function AssetsGridToolbar() {
  const { t } = useTranslation();
  const { onResetFormatting } = useContext(ToolbarContext);
  return (
    <Toolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, py: 0.5 }}>
        <ColumnsPanelTrigger size="small" startIcon={<ViewColumnOutlined />}>
          {t('assets.grid.columnsButton')}
        </ColumnsPanelTrigger>
        <Button size="small" startIcon={<RestartAltOutlined />} onClick={onResetFormatting}>
          {t('assets.grid.resetFormatting')}
        </Button>
      </Box>
    </Toolbar>
  );
}

const GRID_SLOTS = { toolbar: AssetsGridToolbar };
// The chooser offers the columns a user may show or hide; upload progress follows the uploads.
const GRID_SLOT_PROPS = {
  columnsManagement: {
    getTogglableColumns: (columns: readonly { field: string }[]) => columns.map((column) => column.field).filter(isTogglableAssetColumn),
  },
};
const getRowId = (row: AssetGridRow) => row.id;

/** The codes a selection model stands for; "select all" arrives as an exclude model. */
export function resolveSelectedCodes(model: GridRowSelectionModel, rows: readonly AssetGridRow[]): string[] {
  const assetIds = rows.filter((row) => row.rowKind === 'asset').map((row) => row.id);
  return model.type === 'include' ? assetIds.filter((id) => model.ids.has(id)) : assetIds.filter((id) => !model.ids.has(id));
}

interface AssetsGridProps {
  clientCode: string;
  rows: readonly AssetGridRow[];
  isLoading: boolean;
  isUploading: boolean;
  selectedCodes: readonly string[];
  onSelectedCodesChange: (codes: string[]) => void;
  columnOptions: Omit<AssetColumnOptions, 'widths'>;
}

/**
 * The assets grid (spec 2 §2.3): upload rows on top, checkbox selection of assets only, and the
 * formatting (visible columns, order, widths, sort) kept per client in session storage.
 */
export const AssetsGrid = memo(function AssetsGrid({
  clientCode,
  rows,
  isLoading,
  isUploading,
  selectedCodes,
  onSelectedCodesChange,
  columnOptions,
}: AssetsGridProps) {
  const { t } = useTranslation();
  const apiRef = useGridApiRef();
  const [gridState, setGridState] = useState<AssetGridState>(() => readAssetGridState(clientCode));
  const [isResetOpen, setIsResetOpen] = useState(false);
  // Remounting drops what the grid holds itself (dragged order, resized widths) on a reset.
  const [gridKey, setGridKey] = useState(0);
  useEffect(() => writeAssetGridState(clientCode, gridState), [clientCode, gridState]);

  const baseColumns = useAssetColumns({ ...columnOptions, widths: gridState.columnWidths });
  const columns = useMemo(() => orderAssetColumns(baseColumns, gridState.columnOrder), [baseColumns, gridState.columnOrder]);
  const visibility = useMemo(
    () => buildAssetVisibilityModel(gridState.columnVisibility, isUploading),
    [gridState.columnVisibility, isUploading],
  );
  const rowSelectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(selectedCodes) }), [selectedCodes]);
  const toolbarValue = useMemo(() => ({ onResetFormatting: () => setIsResetOpen(true) }), []);

  const storeOrder = useCallback(() => {
    const fields = gridColumnFieldsSelector(apiRef);
    setGridState((current) => ({ ...current, columnOrder: toStoredOrder(fields) }));
  }, [apiRef]);

  return (
    <>
      <ToolbarContext value={toolbarValue}>
        <DataGrid<AssetGridRow>
          key={gridKey}
          apiRef={apiRef}
          aria-label={t('assets.grid.label')}
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          loading={isLoading}
          checkboxSelection
          isRowSelectable={({ row }) => row.rowKind === 'asset'}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(model) => onSelectedCodesChange(resolveSelectedCodes(model, rows))}
          disableRowSelectionOnClick
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) =>
            setGridState((current) => ({ ...current, columnVisibility: toStoredVisibility(model) }))
          }
          sortModel={gridState.sortModel}
          onSortModelChange={(sortModel) => setGridState((current) => ({ ...current, sortModel }))}
          onColumnOrderChange={storeOrder}
          onColumnWidthChange={({ colDef, width }) =>
            setGridState((current) => ({ ...current, columnWidths: { ...current.columnWidths, [colDef.field]: width } }))
          }
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          disableColumnFilter
          showToolbar
          slots={GRID_SLOTS}
          slotProps={GRID_SLOT_PROPS}
          rowHeight={72}
          columnBufferPx={4000}
          localeText={{ noRowsLabel: t('assets.grid.noRows') }}
          sx={{ height: ASSET_GRID_HEIGHT, bgcolor: 'background.paper' }}
        />
      </ToolbarContext>
      <ConfirmDialog
        open={isResetOpen}
        title={t('assets.grid.resetTitle')}
        message={t('assets.grid.resetMessage')}
        confirmLabel={t('assets.grid.resetConfirm')}
        onConfirm={() => {
          setGridState(createDefaultAssetGridState());
          setGridKey((key) => key + 1);
          setIsResetOpen(false);
        }}
        onClose={() => setIsResetOpen(false)}
      />
    </>
  );
});
