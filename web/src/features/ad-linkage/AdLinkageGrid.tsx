import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeLinkMethod, type TreeRow } from './tree-rows';
import { statusLabel } from './status-label';

/** Spec 2 §9: the ad linkage grid's height. */
export const AD_LINKAGE_GRID_HEIGHT = 816;
/** The MIT grid pages at 100 rows at most. */
const PAGE_SIZE = 100;

interface AdLinkageGridProps {
  rows: readonly TreeRow[];
  conceptCode: string;
  isLoading: boolean;
  selectedCode: string | null;
  onSelect: (code: string | null) => void;
  onToggle: (rowId: string) => void;
  noRowsLabel: string;
  /** An asset set row to bring into view once it is among the rows (a link to the set opened the tree). */
  revealCode?: string | null;
  onRevealed?: () => void;
}

function LinkChips({ row, conceptCode }: { row: TreeRow; conceptCode: string }) {
  const { t } = useTranslation();
  const methods = t('adUsage.methods', { returnObjects: true }) as Record<string, string>;
  const matches = row.assetSet?.creativeAdMatches ?? [];
  if (!matches.length) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {matches.map((match) => {
        const isOwn = match.concept.code === conceptCode;
        const target = match.conceptAsset?.name ?? t('adUsage.conceptOnly');
        const label = isOwn ? target : `${match.concept.name}: ${target}`;
        const details = [
          describeLinkMethod(match.method, match.confidence, methods),
          match.isEndCard ? t('adUsage.endCard') : null,
          match.isPrimaryConcept ? t('adUsage.primary') : null,
          match.adCopy?.name ?? null,
        ].filter(Boolean);
        return (
          <Tooltip key={match.code} title={details.join(' · ')}>
            <Chip
              size="small"
              color={isOwn ? 'primary' : 'default'}
              variant={isOwn ? 'filled' : 'outlined'}
              icon={match.isPrimaryConcept ? <StarRounded aria-hidden /> : undefined}
              label={`${label} · ${details[0]}${match.isEndCard ? ` · ${t('adUsage.endCard')}` : ''}`}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}

/**
 * The tree as grid rows (MIT DataGrid has no tree data: each row carries its depth, and the name
 * cell holds the expand button). Only asset sets are selectable, one at a time.
 */
export const AdLinkageGrid = memo(function AdLinkageGrid({
  rows,
  conceptCode,
  isLoading,
  selectedCode,
  onSelect,
  onToggle,
  noRowsLabel,
  revealCode = null,
  onRevealed,
}: AdLinkageGridProps) {
  const { t } = useTranslation();
  const apiRef = useGridApiRef();
  const columns = useMemo<GridColDef<TreeRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('adUsage.columns.name'),
        flex: 3,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', pl: row.depth * 2.5, minWidth: 0 }}>
            {row.isExpandable ? (
              <IconButton
                size="small"
                aria-label={t(row.isExpanded ? 'adUsage.collapse' : 'adUsage.expand', { name: row.name })}
                aria-expanded={row.isExpanded}
                onClick={(event) => {
                  event.stopPropagation();
                  onToggle(row.id);
                }}
              >
                {row.isLoadingChildren ? <CircularProgress size={16} /> : row.isExpanded ? <ExpandMore /> : <ChevronRight />}
              </IconButton>
            ) : (
              <Box sx={{ width: 34, flex: 'none' }} />
            )}
            <Typography
              variant="body2"
              noWrap
              sx={{ fontWeight: row.level === 'assetSet' ? 400 : 500, minWidth: 0 }}
              title={`${t(`adUsage.levels.${row.level}`)}: ${row.name}`}
            >
              {row.name}
            </Typography>
            {row.status !== 'active' ? (
              <Chip
                size="small"
                label={statusLabel(t, row.status)}
                color={row.status === 'deleted' ? 'error' : 'default'}
                variant={row.status === 'deleted' || row.status === 'archived' ? 'outlined' : 'filled'}
                sx={{ ml: 1, flex: 'none' }}
              />
            ) : null}
          </Box>
        ),
      },
      {
        field: 'totalLinkedAdCount',
        headerName: t('adUsage.columns.linkedAds'),
        minWidth: 100,
        sortable: false,
        valueGetter: (_value, row) => t('adUsage.linkedAds', { linked: row.totalLinkedAdCount, total: row.totalAdCount }),
      },
      {
        field: 'links',
        headerName: t('adUsage.columns.links'),
        flex: 2,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => <LinkChips row={row} conceptCode={conceptCode} />,
      },
    ],
    [t, onToggle, conceptCode],
  );
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedCode ? [`assetSet:${selectedCode}`] : []) }),
    [selectedCode],
  );
  useEffect(() => {
    if (!revealCode) return;
    const id = `assetSet:${revealCode}`;
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return;
    apiRef.current?.setPage(Math.floor(index / PAGE_SIZE));
    // The row's element exists once the grid has rendered that page; scrolling it into view also
    // scrolls the page when the grid itself is below the fold.
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => {
        apiRef.current?.getRowElement(id)?.scrollIntoView?.({ block: 'center' });
        onRevealed?.();
      });
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [revealCode, rows, apiRef, onRevealed]);
  return (
    <DataGrid<TreeRow>
      apiRef={apiRef}
      aria-label={t('adUsage.gridLabel')}
      rows={rows}
      columns={columns}
      loading={isLoading}
      isRowSelectable={({ row }) => row.level === 'assetSet'}
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) => {
        const [id] = [...model.ids];
        onSelect(typeof id === 'string' && id.startsWith('assetSet:') ? id.slice('assetSet:'.length) : null);
      }}
      disableColumnMenu
      // At most 100 rows a page, so rendering them all costs little.
      disableVirtualization
      // The MIT grid pages at 100 rows at most (no way to turn paging off): an expanded tree longer
      // than that continues on the next page.
      pageSizeOptions={[PAGE_SIZE]}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE, page: 0 } } }}
      hideFooterSelectedRowCount
      localeText={{ noRowsLabel }}
      getRowClassName={({ row }) => `ad-linkage-row--${row.level}`}
      sx={{
        height: AD_LINKAGE_GRID_HEIGHT,
        flex: 'none',
        bgcolor: 'background.paper',
        '& .ad-linkage-row--channel': { bgcolor: 'action.hover' },
      }}
    />
  );
});
