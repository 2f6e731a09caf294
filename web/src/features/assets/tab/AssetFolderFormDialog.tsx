import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';
import { createFolderFormSchema, FOLDER_STATUSES, type FolderFormOutput, type FolderFormValues } from '../../folders/folder-form-schema';
import { CreativeNodeTypesQuery } from '../../folders/folder-queries';
import { formatFolderPath, type FolderNode } from '../../folders/folder-tree-data';
import { CreateAssetFolderMutation, UpdateAssetFolderMutation } from './asset-folder-queries';

export type AssetFolderFormMode = { kind: 'create'; parent: FolderNode | null } | { kind: 'edit'; folder: FolderNode };

interface AssetFolderFormDialogProps {
  clientCode: string;
  conceptCode: string;
  mode: AssetFolderFormMode;
  onClose: () => void;
  onSaved: (code: string) => void;
}

/**
 * Create or edit a folder of the concept's asset tree: the concept folder form's rules (name
 * required and trimmed, type, status); a new folder goes under the folder it was added from.
 */
export function AssetFolderFormDialog({ clientCode, conceptCode, mode, onClose, onSaved }: AssetFolderFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const { data: typesData } = useQuery(CreativeNodeTypesQuery);
  const [createNode] = useMutation(CreateAssetFolderMutation);
  const [updateNode] = useMutation(UpdateAssetFolderMutation);
  const schema = useMemo(() => createFolderFormSchema(t), [t]);
  const defaultValues: FolderFormValues =
    mode.kind === 'edit'
      ? {
          name: mode.folder.name,
          nodeTypeCode: mode.folder.nodeTypeCode,
          status: mode.folder.status as FolderFormValues['status'],
          parentId: mode.folder.parentId,
        }
      : { name: '', nodeTypeCode: 'default', status: 'active', parentId: mode.parent?.id ?? null };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FolderFormValues, unknown, FolderFormOutput>({ resolver: zodResolver(schema), defaultValues });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (mode.kind === 'create') {
        const result = await createNode({
          variables: {
            clientCode,
            conceptCode,
            node: {
              name: values.name,
              status: values.status,
              nodeType: { code: values.nodeTypeCode },
              sequenceId: 0,
              ...(values.parentId ? { parentCreativeNode: { code: values.parentId } } : {}),
            },
          },
        });
        onSaved(result.data?.createCreativeConceptNode.code ?? '');
      } else {
        await updateNode({
          variables: {
            clientCode,
            conceptCode,
            nodeCode: mode.folder.id,
            node: { name: values.name, status: values.status, nodeType: { code: values.nodeTypeCode }, version: mode.folder.version },
          },
        });
        onSaved(mode.folder.id);
      }
    } catch (error) {
      setServerError(findServerMessage(error, t('folders.form.saveFailed')));
    }
  });

  const nodeTypes = typesData?.creativeNodeTypes ?? [];
  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>{mode.kind === 'create' ? t('folders.form.createTitle') : t('folders.form.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError ? (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            ) : null}
            {mode.kind === 'create' ? (
              <Typography variant="body2" color="text.secondary">
                {t('folders.form.parent')}: {mode.parent ? formatFolderPath(mode.parent.pathNames) : t('folders.form.topLevel')}
              </Typography>
            ) : null}
            <TextField
              label={t('folders.form.name')}
              autoFocus
              fullWidth
              required
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              {...register('name')}
            />
            <Controller
              control={control}
              name="nodeTypeCode"
              render={({ field }) => (
                <TextField
                  select
                  label={t('folders.form.nodeType')}
                  required
                  fullWidth
                  error={Boolean(errors.nodeTypeCode)}
                  helperText={errors.nodeTypeCode?.message}
                  {...field}
                  value={nodeTypes.length > 0 || !field.value ? field.value : ''}
                >
                  {nodeTypes.map((type) => (
                    <MenuItem key={type.code} value={type.code}>
                      {type.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <TextField select label={t('folders.form.status')} required fullWidth {...field}>
                  {FOLDER_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`folders.status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {t('folders.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
