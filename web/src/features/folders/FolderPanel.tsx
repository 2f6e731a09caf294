import ChevronLeft from '@mui/icons-material/ChevronLeft';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session';
import { findServerMessage } from '../../lib/graphql/errors';
import { createGuardSchema, useStoredState, type StoredStateSpec } from '../../lib/stored-state';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { FOLDER_ACTION_WIDTH, FolderActions } from './FolderActions';
import type { FolderFormMode, ParentPickerProps } from './FolderFormDialog';
import type { FolderMoveRequest } from './folder-move';
import type { FolderMutations } from './folder-mutations';
import { isDescendantOf, listAncestorIds, type FolderNode } from './folder-tree-data';
import { useElementHeight } from './use-element-height';
import type { FolderSelection, FolderTreeData } from './use-folder-tree';
import { LazyFolderTree } from './lazy-folder-tree';
import { flattenVirtualFolders, VirtualFolderList } from './VirtualFolderList';

// Opened on demand: loaded then, with its form libraries (react-hook-form, zod).
const FolderFormDialog = lazy(() => import('./FolderFormDialog').then((module) => ({ default: module.FolderFormDialog })));

/** Spec 1 §9, spec 2 §2.3. */

export const FOLDER_PANEL_WIDTH = { open: 400, closed: 55 } as const;
/** The window width from which the open panel sits beside the grid (as the compact navigation's). */
export const FOLDER_PANEL_OVERLAY_BELOW = 1440;

/**
 * Whether folder counts include their sub-folders': one preference for every tree, kept in the
 * browser. Off by default: the spec's count is the folder's own.
 */
const COUNT_SUBFOLDERS_PREFERENCE: StoredStateSpec<boolean> = {
  area: 'local',
  key: 'atelier.folderCounts.includeSubfolders',
  schema: createGuardSchema((value): value is boolean => typeof value === 'boolean'),
  createDefault: () => false,
};

/** The words that differ between the concept tree and an asset tree. */
export interface FolderPanelTexts {
  heading: string;
  expandPanel: string;
  collapsePanel: string;
  treeLabel: string;
  loading: string;
  loadFailed: string;
  virtualLoadFailed: string;
  empty: string;
  moveFailed: string;
  /** The accessible name of a folder's or quick view's count ("3 concepts", "3 assets"). */
  describeCount: (count: number) => string;
  deleteMessage: (folder: FolderNode) => string;
}

/** What the page keeps for the panel (per client, in its session): open state, selection, open folders. */
export interface FolderPanelStateProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  showInactive: boolean;
  onShowInactiveChange: (showInactive: boolean) => void;
  /** undefined: never chosen (the first top-level folder gets selected); null: cleared on purpose. */
  selectedId: string | null | undefined;
  onSelect: (selection: FolderSelection | null) => void;
  openIds: readonly string[];
  onOpenIdsChange: (openIds: string[]) => void;
}

export interface FolderPanelProps extends FolderPanelStateProps {
  data: FolderTreeData;
  mutations: FolderMutations;
  /** Keep it stable (memoised): the tree's rows re-render when it changes. */
  texts: FolderPanelTexts;
  /** A message for the page's snackbar (a refused move). */
  onError: (message: string) => void;
  /** Deleting the selected folder (or one above it) selects the deleted folder's parent; otherwise nothing. */
  shouldSelectParentOnDelete?: boolean;
  /** Given: the create form can put a new folder under another parent (see FolderFormDialog). */
  renderParentPicker?: (picker: ParentPickerProps) => ReactNode;
  /** The open panel's least height, in pixels. */
  minHeight?: number;
}

/**
 * A folder panel, for the concept tree and the asset trees alike (spec 1 §2, §4; spec 2 §2.3):
 * 400 px open and 55 px closed, virtual folders with counts, the real tree with per-folder
 * actions, create, edit and delete dialogs and drag and drop, and Show Inactive. Data, mutations
 * and words come from the caller, which also keeps open state and selection per client.
 */
export function FolderPanel(props: FolderPanelProps) {
  const { isOpen, onOpenChange, texts } = props;
  const isOverlay = useIsFolderPanelOverlay();
  // The overlay's own open state: the remembered one is for wide screens, where the open panel
  // takes room beside the grid; on a narrow one the grid shows first and the tree comes on request.
  const [isOverlayOpen, setIsOverlayOpen] = useState(false);
  const railButtonRef = useRef<HTMLButtonElement>(null);
  const focusOnMount = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  if (!isOverlay) {
    return isOpen ? <OpenFolderPanel {...props} /> : <ClosedFolderPanel texts={texts} onOpen={() => onOpenChange(true)} />;
  }
  const closeOverlay = (shouldRefocus: boolean) => {
    setIsOverlayOpen(false);
    if (shouldRefocus) railButtonRef.current?.focus();
  };
  return (
    <Box sx={{ position: 'relative', flexShrink: 0, display: 'flex' }}>
      <ClosedFolderPanel texts={texts} onOpen={() => setIsOverlayOpen(true)} isExpanded={isOverlayOpen} buttonRef={railButtonRef} />
      {isOverlayOpen ? (
        <ClickAwayListener onClickAway={() => closeOverlay(false)}>
          <Box
            data-testid="folder-panel-overlay"
            // Focus moves into the panel that opened, so the keyboard continues there (and Escape closes it).
            ref={focusOnMount}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !event.defaultPrevented) closeOverlay(true);
            }}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              bottom: 0,
              display: 'flex',
              // Over the grid, under the app bar and dialogs.
              zIndex: (theme) => theme.zIndex.appBar - 1,
              boxShadow: 8,
              borderRadius: 1,
              bgcolor: 'background.paper',
              outline: 'none',
            }}
          >
            <OpenFolderPanel {...props} onOpenChange={(open) => (open ? undefined : closeOverlay(true))} />
          </Box>
        </ClickAwayListener>
      ) : null}
    </Box>
  );
}

