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
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/shell/permissions-context';
import { findServerMessage } from '../../../lib/graphql/errors';
import { FOLDER_ACTION_WIDTH, FolderActions } from '../../folders/FolderActions';
import { FolderTree } from '../../folders/FolderTree';
import { FOLDER_PANEL_WIDTH } from '../../folders/FolderTreePanel';
import type { FolderMoveRequest } from '../../folders/folder-move';
import { isDescendantOf, type FolderNode } from '../../folders/folder-tree-data';
import { useElementHeight } from '../../folders/use-element-height';
import { flattenVirtualFolders, VirtualFolderList } from '../../folders/VirtualFolderList';
import { AssetFolderFormDialog, type AssetFolderFormMode } from './AssetFolderFormDialog';
import { DeleteAssetFolderDialog } from './DeleteAssetFolderDialog';
import type { AssetFolderSelection, AssetFoldersData } from './use-asset-folders';

interface AssetFolderPanelProps {
  clientCode: string;
  conceptCode: string;
  data: AssetFoldersData;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  showInactive: boolean;
  onShowInactiveChange: (showInactive: boolean) => void;
  selection: AssetFolderSelection | null | undefined;
  onSelect: (selection: AssetFolderSelection | null) => void;
  openIds: readonly string[];
  onOpenIdsChange: (openIds: string[]) => void;
  /** A message for the tab's snackbar (a refused move). */
  onError: (message: string) => void;
}

/**
 * The asset folder tree (spec 2 §2.3), 400 px open and 55 px closed: virtual folders, the real tree
 * with create, edit and delete dialogs and drag and drop, and Show Inactive.
 */
export function AssetFolderPanel(props: AssetFolderPanelProps) {
  const { t } = useTranslation();
  if (!props.isOpen) {
    return (
      <Paper
        variant="outlined"
        component="aside"
        aria-label={t('assets.folders.heading')}
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
        <Tooltip title={t('assets.folders.expand')} placement="right">
          <IconButton aria-label={t('assets.folders.expand')} onClick={() => props.onOpenChange(true)}>
            <FolderOutlined />
          </IconButton>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
          {t('assets.folders.heading')}
        </Typography>
      </Paper>
    );
  }
  return <OpenAssetFolderPanel {...props} />;
}

function OpenAssetFolderPanel({
  clientCode,
  conceptCode,
  data,
  onOpenChange,
  showInactive,
  onShowInactiveChange,
  selection,
  onSelect,
  openIds,
  onOpenIdsChange,
  onError,
}: AssetFolderPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { can } = usePermissions();
  // The folder permissions the server checks for creativeConceptNode mutations (as for the concept tree).
  const permissions = { canCreate: can('folder:create'), canUpdate: can('folder:update'), canDelete: can('folder:delete') };
  const treeRef = useRef<TreeApi<FolderNode> | undefined>(undefined);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  const [formMode, setFormMode] = useState<AssetFolderFormMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FolderNode | null>(null);
  const { foldersQuery, virtualQuery, roots, index, virtualNodes, moveFolder, refetch } = data;
  const selectedId = selection?.id ?? null;
  const virtualCodes = useMemo(() => new Set(flattenVirtualFolders(virtualNodes).map((node) => node.code)), [virtualNodes]);
  const openIdSet = useMemo(() => new Set(openIds), [openIds]);
  const openIdsRef = useRef(openIds);
  useEffect(() => {
    openIdsRef.current = openIds;
  }, [openIds]);
  const describeCount = useCallback((count: number) => t('assets.folders.assetCount', { count }), [t]);

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
              if (error) onError(findServerMessage(error, t('assets.folders.moveFailed')));
            })
        : undefined,
    [permissions.canUpdate, moveFolder, onError, t],
  );
  const renderActions = useMemo(() => {
    if (!permissions.canCreate && !permissions.canUpdate && !permissions.canDelete) return undefined;
    const AssetFolderActions = (folder: FolderNode) => (
      <FolderActions
        folder={folder}
        {...permissions}
        onAddSubfolder={(parent) => setFormMode({ kind: 'create', parent })}
        onEdit={(target) => setFormMode({ kind: 'edit', folder: target })}
        onDelete={setDeleteTarget}
      />
    );
    return AssetFolderActions;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the permission flags are the inputs
  }, [permissions.canCreate, permissions.canUpdate, permissions.canDelete]);

  // Spec 2 §2.3: deleting the selected folder selects its parent.
  const handleDeleted = (folder: FolderNode) => {
    setDeleteTarget(null);
    if (selectedId && (selectedId === folder.id || isDescendantOf(index, selectedId, folder.id))) {
      onSelect(folder.parentId ? { kind: 'folder', id: folder.parentId } : null);
    }
    void refetch();
  };

  let treeBody;
  if (foldersQuery.error && !foldersQuery.data) {
    treeBody = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void foldersQuery.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('assets.folders.loadFailed')}
      </Alert>
    );
  } else if (!foldersQuery.data) {
    treeBody = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-label={t('assets.folders.loading')} />
      </Box>
    );
  } else if (roots.length === 0) {
    treeBody = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
        {t('assets.folders.empty')}
      </Typography>
    );
  } else {
    treeBody = (
      <FolderTree
        treeRef={treeRef}
        folders={roots}
        label={t('assets.folders.treeLabel')}
        selectedId={selection?.kind === 'folder' ? selection.id : null}
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
      sx={{ width: FOLDER_PANEL_WIDTH.open, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 480, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, pt: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
          {t('assets.folders.heading')}
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
        <Tooltip title={t('assets.folders.collapse')}>
          <IconButton size="small" aria-label={t('assets.folders.collapse')} onClick={() => onOpenChange(false)}>
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
            {t('assets.folders.virtualLoadFailed')}
          </Alert>
        ) : (
          <VirtualFolderList
            nodes={virtualNodes}
            selectedId={selection?.kind === 'virtual' ? selection.id : null}
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
        <AssetFolderFormDialog
          clientCode={clientCode}
          conceptCode={conceptCode}
          mode={formMode}
          onClose={() => setFormMode(null)}
          onSaved={() => {
            if (formMode.kind === 'create' && formMode.parent) treeRef.current?.open(formMode.parent.id);
            setFormMode(null);
            void refetch();
          }}
        />
      ) : null}
      {deleteTarget ? (
        <DeleteAssetFolderDialog
          clientCode={clientCode}
          conceptCode={conceptCode}
          folder={deleteTarget}
          onClose={() => setDeleteTarget(null)}
          onDeleted={handleDeleted}
        />
      ) : null}
    </Paper>
  );
}
