import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildConceptsPath } from '../../../session';
import { PagedGrid } from '../../../components/grid/PagedGrid';
import type { GridFormattingState } from '../../../components/grid/use-grid-formatting';
import type { ConceptRowFragment } from '../../../gql/graphql';
import { FatigueChip, useApplicationFatigue } from '../../analytics';
import { findServerMessage } from '../../../lib/graphql/errors';
import { FolderPickerDialog, formatFolderPath, CreativeNodesQuery, CreativeVirtualNodesQuery } from '../../folders';
import type { ConceptFilter } from './concept-filter';
import { ApplicationCreativeConceptsQuery, UpdateConceptPlacementMutation } from './concepts-query';
import { ConceptsGridToolbar } from './ConceptsGridToolbar';
import { ConceptsLoadError } from './ConceptsLoadError';
import { buildColumnVisibilityRules } from './grid-columns';
import { SORT_KEYS, useConceptColumns } from './use-concept-columns';
import { placeVariantsUnderParents } from './variant-order';

// Opened from a row's menu: loaded then, with their form libraries (react-hook-form, zod).
const DeleteConceptDialog = lazy(() => import('./DeleteConceptDialog').then((module) => ({ default: module.DeleteConceptDialog })));
const ChooseApplicationsDialog = lazy(() =>
  import('./ChooseApplicationsDialog').then((module) => ({ default: module.ChooseApplicationsDialog })),
);

/** Spec 1 §9. */
export const PAGE_SIZE_OPTIONS = [25, 50, 100];
const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_SORT = ['createDate:DESC'];
const SNACKBAR_HIDE_MS = 10_000;

const getRowId = (row: ConceptRowFragment) => row.code;
const NO_ROWS: ConceptRowFragment[] = [];

type RowDialog = { kind: 'delete' | 'moveToFolder' | 'applications'; concept: ConceptRowFragment } | null;
type Notice = { severity: 'success' | 'error'; message: string } | null;

interface ConceptsGridProps {
  clientCode: string;
  applicationCode: string;
  filter: ConceptFilter | null;
  isSearchActive: boolean;
  /** The columns the application shows until the user chooses (its creativeGridDefaultFields setting). */
  defaultColumns: readonly string[];
  /** The user's visibility, widths and sort; the list's owner resets the columns when the defaults change. */
  formatting: GridFormattingState;
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
  // A new filter starts again on the first page.
  const filterKey = JSON.stringify(filter);
  const [pagination, setPagination] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE, filterKey });
  const page = pagination.filterKey === filterKey ? pagination.page : 0;
  const [dialog, setDialog] = useState<RowDialog>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const sortItem = props.formatting.formatting.sortModel[0];
  const sortKey = sortItem ? SORT_KEYS[sortItem.field] : undefined;
  const sort = sortKey && sortItem?.sort ? [`${sortKey}:${sortItem.sort.toUpperCase()}`] : DEFAULT_SORT;
  const { data, previousData, loading, error, refetch } = useQuery(ApplicationCreativeConceptsQuery, {
    variables: { clientCode, applicationCode, filter, offset: page * pagination.pageSize, limit: pagination.pageSize, sort },
    fetchPolicy: 'cache-and-network',
    skip: props.isWaitingForFolder,
  });
  const result = (data ?? previousData)?.applicationCreativeConcepts;
  const rows = useMemo(() => placeVariantsUnderParents(result?.items ?? NO_ROWS), [result]);
  // A move takes the concept out of the folder shown and changes the folders' counts (membership and
  // counts); its new folder comes back in the result.
  const refetchAfterChange = [ApplicationCreativeConceptsQuery, CreativeNodesQuery, CreativeVirtualNodesQuery];
  const [updatePlacement] = useMutation(UpdateConceptPlacementMutation, { refetchQueries: refetchAfterChange, awaitRefetchQueries: true });

  const buildEditPath = useCallback(
    (concept: ConceptRowFragment) => `${buildConceptsPath(clientCode)}/${encodeURIComponent(concept.internalId || concept.code)}`,
    [clientCode],
  );
  const fatigueByConcept = useApplicationFatigue(clientCode, applicationCode);
  const renderNameBadge = useCallback(
    (concept: ConceptRowFragment) => {
      const fatigue = fatigueByConcept.get(concept.code);
      return fatigue ? <FatigueChip fatigue={fatigue} /> : null;
    },
    [fatigueByConcept],
  );
  const columns = useConceptColumns({
    renderNameBadge,
    buildEditPath,
    isSearchActive,
    onDelete: useCallback((concept) => setDialog({ kind: 'delete', concept }), []),
    onMoveToFolder: useCallback((concept) => setDialog({ kind: 'moveToFolder', concept }), []),
    onChangeApplications: useCallback((concept) => setDialog({ kind: 'applications', concept }), []),
  });
  const visibility = useMemo(() => buildColumnVisibilityRules(props.defaultColumns), [props.defaultColumns]);

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
      <PagedGrid<ConceptRowFragment>
        aria-label={t('conceptsList.grid.label')}
        rows={rows}
        getRowId={getRowId}
        columns={columns}
        formatting={props.formatting}
        visibility={visibility}
        loading={loading || props.isWaitingForFolder}
        paging={{
          mode: 'server',
          rowCount: result?.totalItemCount ?? 0,
          model: paginationModel,
          onModelChange: (model) => setPagination({ ...model, filterKey }),
          pageSizeOptions: PAGE_SIZE_OPTIONS,
        }}
        toolbar={
          <ConceptsGridToolbar
            modelTypes={props.modelTypes}
            onModelTypesChange={props.onModelTypesChange}
            totalCount={result?.totalItemCount ?? null}
          />
        }
        disableRowSelectionOnClick
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
      {error ? (
        <Alert severity="error" action={null}>
          {t('conceptsList.grid.refreshFailed')}
        </Alert>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Suspense fallback={null}>
          <DeleteConceptDialog
            clientCode={clientCode}
            concept={dialog.concept}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              setNotice({ severity: 'success', message: t('conceptsList.delete.deleted', { name: dialog.concept.name }) });
              setDialog(null);
            }}
          />
        </Suspense>
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
        <Suspense fallback={null}>
          <ChooseApplicationsDialog
            clientCode={clientCode}
            concept={dialog.concept}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setNotice({ severity: 'success', message: t('conceptsList.applicationsDialog.saved', { name: dialog.concept.name }) });
              setDialog(null);
            }}
          />
        </Suspense>
      ) : null}
      <Snackbar open={Boolean(notice)} autoHideDuration={SNACKBAR_HIDE_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </>
  );
});
