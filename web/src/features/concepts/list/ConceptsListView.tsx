import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildConceptCreatePath, usePermissions } from '../../../session';
import { useGridFormatting } from '../../../components/grid/use-grid-formatting';
import { PageHeader } from '../../../components/PageHeader';
import { FolderTreePanel, type FolderSelection } from '../../folders';
import { ApplicationSettingsDialog } from '../../settings';
import { asConceptFilter, folderFilter } from './concept-filter';
import { ConceptGridSettingsQuery, GRID_DEFAULT_FIELDS_SETTING } from './concepts-query';
import { parseColumnSetting } from './grid-columns';
import { SearchPanel } from './search/SearchPanel';
import { buildListFilter, type SearchState } from './search/search-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListSession } from './use-list-session';

// The grid (the MUI X data grid, the largest part of the page) loads beside the header, search
// and folders, which paint first instead of waiting for it; its place is kept meanwhile.
const ConceptsGrid = lazy(() => import('./ConceptsGrid').then((module) => ({ default: module.ConceptsGrid })));

// Opened on demand: loaded then, with their form libraries.
const GridSettingsDialog = lazy(() => import('./GridSettingsDialog').then((module) => ({ default: module.GridSettingsDialog })));

/** Spec 1 §9. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The grid's formatting is remembered per client and application, like the rest of the list's state. */
const buildConceptsGridKey = (clientCode: string, applicationCode: string) => `atelier.conceptsGrid.${clientCode}.${applicationCode}`;

interface ConceptsListViewProps {
  clientCode: string;
  applicationCode: string;
  applicationName: string;
}

/**
 * The concepts list screen (spec 1 §2): header, folder panel, search panel and grid. Render it with
 * a key per client and application: its remembered state belongs to that pair.
 */
export function ConceptsListView({ clientCode, applicationCode, applicationName }: ConceptsListViewProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [session, updateSession] = useListSession(clientCode, applicationCode);
  const gridFormatting = useGridFormatting(buildConceptsGridKey(clientCode, applicationCode));
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isApplicationSettingsOpen, setIsApplicationSettingsOpen] = useState(false);
  const search = useDebouncedValue(session.search, SEARCH_DEBOUNCE_MS);
  const { filter, isSearchActive } = useMemo(
    () => buildListFilter({ search, treeFilter: session.treeFilter, modelTypes: session.modelTypes }),
    [search, session.treeFilter, session.modelTypes],
  );

  const settings = useQuery(ConceptGridSettingsQuery, { variables: { clientCode, applicationCode } });
  const gridSetting = settings.data?.applicationUaSettings.find((setting) => setting.code === GRID_DEFAULT_FIELDS_SETTING);
  const defaultColumns = useMemo(() => parseColumnSetting(gridSetting?.value ?? gridSetting?.inheritedValue), [gridSetting]);

  const selectFolder = useCallback(
    (selection: FolderSelection | null) =>
      updateSession({
        selectedFolderId: selection?.id ?? null,
        treeFilter: !selection ? null : selection.kind === 'folder' ? folderFilter(selection.id) : asConceptFilter(selection.filter),
      }),
    [updateSession],
  );
  const changeModelTypes = useCallback((modelTypes: string[]) => updateSession({ modelTypes }), [updateSession]);
  const changeSearch = useCallback((next: SearchState) => updateSession({ search: next }), [updateSession]);
  const changeFolderPanelOpen = useCallback((isFolderPanelOpen: boolean) => updateSession({ isFolderPanelOpen }), [updateSession]);
  const changeShowInactive = useCallback((showInactive: boolean) => updateSession({ showInactive }), [updateSession]);
  const changeOpenFolders = useCallback((openFolderIds: string[]) => updateSession({ openFolderIds }), [updateSession]);
  const changeSearchPanelOpen = useCallback((isSearchPanelOpen: boolean) => updateSession({ isSearchPanelOpen }), [updateSession]);

  const isRealFolderSelected = Boolean(session.selectedFolderId && session.treeFilter?.field === 'creativeNode.code');
  const createPath = isRealFolderSelected
    ? `${buildConceptCreatePath(clientCode)}?${new URLSearchParams({ node: session.selectedFolderId! })}`
    : buildConceptCreatePath(clientCode);

  return (
    <>
      <PageHeader
        title={t('concepts.list.title')}
        subtitle={applicationName}
        actions={
          <>
            {can('settings:updateUa') ? (
              <Tooltip title={t('conceptsList.settings.open')}>
                <IconButton aria-label={t('conceptsList.settings.open')} onClick={() => setIsSettingsOpen(true)}>
                  <TuneOutlined />
                </IconButton>
              </Tooltip>
            ) : null}
            {can('settings:updateUa') ? (
              <Tooltip title={t('settings.application.open')}>
                <IconButton aria-label={t('settings.application.open')} onClick={() => setIsApplicationSettingsOpen(true)}>
                  <SettingsOutlined />
                </IconButton>
              </Tooltip>
            ) : null}
            {can('concept:create') ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={createPath}>
                {t('concepts.list.addConcept')}
              </Button>
            ) : null}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, height: 'calc(100vh - 222px)', minHeight: 560 }}>
        <FolderTreePanel
          clientCode={clientCode}
          applicationCode={applicationCode}
          isOpen={session.isFolderPanelOpen}
          onOpenChange={changeFolderPanelOpen}
          showInactive={session.showInactive}
          onShowInactiveChange={changeShowInactive}
          selectedId={session.selectedFolderId}
          onSelect={selectFolder}
          openIds={session.openFolderIds}
          onOpenIdsChange={changeOpenFolders}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <SearchPanel
            clientCode={clientCode}
            applicationCode={applicationCode}
            search={session.search}
            onSearchChange={changeSearch}
            isOpen={session.isSearchPanelOpen}
            onOpenChange={changeSearchPanelOpen}
            isSearchActive={isSearchActive}
          />
          <Suspense fallback={<LinearProgress aria-label={t('app.loading')} />}>
            <ConceptsGrid
              clientCode={clientCode}
              applicationCode={applicationCode}
              filter={filter}
              isSearchActive={isSearchActive}
              defaultColumns={defaultColumns}
              formatting={gridFormatting}
              modelTypes={session.modelTypes}
              onModelTypesChange={changeModelTypes}
              isWaitingForFolder={session.selectedFolderId === undefined && !isSearchActive}
            />
          </Suspense>
        </Box>
      </Box>
      {isSettingsOpen ? (
        <Suspense fallback={null}>
          <GridSettingsDialog
            clientCode={clientCode}
            applicationCode={applicationCode}
            onClose={() => setIsSettingsOpen(false)}
            onSaved={() => {
              setIsSettingsOpen(false);
              // The new defaults apply at once; the user's own column choice gives way to them.
              gridFormatting.updateFormatting((current) => ({ ...current, columnVisibility: null }));
            }}
          />
        </Suspense>
      ) : null}
      {isApplicationSettingsOpen ? (
        <Suspense fallback={null}>
          <ApplicationSettingsDialog onClose={() => setIsApplicationSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
