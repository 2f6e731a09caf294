import { useMutation, useQuery } from '@apollo/client/react';
import { AD_COPY_STATUSES, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '@atelier/domain';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAdCopyPath, useSearchShortcut } from '../../session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { GridColumnsButton, PagedGrid } from '../../components/grid/PagedGrid';
import { useGridFormatting } from '../../components/grid/use-grid-formatting';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import type { AdCopyFilter, AdCopyRowFragment } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import { AdCopiesQuery, AdCopyNetworksQuery, DeleteAdCopyMutation } from './ad-copy-queries';
import { AD_COPY_VISIBILITY, buildAdCopyColumns } from './ad-copy-columns';
import { AdCopyPerformanceRankChip, useAdCopyPerformanceRanks } from '../analytics';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Spec 2 §9: search waits 200 ms; rows are 65 px high. */
const SEARCH_DEBOUNCE_MS = 200;
const ROW_HEIGHT = 65;
const NO_ROWS: AdCopyRowFragment[] = [];
const getRowId = (row: AdCopyRowFragment) => row.code;

/** Column choices are kept per client and application for the browser tab (spec 2 §9). */
export const buildAdCopyGridKey = (clientCode: string, applicationCode: string) => `atelier.adCopy.grid.${clientCode}.${applicationCode}`;

interface AdCopyListProps {
  clientCode: string;
  applicationCode: string;
  /** The filter the list shows, for the page's export. */
  onFilterChange: (filter: AdCopyFilter | null) => void;
}

/** The server-paged ad copy grid with its search, status toggles, network filter and row actions. */
export function AdCopyList({ clientCode, applicationCode, onFilterChange }: AdCopyListProps) {
  const { t } = useTranslation();
  const { notice, showNotice, hideNotice } = useNotice();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchRef);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [network, setNetwork] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo<AdCopyFilter | null>(() => {
    const next: AdCopyFilter = {};
    if (statuses.length) next.status = statuses;
    if (settledSearch) next.search = settledSearch;
    if (network) next.fitsNetwork = network;
    return Object.keys(next).length ? next : null;
  }, [statuses, settledSearch, network]);
  const filterKey = JSON.stringify(filter);
  useEffect(() => onFilterChange(filter), [filter, onFilterChange]);
  // A new filter starts again on the first page.
  const [pagination, setPagination] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE, filterKey });
  const page = pagination.filterKey === filterKey ? pagination.page : 0;
  const paginationModel = useMemo(() => ({ page, pageSize: pagination.pageSize }), [page, pagination.pageSize]);

  const { data, previousData, loading, error, refetch } = useQuery(AdCopiesQuery, {
    variables: { clientCode, applicationCode, filter, offset: page * pagination.pageSize, limit: pagination.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const networks = useQuery(AdCopyNetworksQuery, { variables: { clientCode, applicationCode } });
  const result = (data ?? previousData)?.adCopies;
  const formatting = useGridFormatting(buildAdCopyGridKey(clientCode, applicationCode));

  const [toDelete, setToDelete] = useState<AdCopyRowFragment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteCopy, { loading: isDeleting }] = useMutation(DeleteAdCopyMutation, {
    refetchQueries: [AdCopiesQuery],
    awaitRefetchQueries: true,
  });

  const buildEditPath = useCallback(
    (row: AdCopyRowFragment) => `${buildAdCopyPath(clientCode)}/${encodeURIComponent(row.code)}`,
    [clientCode],
  );
  const copyUrl = useCallback(
    (row: AdCopyRowFragment) => {
      const url = `${window.location.origin}${buildEditPath(row)}`;
      navigator.clipboard.writeText(url).then(
        () => showNotice(t('adCopy.list.urlCopied', { name: row.name })),
        () => showNotice(t('adCopy.list.copyFailed', { url }), 'info'),
      );
    },
    [buildEditPath, showNotice, t],
  );
  const performanceRanks = useAdCopyPerformanceRanks(clientCode, applicationCode);
  const columns = useMemo(
    () =>
      buildAdCopyColumns({
        renderPerformanceRank: (row) => {
          const rank = performanceRanks.get(row.code);
          return rank ? <AdCopyPerformanceRankChip rank={rank} /> : null;
        },
        t,
        buildEditPath,
        onCopyUrl: copyUrl,
        onDelete: (row) => {
          setDeleteError(null);
          setToDelete(row);
        },
      }),
    [t, buildEditPath, copyUrl, performanceRanks],
  );
  const localeText = useMemo(
    () => ({
      noRowsLabel: filter ? t('adCopy.list.grid.noResults') : t('adCopy.list.grid.noRows'),
      noResultsOverlayLabel: t('adCopy.list.grid.noResults'),
    }),
    [filter, t],
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCopy({ variables: { clientCode, applicationCode, adCopyCode: toDelete.code } });
      showNotice(t('adCopy.list.delete.done', { name: toDelete.name }));
      setToDelete(null);
    } catch (failure) {
      setDeleteError(findServerMessage(failure, t('adCopy.list.delete.failed')));
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t('adCopy.list.searchLabel')}
          inputRef={searchRef}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: 320 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          size="small"
          value={statuses}
          onChange={(_event, value: string[]) => setStatuses(value)}
          aria-label={t('adCopy.list.statusFilter')}
        >
          {AD_COPY_STATUSES.map((status) => (
            <ToggleButton key={status} value={status} sx={{ px: 1.5, textTransform: 'none' }}>
              {t(`adCopy.statuses.${status}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('adCopy.list.fitsNetwork')}
          value={network}
          onChange={(event) => setNetwork(event.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('adCopy.list.anyNetwork')}</MenuItem>
          {(networks.data?.adCopyNetworks ?? []).map((entry) => (
            <MenuItem key={entry.code} value={entry.code}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 'calc(100vh - 290px)', minHeight: 480, display: 'flex', flexDirection: 'column' }}>
        <PagedGrid<AdCopyRowFragment>
          aria-label={t('adCopy.list.grid.label')}
          rows={result?.items ?? NO_ROWS}
          getRowId={getRowId}
          columns={columns}
          formatting={formatting}
          visibility={AD_COPY_VISIBILITY}
          loading={loading}
          paging={{
            mode: 'server',
            rowCount: result?.totalItemCount ?? 0,
            model: paginationModel,
            onModelChange: (model) => setPagination({ ...model, filterKey }),
            pageSizeOptions: [...PAGE_SIZE_OPTIONS],
          }}
          toolbar={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, py: 0.5 }}>
              <GridColumnsButton label={t('adCopy.list.columnsButton')} />
              <Box sx={{ flex: 1 }} />
              {result ? (
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {t('adCopy.list.total', { count: result.totalItemCount })}
                </Typography>
              ) : null}
            </Box>
          }
          disableRowSelectionOnClick
          rowHeight={ROW_HEIGHT}
          localeText={localeText}
          sx={{ flex: 1, minHeight: 0, bgcolor: 'background.paper' }}
        />
        {error && result ? <Alert severity="error">{findServerMessage(error, t('adCopy.editor.loadFailed'))}</Alert> : null}
        {error && !result ? (
          <Alert severity="error" onClose={() => void refetch()}>
            {findServerMessage(error, t('adCopy.editor.loadFailed'))}
          </Alert>
        ) : null}
      </Box>
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('adCopy.list.delete.title')}
        message={t('adCopy.list.delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('adCopy.list.delete.confirm')}
        isDestructive
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
