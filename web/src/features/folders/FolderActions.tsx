import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { FolderNode } from './folder-tree-data';

export interface FolderActionPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

interface FolderActionsProps extends FolderActionPermissions {
  folder: FolderNode;
  onAddSubfolder: (folder: FolderNode) => void;
  onEdit: (folder: FolderNode) => void;
  onDelete: (folder: FolderNode) => void;
}

/** Width of one action icon button (17 px icon, 2 px padding each side). */
export const FOLDER_ACTION_WIDTH = 21;

/** A folder row's icons, each only with its permission (spec 1 §6). Plain titles: tooltips on every row cost too much. */
export function FolderActions({ folder, canCreate, canUpdate, canDelete, onAddSubfolder, onEdit, onDelete }: FolderActionsProps) {
  const { t } = useTranslation();
  const buttonSx = { p: 0.25, '& svg': { fontSize: 17 } } as const;
  return (
    <>
      {canCreate ? (
        <IconButton
          size="small"
          sx={buttonSx}
          aria-label={t('folders.actions.addSubfolder', { name: folder.name })}
          title={t('folders.actions.addSubfolderShort')}
          onClick={() => onAddSubfolder(folder)}
        >
          <CreateNewFolderOutlined />
        </IconButton>
      ) : null}
      {canUpdate ? (
        <IconButton
          size="small"
          sx={buttonSx}
          aria-label={t('folders.actions.edit', { name: folder.name })}
          title={t('folders.actions.editShort')}
          onClick={() => onEdit(folder)}
        >
          <EditOutlined />
        </IconButton>
      ) : null}
      {canDelete ? (
        <IconButton
          size="small"
          sx={buttonSx}
          aria-label={t('folders.actions.delete', { name: folder.name })}
          title={t('folders.actions.deleteShort')}
          onClick={() => onDelete(folder)}
        >
          <DeleteOutlined />
        </IconButton>
      ) : null}
    </>
  );
}