/**
 * True below 1440 px: there the open panel lies over the grid (and closes on a click elsewhere or
 * Escape) instead of taking 400 px from it; at 1024 px it left the concepts grid 248 px.
 */
export function useIsFolderPanelOverlay(): boolean {
  return !useMediaQuery(`(min-width:${FOLDER_PANEL_OVERLAY_BELOW}px)`, { noSsr: true });
}

function ClosedFolderPanel({
  texts,
  onOpen,
  isExpanded,
  buttonRef,
}: {
  texts: FolderPanelTexts;
  onOpen: () => void;
  isExpanded?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <Paper
      variant="outlined"
      // While its overlay is open, the overlay is the panel's one landmark (a role, not another
      // element: the button keeps its identity and focus).
      role={isExpanded ? undefined : 'complementary'}
      aria-label={isExpanded ? undefined : texts.heading}
      sx={{
        width: FOLDER_PANEL_WIDTH.closed,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: 1,
        gap: 1,
      }}
    >
      <Tooltip title={texts.expandPanel} placement="right">
        <IconButton ref={buttonRef} aria-label={texts.expandPanel} aria-expanded={isExpanded} onClick={onOpen}>
          <FolderOutlined />
        </IconButton>
      </Tooltip>
      <Typography variant="caption" color="text.secondary" sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
        {texts.heading}
      </Typography>
    </Paper>
  );
}

