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
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../app/shell/permissions-context';
import { findServerMessage } from '../../lib/graphql/errors';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { FOLDER_ACTION_WIDTH, FolderActions } from './FolderActions';
import { FolderFormDialog, type FolderFormMode } from './FolderFormDialog';
import { FolderTree } from './FolderTree';
import type { FolderMoveRequest } from './folder-move';
import { isDescendantOf, type FolderNode } from './folder-tree-data';
import { useElementHeight } from './use-element-height';
import { useFolderTreeData, type FolderSelection } from './use-folder-tree-data';
import { flattenVirtualFolders, VirtualFolderList } from './VirtualFolderList';

export type { FolderSelection } from './use-folder-tree-data';

/** Spec 1 §9. */
export const FOLDER_PANEL_WIDTH = { open: 400, closed: 55 } as const;
const SNACKBAR_HIDE_MS = 10_000;

interface FolderTreePanelProps {
  clientCode: string;
  applicationCode: string;
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

/**
 * The concept folder panel (spec 1 §2, §4): virtual folders, the real tree with per-folder
 * actions and drag and drop, and the Show Inactive switch. Open state and selection are owned by
 * the caller, which keeps them per client and application.
 */
export function FolderTreePanel(props: FolderTreePanelProps) {
  const { t } = useTranslation();
  const { isOpen, onOpenChange } = props;
  // Loaded even while collapsed: the first folder is still selected for the list.
  const data = useFolderTreeData(props);
  if (!isOpen) {
    return (
      <Paper
        variant="outlined"
        component="aside"
        aria-label={t('folders.heading')}
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
        <Tooltip title={t('folders.expandPanel')} placement="right">
          <IconButton aria-label={t('folders.expandPanel')} onClick={() => onOpenChange(true)}>
            <FolderOutlined />
          </IconButton>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
          {t('folders.heading')}
        </Typography>
      </Paper>
    );
  }
  return <OpenFolderPanel {...props} data={data} />;
}

function OpenFolderPanel({
  clientCode,
  applicationCode,
  onOpenChange,
  showInactive,
  onShowInactiveChange,
  selectedId,
  onSelect,
  openIds,
  onOpenIdsChange,
  data,
}: FolderTreePanelProps & { data: ReturnType<typeof useFolderTreeData> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { can } = usePermissions();
  const permissions = { canCreate: can('folder:create'), canUpdate: can('folder:update'), canDelete: can('folder:delete') };
  const treeRef = useRef<TreeApi<FolderNode> | undefined>(undefined);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  const [formMode, setFormMode] = useState<FolderFormMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FolderNode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { foldersQuery, virtualQuery, roots, index, virtualNodes, moveFolder } = data;
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

  const handleMove = useCallback(
    async (request: FolderMoveRequest) => {
      const error = await moveFolder(request);
      if (error) setNotice(findServerMessage(error, t('folders.moveFailed')));
    },
    [moveFolder, t],
  );

  // Stable callbacks: react-arborist rebuilds its node list whenever a prop changes.
  const selectFolder = useCallback((folder: FolderNode | null) => folder && onSelect({ kind: 'folder', id: folder.id }), [onSelect]);
  const moveIfAllowed = useMemo(
    () => (permissions.canUpdate ? (request: FolderMoveRequest) => void handleMove(request) : undefined),
    [permissions.canUpdate, handleMove],
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
    if (selectedId && (selectedId === folder.id || isDescendantOf(index, selectedId, folder.id))) onSelect(null);
  };

  let treeBody;
  if (foldersQuery.error && !foldersQuery.data) {
    treeBody = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void foldersQuery.refetch()}>
            {t('folders.retry')}
          </Button>
        }
      >
        {t('folders.loadFailed')}
      </Alert>
    );
  } else if (!foldersQuery.data) {
    treeBody = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-label={t('folders.loading')} />
      </Box>
    );
  } else if (roots.length === 0) {
    treeBody = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
        {t('folders.empty')}
      </Typography>
    );
  } else {
    treeBody = (
      <FolderTree
        treeRef={treeRef}
        folders={roots}
        label={t('folders.treeLabel')}
        selectedId={selectedId ?? null}
        onSelect={selectFolder}
        height={Math.max(treeHeight, 150)}
        initialOpenIds={openIds}
        onOpenIdsChange={handleTreeOpenIds}
        onMove={moveIfAllowed}
        renderActions={renderActions}
        actionSlotWidth={FOLDER_ACTION_WIDTH * [permissions.canCreate, permissions.canUpdate, permissions.canDelete].filter(Boolean).length}
      />
    );
  }

  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby={headingId}
      sx={{ width: FOLDER_PANEL_WIDTH.open, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, pt: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
          {t('folders.heading')}
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
        <Tooltip title={t('folders.collapsePanel')}>
          <IconButton size="small" aria-label={t('folders.collapsePanel')} onClick={() => onOpenChange(false)}>
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
        {virtualQuery.error ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {t('folders.virtualLoadFailed')}
          </Alert>
        ) : (
          <VirtualFolderList
            nodes={virtualNodes}
            selectedId={selectedId ?? null}
            openIds={openIdSet}
            onToggle={toggleVirtual}
            onSelect={(node) => onSelect({ kind: 'virtual', id: node.code, filter: node.filter ?? null })}
          />
        )}
      </Box>
      <Divider />
      <Box ref={treeBoxRef} sx={{ flex: 1, minHeight: 0, px: 1, pt: 0.5 }}>
        {treeBody}
      </Box>
      {formMode ? (
        <FolderFormDialog
          clientCode={clientCode}
          applicationCode={applicationCode}
          mode={formMode}
          onClose={() => setFormMode(null)}
          onSaved={() => {
            if (formMode.kind === 'create' && formMode.parent) treeRef.current?.open(formMode.parent.id);
            setFormMode(null);
          }}
        />
      ) : null}
      {deleteTarget ? (
        <DeleteFolderDialog
          clientCode={clientCode}
          applicationCode={applicationCode}
          folder={deleteTarget}
          onClose={() => setDeleteTarget(null)}
          onDeleted={handleDeleted}
        />
      ) : null}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert severity="error" onClose={() => setNotice(null)} variant="filled">
          {notice}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
