import ChevronLeft from '@mui/icons-material/ChevronLeft';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../app/shell/permissions-context';
import { findServerMessage } from '../../lib/graphql/errors';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { FOLDER_ACTION_WIDTH, FolderActions } from './FolderActions';
import { FolderFormDialog, type FolderFormMode, type ParentPickerProps } from './FolderFormDialog';
import { FolderTree } from './FolderTree';
import type { FolderMoveRequest } from './folder-move';
import type { FolderMutations } from './folder-mutations';
import { isDescendantOf, type FolderNode } from './folder-tree-data';
import { useElementHeight } from './use-element-height';
import type { FolderSelection, FolderTreeData } from './use-folder-tree';
import { flattenVirtualFolders, VirtualFolderList } from './VirtualFolderList';

/** Spec 1 §9, spec 2 §2.3. */
export const FOLDER_PANEL_WIDTH = { open: 400, closed: 55 } as const;

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
  if (!isOpen) {
    return (
      <Paper
        variant="outlined"
        component="aside"
        aria-label={texts.heading}
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
          <IconButton aria-label={texts.expandPanel} onClick={() => onOpenChange(true)}>
            <FolderOutlined />
          </IconButton>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
          {texts.heading}
        </Typography>
      </Paper>
    );
  }
  return <OpenFolderPanel {...props} />;
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

  const handleDeleted = (folder: FolderNode) => {
    setDeleteTarget(null);
    if (selectedId && (selectedId === folder.id || isDescendantOf(index, selectedId, folder.id))) {
      onSelect(shouldSelectParentOnDelete && folder.parentId ? { kind: 'folder', id: folder.parentId } : null);
    }
  };

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
    treeBody = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-label={texts.loading} />
      </Box>
    );
  } else if (roots.length === 0) {
    treeBody = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
        {texts.empty}
      </Typography>
    );
  } else {
    treeBody = (
      <FolderTree
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
        actionSlotWidth={FOLDER_ACTION_WIDTH * [permissions.canCreate, permissions.canUpdate, permissions.canDelete].filter(Boolean).length}
        describeCount={describeCount}
      />
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
        <FolderFormDialog
          mode={formMode}
          mutations={mutations}
          renderParentPicker={renderParentPicker}
          onClose={() => setFormMode(null)}
          onSaved={() => {
            if (formMode.kind === 'create' && formMode.parent) treeRef.current?.open(formMode.parent.id);
            setFormMode(null);
          }}
        />
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
