import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { formatFolderPath, indexFolders, listAncestorIds, type FolderNode } from './folder-tree-data';
import { LazyFolderTree } from './lazy-folder-tree';
import { useElementHeight } from './use-element-height';

export interface FolderTreePickerDialogProps {
  open: boolean;
  title: string;
  /** The tree to choose from; inactive folders are left out. */
  folders: readonly FolderNode[];
  isLoading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** The folder chosen when the dialog opens (the current one): shown open and in view. */
  value?: string | null;
  /** What to say when there is no active folder. */
  emptyText: string;
  describeCount?: (count: number) => string;
  onSelect: (folder: FolderNode) => void;
  onClose: () => void;
}

/** Active folders only: an inactive folder is not a place to put concepts, assets or folders. */
function keepActive(folders: readonly FolderNode[]): FolderNode[] {
  return folders.filter((folder) => folder.status === 'active').map((folder) => ({ ...folder, children: keepActive(folder.children) }));
}

/**
 * A read-only folder tree in a dialog, for either tree (spec 1 §2 select-parent dialog, spec 2
 * §2.6 move assets): Select stays disabled until a folder is chosen, and clicking the chosen
 * folder again un-chooses it.
 */
export function FolderTreePickerDialog({ open, title, onClose, ...props }: FolderTreePickerDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { height: '65vh' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open ? <PickerContent {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerContent({
  folders,
  isLoading,
  loadError,
  onRetry,
  value = null,
  emptyText,
  describeCount,
  onSelect,
  onClose,
}: Omit<FolderTreePickerDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(value);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  // State, not a ref: the tree's code loads when the picker opens, and the scroll waits for it.
  const [tree, setTree] = useState<TreeApi<FolderNode> | undefined>(undefined);
  const trackTree = useCallback((api: TreeApi<FolderNode> | null | undefined) => setTree(api ?? undefined), []);
  const activeFolders = useMemo(() => keepActive(folders), [folders]);
  const index = useMemo(() => indexFolders(activeFolders), [activeFolders]);
  const chosen = chosenId ? index.get(chosenId) : undefined;
  const initialOpenIds = useMemo(() => (value ? listAncestorIds(index, value) : []), [index, value]);

  useEffect(() => {
    // Detached: the scroll settles after the tree has opened the folder's parents; nothing waits for it.
    if (value && index.has(value) && treeHeight > 0) void tree?.scrollTo(value, 'center');
  }, [tree, index, value, treeHeight]);

  const loadingBody = (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <CircularProgress size={28} aria-label={t('folders.loading')} />
    </Box>
  );
  let body;
  if (isLoading) {
    body = loadingBody;
  } else if (loadError) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('folders.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('folders.loadFailed')}
      </Alert>
    );
  } else if (activeFolders.length === 0) {
    body = <Typography color="text.secondary">{emptyText}</Typography>;
  } else {
    body = (
      <Suspense fallback={loadingBody}>
        <LazyFolderTree
          treeRef={trackTree}
          folders={activeFolders}
          label={t('folders.picker.treeLabel')}
          selectedId={chosenId}
          onSelect={(folder) => setChosenId(folder?.id ?? null)}
          height={Math.max(treeHeight, 120)}
          initialOpenIds={initialOpenIds}
          describeCount={describeCount}
          isDeselectable
        />
      </Suspense>
    );
  }

  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1, overflow: 'hidden' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen ? t('folders.picker.chosen', { path: formatFolderPath(chosen.pathNames) }) : t('folders.picker.nothingChosen')}
        </Typography>
        <Box ref={treeBoxRef} sx={{ flex: 1, minHeight: 0 }}>
          {body}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
          {t('folders.picker.select')}
        </Button>
      </DialogActions>
    </>
  );
}
