import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderTree } from '../../folders/FolderTree';
import { formatFolderPath, indexFolders, type FolderNode } from '../../folders/folder-tree-data';
import { useElementHeight } from '../../folders/use-element-height';

interface AssetFolderPickerDialogProps {
  open: boolean;
  /** The concept's asset tree, as the panel has it. */
  folders: readonly FolderNode[];
  title: string;
  onSelect: (folder: FolderNode) => void;
  onClose: () => void;
}

/** Active folders only: an inactive folder is not a place to put assets. */
function keepActive(folders: readonly FolderNode[]): FolderNode[] {
  return folders.filter((folder) => folder.status === 'active').map((folder) => ({ ...folder, children: keepActive(folder.children) }));
}

/** The folder picker for moving assets (spec 2 §2.6): Select stays disabled until a folder is chosen. */
export function AssetFolderPickerDialog({ open, folders, title, onSelect, onClose }: AssetFolderPickerDialogProps) {
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
      {open ? <PickerContent folders={folders} onSelect={onSelect} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerContent({ folders, onSelect, onClose }: Pick<AssetFolderPickerDialogProps, 'folders' | 'onSelect' | 'onClose'>) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [treeBoxRef, treeHeight] = useElementHeight<HTMLDivElement>();
  const activeFolders = useMemo(() => keepActive(folders), [folders]);
  const index = useMemo(() => indexFolders(activeFolders), [activeFolders]);
  const chosen = chosenId ? index.get(chosenId) : undefined;
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1, overflow: 'hidden' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen ? t('folders.picker.chosen', { path: formatFolderPath(chosen.pathNames) }) : t('folders.picker.nothingChosen')}
        </Typography>
        <Box ref={treeBoxRef} sx={{ flex: 1, minHeight: 0 }}>
          {activeFolders.length === 0 ? (
            <Typography color="text.secondary">{t('assets.folders.pickerEmpty')}</Typography>
          ) : (
            <FolderTree
              folders={activeFolders}
              label={t('folders.picker.treeLabel')}
              selectedId={chosenId}
              onSelect={(folder) => setChosenId(folder?.id ?? null)}
              height={Math.max(treeHeight, 120)}
              isDeselectable
              describeCount={(count) => t('assets.folders.assetCount', { count })}
            />
          )}
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
