import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { FolderTree } from './FolderTree';
import { CreativeNodesQuery } from './folder-queries';
import { buildFolderNodes, nestFlatFolders, formatFolderPath, indexFolders, listAncestorIds, type FolderNode } from './folder-tree-data';
import { useElementHeight } from './use-element-height';

export interface FolderPickerDialogProps {
  open: boolean;
  clientCode: string;
  applicationCode: string;
  /** The folder chosen when the dialog opens (the current one), or null. */
  value: string | null;
  /** Called with the chosen folder; the caller compares it with its current folder. */
  onSelect: (code: string, pathNames: string[]) => void;
  onClose: () => void;
  /** Defaults to "Select folder". */
  title?: string;
}

/**
 * A read-only folder tree in a dialog (spec 1 §2 select-parent dialog): Select stays disabled until
 * a folder is chosen, and clicking the chosen folder again un-chooses it. Inactive folders are not
 * offered. Used for a concept's folder (list row action, concept form) and a new folder's parent.
 */
export function FolderPickerDialog({ open, onClose, title, ...props }: FolderPickerDialogProps) {
  const { t } = useTranslation();
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
      <DialogTitle id={titleId}>{title ?? t('folders.picker.title')}</DialogTitle>
      {open ? <FolderPickerContent {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FolderPickerContent({ clientCode, applicationCode, value, onSelect, onClose }: Omit<FolderPickerDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(value);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  const treeRef = useRef<TreeApi<FolderNode> | undefined>(undefined);
  const { data, loading, error, refetch } = useQuery(CreativeNodesQuery, {
    variables: { clientCode, applicationCode, filter: { status: 'active' } },
    fetchPolicy: 'network-only',
  });
  const folders = useMemo(() => buildFolderNodes(nestFlatFolders(data?.creativeNodes ?? [])), [data]);
  const index = useMemo(() => indexFolders(folders), [folders]);
  const chosen = chosenId ? index.get(chosenId) : undefined;
  const initialOpenIds = useMemo(() => (value ? listAncestorIds(index, value) : []), [index, value]);

  useEffect(() => {
    if (value && index.has(value) && treeHeight > 0) treeRef.current?.scrollTo(value, 'center');
  }, [index, value, treeHeight]);

  let body;
  if (loading && !data) {
    body = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress size={28} aria-label={t('folders.loading')} />
      </Box>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('folders.retry')}
          </Button>
        }
      >
        {t('folders.loadFailed')}
      </Alert>
    );
  } else if (folders.length === 0) {
    body = <Typography color="text.secondary">{t('folders.picker.empty')}</Typography>;
  } else {
    body = (
      <FolderTree
        treeRef={treeRef}
        folders={folders}
        label={t('folders.picker.treeLabel')}
        selectedId={chosenId}
        onSelect={(folder) => setChosenId(folder?.id ?? null)}
        height={Math.max(treeHeight, 120)}
        initialOpenIds={initialOpenIds}
        isDeselectable
      />
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
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onSelect(chosen.id, chosen.pathNames)}>
          {t('folders.picker.select')}
        </Button>
      </DialogActions>
    </>
  );
}
