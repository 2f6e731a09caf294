import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';
import { ConfirmDialog } from '../../concepts/editor/ConfirmDialog';
import type { FolderNode } from '../../folders/folder-tree-data';
import { DeleteAssetFolderMutation } from './asset-folder-queries';

interface DeleteAssetFolderDialogProps {
  clientCode: string;
  conceptCode: string;
  folder: FolderNode;
  onClose: () => void;
  onDeleted: (folder: FolderNode) => void;
}

/** Deletes an asset folder with its sub-folders; their assets stay in the concept, outside any folder. */
export function DeleteAssetFolderDialog({ clientCode, conceptCode, folder, onClose, onDeleted }: DeleteAssetFolderDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [deleteNode, { loading }] = useMutation(DeleteAssetFolderMutation);
  const confirm = async () => {
    setError(null);
    try {
      await deleteNode({ variables: { clientCode, conceptCode, nodeCode: folder.id } });
      onDeleted(folder);
    } catch (caught) {
      setError(findServerMessage(caught, t('folders.delete.failed')));
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('folders.delete.title')}
      message={t(folder.children.length > 0 ? 'assets.folders.deleteMessageWithSubfolders' : 'assets.folders.deleteMessage', {
        name: folder.name,
      })}
      confirmLabel={t('folders.delete.confirm')}
      isDestructive
      isBusy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
