import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import { CreativeNodesQuery, CreativeVirtualNodesQuery } from './folder-queries';
import type { FolderNode } from './folder-tree-data';

const DeleteCreativeNodeMutation = graphql(`
  mutation DeleteCreativeNode($applicationCode: String!, $clientCode: String!, $nodeCode: String!) {
    deleteCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodeCode: $nodeCode)
  }
`);

interface DeleteFolderDialogProps {
  clientCode: string;
  applicationCode: string;
  folder: FolderNode;
  onClose: () => void;
  onDeleted: (folder: FolderNode) => void;
}

/** Delete confirmation with Cancel and Confirm; the server refuses while the folder holds concepts. */
export function DeleteFolderDialog({ clientCode, applicationCode, folder, onClose, onDeleted }: DeleteFolderDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteNode, { loading }] = useMutation(DeleteCreativeNodeMutation, {
    refetchQueries: [CreativeNodesQuery, CreativeVirtualNodesQuery],
    awaitRefetchQueries: true,
  });

  const confirm = async () => {
    setServerError(null);
    try {
      await deleteNode({ variables: { clientCode, applicationCode, nodeCode: folder.id } });
      onDeleted(folder);
    } catch (error) {
      setServerError(findServerMessage(error, t('folders.delete.failed')));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('folders.delete.title')}</DialogTitle>
      <DialogContent>
        {serverError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        <DialogContentText>
          {folder.children.length > 0
            ? t('folders.delete.messageWithSubfolders', { name: folder.name })
            : t('folders.delete.message', { name: folder.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={loading} onClick={() => void confirm()}>
          {t('folders.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