function OpenFolderPanel({
  data,
  mutations,
  texts,
  onOpenChange,
  showInactive,
  onShowInactiveChange,
  selectedId,
  onSelect,
  openIds,
  onOpenIdsChange,
  onError,
  shouldSelectParentOnDelete = false,
  renderParentPicker,
  minHeight = 0,
}: FolderPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { can } = usePermissions();
  // Both trees' folder mutations are checked against the folder permissions on the server.
  const permissions = { canCreate: can('folder:create'), canUpdate: can('folder:update'), canDelete: can('folder:delete') };
  const treeRef = useRef<TreeApi<FolderNode> | undefined>(undefined);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  const [formMode, setFormMode] = useState<FolderFormMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FolderNode | null>(null);
  const [isCountingSubfolders, setIsCountingSubfolders] = useStoredState(COUNT_SUBFOLDERS_PREFERENCE);
  const { roots, index, virtualNodes, moveFolder } = data;
  const { describeCount, moveFailed } = texts;
  const virtualCodes = useMemo(() => new Set(flattenVirtualFolders(virtualNodes).map((node) => node.code)), [virtualNodes]);
  const openIdSet = useMemo(() => new Set(openIds), [openIds]);
  // The latest open ids, for the tree's toggle handler: a handler that changed with every toggle
  // would make react-arborist rebuild its whole node list each time.
  const openIdsRef = useRef(openIds);
  useEffect(() => {
    openIdsRef.current = openIds;
  }, [openIds]);

  const handleTreeOpenIds = useCallback(
    (treeOpenIds: string[]) => onOpenIdsChange([...openIdsRef.current.filter((id) => virtualCodes.has(id)), ...treeOpenIds]),
    [onOpenIdsChange, virtualCodes],
  );
  const toggleVirtual = (code: string) => onOpenIdsChange(openIdSet.has(code) ? openIds.filter((id) => id !== code) : [...openIds, code]);

  // Stable callbacks: react-arborist rebuilds its node list whenever a prop changes.
  const selectFolder = useCallback((folder: FolderNode | null) => folder && onSelect({ kind: 'folder', id: folder.id }), [onSelect]);
  const moveIfAllowed = useMemo(
    () =>
      permissions.canUpdate
        ? (request: FolderMoveRequest) =>
            void moveFolder(request).then((error) => {
              if (error) onError(findServerMessage(error, moveFailed));
            })
        : undefined,
    [permissions.canUpdate, moveFolder, onError, moveFailed],
  );

  const renderActions = useMemo(() => {
    if (!permissions.canCreate && !permissions.canUpdate && !permissions.canDelete) return undefined;
    const FolderRowActions = (folder: FolderNode) => (
      <FolderActions
        folder={folder}
        {...permissions}
        onAddSubfolder={(parent) => setFormMode({ kind: 'create', parent })}
        onEdit={(target) => setFormMode({ kind: 'edit', folder: target })}
        onDelete={setDeleteTarget}
      />
    );
    return FolderRowActions;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the permission flags are the inputs
  }, [permissions.canCreate, permissions.canUpdate, permissions.canDelete]);

  // A new folder is shown: its parent (the one chosen in the form, which may differ from the row it
  // was added from) and that parent's ancestors open, and the tree scrolls to it once it arrives.
  const showNewFolder = (parentId: string | null, createdCode: string | null) => {
    const tree = treeRef.current;
    if (!tree) return;
    if (parentId) for (const id of [...listAncestorIds(index, parentId), parentId]) tree.open(id);
    if (createdCode) void Promise.resolve(tree.scrollTo(createdCode)).catch(() => undefined);
  };

  const handleDeleted = (folder: FolderNode) => {
    setDeleteTarget(null);
    if (selectedId && (selectedId === folder.id || isDescendantOf(index, selectedId, folder.id))) {
      onSelect(shouldSelectParentOnDelete && folder.parentId ? { kind: 'folder', id: folder.parentId } : null);
    }
  };

  const loadingBody = (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress size={24} aria-label={texts.loading} />
    </Box>
  );
  let treeBody;
  if (data.loadError && !data.hasFolders) {
    treeBody = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={data.reloadFolders}>
            {t('folders.retry')}
          </Button>
        }
      >
        {texts.loadFailed}
      </Alert>
    );
  } else if (!data.hasFolders) {
    treeBody = loadingBody;
  } else if (roots.length === 0) {
    treeBody = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
        {texts.empty}
      </Typography>
    );
  } else {
    treeBody = (
      <Suspense fallback={loadingBody}>
        <LazyFolderTree
          treeRef={treeRef}
          folders={roots}
          label={texts.treeLabel}
          selectedId={selectedId ?? null}
          onSelect={selectFolder}
          height={Math.max(treeHeight, 150)}
          initialOpenIds={openIds}
          onOpenIdsChange={handleTreeOpenIds}
          onMove={moveIfAllowed}
          renderActions={renderActions}
          actionSlotWidth={
            FOLDER_ACTION_WIDTH * [permissions.canCreate, permissions.canUpdate, permissions.canDelete].filter(Boolean).length
          }
          describeCount={describeCount}
          isCountingSubfolders={isCountingSubfolders}
        />
      </Suspense>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby={headingId}
      sx={{ width: FOLDER_PANEL_WIDTH.open, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, pt: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
          {texts.heading}
        </Typography>
        {permissions.canCreate ? (
          <Tooltip title={t('folders.actions.addTopLevel')}>
            <IconButton
              size="small"
              aria-label={t('folders.actions.addTopLevel')}
              onClick={() => setFormMode({ kind: 'create', parent: null })}
            >
              <CreateNewFolderOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={texts.collapsePanel}>
          <IconButton size="small" aria-label={texts.collapsePanel} onClick={() => onOpenChange(false)}>
            <ChevronLeft fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <FormControlLabel
        sx={{ px: 1.5, mx: 0 }}
        control={<Switch size="small" checked={showInactive} onChange={(event) => onShowInactiveChange(event.target.checked)} />}
        label={<Typography variant="body2">{t('folders.showInactive')}</Typography>}
      />
      <FormControlLabel
        sx={{ px: 1.5, mx: 0 }}
        control={<Switch size="small" checked={isCountingSubfolders} onChange={(event) => setIsCountingSubfolders(event.target.checked)} />}
        label={<Typography variant="body2">{t('folders.countSubfolders')}</Typography>}
      />
      <Box sx={{ px: 1, pb: 0.5, maxHeight: '35%', overflowY: 'auto', flexShrink: 0 }}>
        {data.virtualLoadError ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {texts.virtualLoadFailed}
          </Alert>
        ) : (
          <VirtualFolderList
            nodes={virtualNodes}
            selectedId={selectedId ?? null}
            openIds={openIdSet}
            onToggle={toggleVirtual}
            onSelect={(node) => onSelect({ kind: 'virtual', id: node.code, filter: node.filter ?? null })}
            describeCount={describeCount}
          />
        )}
      </Box>
      <Divider />
      <Box ref={treeBoxRef} sx={{ flex: 1, minHeight: 0, px: 1, pt: 0.5 }}>
        {treeBody}
      </Box>
      {formMode ? (
        <Suspense fallback={null}>
          <FolderFormDialog
            mode={formMode}
            mutations={mutations}
            renderParentPicker={renderParentPicker}
            onClose={() => setFormMode(null)}
            onSaved={(values, createdCode) => {
              if (formMode.kind === 'create') showNewFolder(values.parentId, createdCode);
              setFormMode(null);
            }}
          />
        </Suspense>
      ) : null}
      {deleteTarget ? (
        <DeleteFolderDialog
          folder={deleteTarget}
          message={texts.deleteMessage(deleteTarget)}
          deleteFolder={mutations.deleteFolder}
          onClose={() => setDeleteTarget(null)}
          onDeleted={handleDeleted}
        />
      ) : null}
    </Paper>
  );
}
