import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColumnVisibilityModel, type GridSortModel } from '@mui/x-data-grid';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildConceptsPath } from '../../../app/paths';
import { usePermissions } from '../../../app/shell/permissions-context';
import type { ConceptRowFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { FolderPickerDialog } from '../../folders/FolderPickerDialog';
import { formatFolderPath } from '../../folders/folder-tree-data';
import { CreativeNodesQuery, CreativeVirtualNodesQuery } from '../../folders/folder-queries';
import { ChooseApplicationsDialog } from './ChooseApplicationsDialog';
import type { ConceptFilter } from './concept-filter';
import { ApplicationCreativeConceptsQuery, UpdateConceptPlacementMutation } from './concepts-query';
import { ConceptsGridToolbar, ConceptsToolbarContext } from './ConceptsGridToolbar';
import { ConceptsLoadError } from './ConceptsLoadError';
import { DeleteConceptDialog } from './DeleteConceptDialog';
import { SORT_KEYS, useConceptColumns } from './use-concept-columns';

/** Spec 1 §9. */
export const PAGE_SIZE_OPTIONS = [25, 50, 100];
const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_SORT = ['createDate:DESC'];
const SNACKBAR_HIDE_MS = 10_000;

const GRID_SLOTS = { toolbar: ConceptsGridToolbar };
const getRowId = (row: ConceptRowFragment) => row.code;
const NO_ROWS: ConceptRowFragment[] = [];

type RowDialog = { kind: 'delete' | 'moveToFolder' | 'applications'; concept: ConceptRowFragment } | null;
type Notice = { severity: 'success' | 'error'; message: string } | null;

interface ConceptsGridProps {
  clientCode: string;
  applicationCode: string;
  filter: ConceptFilter | null;
  isSearchActive: boolean;
  columnVisibility: GridColumnVisibilityModel;
  onColumnVisibilityChange: (model: GridColumnVisibilityModel) => void;
  modelTypes: readonly string[];
  onModelTypesChange: (modelTypes: string[]) => void;
  /** The folder panel is still choosing the first folder: wait instead of loading every concept first. */
  isWaitingForFolder: boolean;
}

/** The server-paged concepts grid (spec 1 §2) with its row actions and their dialogs. */
/** Memoised: folder-panel changes (opening folders) must not re-render the grid. */
export const ConceptsGrid = memo(function ConceptsGrid(props: ConceptsGridProps) {
  const { clientCode, applicationCode, filter, isSearchActive } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  // A new filter starts again on the first page.
  const filterKey = JSON.stringify(filter);
  const [pagination, setPagination] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE, filterKey });
  const page = pagination.filterKey === filterKey ? pagination.page : 0;
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [dialog, setDialog] = useState<RowDialog>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const sortItem = sortModel[0];
  const sortKey = sortItem ? SORT_KEYS[sortItem.field] : undefined;
  const sort = sortKey && sortItem?.sort ? [`${sortKey}:${sortItem.sort.toUpperCase()}`] : DEFAULT_SORT;
  const { data, previousData, loading, error, refetch } = useQuery(ApplicationCreativeConceptsQuery, {
    variables: { clientCode, applicationCode, filter, offset: page * pagination.pageSize, limit: pagination.pageSize, sort },
    fetchPolicy: 'cache-and-network',
    skip: props.isWaitingForFolder,
  });
  const result = (data ?? previousData)?.applicationCreativeConcepts;
  const refetchAfterChange = [ApplicationCreativeConceptsQuery, CreativeNodesQuery, CreativeVirtualNodesQuery];
  const [updatePlacement] = useMutation(UpdateConceptPlacementMutation, { refetchQueries: refetchAfterChange, awaitRefetchQueries: true });

  const buildEditPath = useCallback(
    (concept: ConceptRowFragment) => `${buildConceptsPath(clientCode)}/${encodeURIComponent(concept.internalId || concept.code)}`,
    [clientCode],
  );
  const columns = useConceptColumns({
    buildEditPath,
    isSearchActive,
    canEdit: can('concept:update'),
    canDelete: can('concept:delete'),
    canChangeFolder: can('concept:changeFolder'),
    onDelete: useCallback((concept) => setDialog({ kind: 'delete', concept }), []),
    onMoveToFolder: useCallback((concept) => setDialog({ kind: 'moveToFolder', concept }), []),
    onChangeApplications: useCallback((concept) => setDialog({ kind: 'applications', concept }), []),
  });
  const toolbarState = useMemo(
    () => ({ modelTypes: props.modelTypes, onModelTypesChange: props.onModelTypesChange, totalCount: result?.totalItemCount ?? null }),
    [props.modelTypes, props.onModelTypesChange, result?.totalItemCount],
  );

  const paginationModel = useMemo(() => ({ page, pageSize: pagination.pageSize }), [page, pagination.pageSize]);
  const localeText = useMemo(
    () => ({
      noRowsLabel: isSearchActive ? t('conceptsList.grid.noResults') : t('conceptsList.grid.noRows'),
      noResultsOverlayLabel: t('conceptsList.grid.noResults'),
    }),
    [isSearchActive, t],
  );

  const moveToFolder = async (concept: ConceptRowFragment, folderCode: string, pathNames: string[]) => {
    setDialog(null);
    // Choosing the folder it is already in changes nothing (spec 1 §4).
    if (folderCode === concept.creativeNode?.code) return;
    try {
      await updatePlacement({
        variables: { clientCode, conceptCode: concept.code, concept: { creativeNode: { code: folderCode }, version: concept.version } },
      });
      setNotice({
        severity: 'success',
        message: t('conceptsList.moveToFolder.moved', { name: concept.name, path: formatFolderPath(pathNames) }),
      });
    } catch (moveError) {
      setNotice({ severity: 'error', message: findServerMessage(moveError, t('conceptsList.moveToFolder.failed')) });
    }
  };

  if (error && !result) {
    return <ConceptsLoadError error={error} onRetry={() => void refetch()} />;
  }

  return (
    <>
      <ConceptsToolbarContext value={toolbarState}>
        <DataGrid<ConceptRowFragment>
          aria-label={t('conceptsList.grid.label')}
          rows={result?.items ?? NO_ROWS}
          getRowId={getRowId}
          columns={columns}
          rowCount={result?.totalItemCount ?? 0}
          loading={loading || props.isWaitingForFolder}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => setPagination({ ...model, filterKey })}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          columnVisibilityModel={props.columnVisibility}
          onColumnVisibilityModelChange={props.onColumnVisibilityChange}
          disableRowSelectionOnClick
          disableColumnFilter
          showToolbar
          slots={GRID_SLOTS}
          rowHeight={52}
          // Render every column (there are at most 17): the actions column at the far right must
          // exist for keyboard and screen-reader users even while scrolled out of view.
          columnBufferPx={4000}
          onRowClick={({ row }, event) => {
            // Links and buttons in the row do their own thing.
            if ((event.target as HTMLElement).closest('a, button, [role="menu"]')) return;
            void navigate(buildEditPath(row));
          }}
          localeText={localeText}
          sx={{ flex: 1, minHeight: 0, bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </ConceptsToolbarContext>
      {error ? (
        <Alert severity="error" action={null}>
          {t('conceptsList.grid.refreshFailed')}
        </Alert>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteConceptDialog
          clientCode={clientCode}
          concept={dialog.concept}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setNotice({ severity: 'success', message: t('conceptsList.delete.deleted', { name: dialog.concept.name }) });
            setDialog(null);
          }}
        />
      ) : null}
      <FolderPickerDialog
        open={dialog?.kind === 'moveToFolder'}
        clientCode={clientCode}
        // The folder must belong to the concept's home (first) application.
        applicationCode={dialog?.concept.applications[0]?.code ?? applicationCode}
        value={dialog?.concept.creativeNode?.code ?? null}
        title={t('conceptsList.moveToFolder.title')}
        onClose={() => setDialog(null)}
        onSelect={(code, pathNames) => dialog && void moveToFolder(dialog.concept, code, pathNames)}
      />
      {dialog?.kind === 'applications' ? (
        <ChooseApplicationsDialog
          clientCode={clientCode}
          concept={dialog.concept}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setNotice({ severity: 'success', message: t('conceptsList.applicationsDialog.saved', { name: dialog.concept.name }) });
            setDialog(null);
          }}
        />
      ) : null}
      <Snackbar open={Boolean(notice)} autoHideDuration={SNACKBAR_HIDE_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </>
  );
});
