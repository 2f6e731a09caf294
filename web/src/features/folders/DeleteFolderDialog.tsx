import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../lib/graphql/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FolderMutations } from './folder-mutations';
import type { FolderNode } from './folder-tree-data';

interface DeleteFolderDialogProps {
  folder: FolderNode;
  /** The tree's words for what deleting this folder does (what happens to its concepts or assets). */
  message: string;
  deleteFolder: FolderMutations['deleteFolder'];
  onClose: () => void;
  onDeleted: (folder: FolderNode) => void;
}

/** Delete confirmation with Cancel and Confirm; a refusal (a concept folder that holds concepts) stays in the dialog. */
export function DeleteFolderDialog({ folder, message, deleteFolder, onClose, onDeleted }: DeleteFolderDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    setServerError(null);
    setIsDeleting(true);
    try {
      await deleteFolder(folder);
      onDeleted(folder);
    } catch (error) {
      setServerError(findServerMessage(error, t('folders.delete.failed')));
      setIsDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('folders.delete.title')}
      message={message}
      confirmLabel={t('folders.delete.confirm')}
      isDestructive
      isBusy={isDeleting}
      error={serverError}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
