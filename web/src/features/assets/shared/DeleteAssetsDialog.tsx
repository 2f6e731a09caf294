import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';
import { DeleteAssetMutation } from './asset-queries';

interface DeleteAssetsDialogProps {
  clientCode: string;
  /** One asset (a row's delete) or the selection (the bulk delete). */
  assets: readonly { code: string; name: string }[];
  onClose: () => void;
  /** With the codes that are gone, also when some others could not be deleted. */
  onDeleted: (deletedCodes: string[]) => void;
}

/**
 * Delete one or several assets with an optional comment (spec 2 §5), kept in the concept's
 * history. Each asset is deleted on its own; the ones the server refused are listed.
 */
export function DeleteAssetsDialog({ clientCode, assets, onClose, onDeleted }: DeleteAssetsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting: isDeleting },
  } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const [failures, setFailures] = useState<string[]>([]);
  const [remaining, setRemaining] = useState(assets);
  const [deleteAsset] = useMutation(DeleteAssetMutation);
  const isSingle = assets.length === 1;

  const submit = handleSubmit(async ({ comment }) => {
    setFailures([]);
    const deleted: string[] = [];
    const failed: string[] = [];
    const refused: { code: string; name: string }[] = [];
    for (const asset of remaining) {
      try {
        await deleteAsset({ variables: { clientCode, conceptAssetCode: asset.code, comment: comment.trim() || null } });
        deleted.push(asset.code);
      } catch (error) {
        failed.push(t('assets.delete.failedItem', { name: asset.name, message: findServerMessage(error, t('errors.network')) }));
        refused.push(asset);
      }
    }
    if (deleted.length > 0) onDeleted(deleted);
    if (failed.length === 0) {
      onClose();
      return;
    }
    setRemaining(refused);
    setFailures(failed);
  });

  return (
    <Dialog open onClose={isDeleting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>
          {isSingle ? t('assets.delete.title') : t('assets.delete.titleMany', { count: assets.length })}
        </DialogTitle>
        <DialogContent>
          {failures.length > 0 ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failures.map((failure) => (
                <div key={failure}>{failure}</div>
              ))}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>
            {isSingle ? t('assets.delete.message', { name: assets[0]!.name }) : t('assets.delete.messageMany', { count: assets.length })}
          </DialogContentText>
          <TextField
            label={t('assets.delete.comment')}
            fullWidth
            multiline
            minRows={3}
            autoFocus
            disabled={isDeleting}
            {...register('comment')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={isDeleting || remaining.length === 0}>
            {isDeleting ? t('assets.delete.deleting') : t('assets.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
