import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GridColumnsButton, PagedGrid } from '../../../components/grid/PagedGrid';
import { useGridFormatting } from '../../../components/grid/use-grid-formatting';
import { buildAssetGridFormattingKey, buildAssetVisibilityRules } from './asset-grid-columns';
import { useAssetColumns, type AssetColumnOptions, type AssetGridRow } from './use-asset-columns';

/** Spec 2 §9. */
export const ASSET_GRID_HEIGHT = 816;
const PAGE_SIZE_OPTIONS = [25, 50, 100];
const PAGE_SIZE = 100;

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
  columnOptions: AssetColumnOptions;
}

/**
 * The assets grid (spec 2 §2.3): upload rows on top, checkbox selection of assets only, and the
 * formatting (visible columns, widths, sort) kept per client in session storage. The API returns a
 * concept's assets whole, so the grid pages and sorts them itself.
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
  const formatting = useGridFormatting(buildAssetGridFormattingKey(clientCode));
  const [isResetOpen, setIsResetOpen] = useState(false);
  const columns = useAssetColumns(columnOptions);
  const visibility = useMemo(() => buildAssetVisibilityRules(isUploading), [isUploading]);
  const rowSelectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(selectedCodes) }), [selectedCodes]);

  return (
    <>
      <PagedGrid<AssetGridRow>
        aria-label={t('assets.grid.label')}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        formatting={formatting}
        visibility={visibility}
        paging={{ mode: 'client', pageSize: PAGE_SIZE, pageSizeOptions: PAGE_SIZE_OPTIONS }}
        toolbar={
          // The column chooser and the reset-formatting button (spec 2 §2.3).
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, py: 0.5 }}>
            <GridColumnsButton label={t('assets.grid.columnsButton')} />
            <Button size="small" startIcon={<RestartAltOutlined />} onClick={() => setIsResetOpen(true)}>
              {t('assets.grid.resetFormatting')}
            </Button>
          </Box>
        }
        loading={isLoading}
        checkboxSelection
        isRowSelectable={({ row }) => row.rowKind === 'asset'}
        rowSelectionModel={rowSelectionModel}
        onRowSelectionModelChange={(model) => onSelectedCodesChange(resolveSelectedCodes(model, rows))}
        disableRowSelectionOnClick
        rowHeight={72}
        columnBufferPx={4000}
        localeText={{ noRowsLabel: t('assets.grid.noRows') }}
        // flex none: the DataGrid root is flex 1 (basis 0), which let a flex column shrink it below its 816 px.
        sx={{ height: ASSET_GRID_HEIGHT, flex: 'none', bgcolor: 'background.paper' }}
      />
      <ConfirmDialog
        open={isResetOpen}
        title={t('assets.grid.resetTitle')}
        message={t('assets.grid.resetMessage')}
        confirmLabel={t('assets.grid.resetConfirm')}
        onConfirm={() => {
          formatting.resetFormatting();
          setIsResetOpen(false);
        }}
        onClose={() => setIsResetOpen(false)}
      />
    </>
  );
});
