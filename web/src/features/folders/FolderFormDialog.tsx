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
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import { FolderPickerDialog } from './FolderPickerDialog';
import { createFolderFormSchema, FOLDER_STATUSES, type FolderFormOutput, type FolderFormValues } from './folder-form-schema';
import { CreativeNodesQuery, CreativeNodeTypesQuery } from './folder-queries';
import { formatFolderPath, type FolderNode } from './folder-tree-data';

const CreateCreativeNodeMutation = graphql(`
  mutation CreateCreativeNode($applicationCode: String!, $clientCode: String!, $node: CreativeNodeInput!) {
    createCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, node: $node) {
      code
      name
    }
  }
`);

const UpdateCreativeNodeMutation = graphql(`
  mutation UpdateCreativeNode($applicationCode: String!, $clientCode: String!, $nodeCode: String!, $node: CreativeNodeInput!) {
    updateCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodeCode: $nodeCode, node: $node) {
      code
      name
      status
      version
    }
  }
`);

export type FolderFormMode = { kind: 'create'; parent: FolderNode | null } | { kind: 'edit'; folder: FolderNode };

interface FolderFormDialogProps {
  clientCode: string;
  applicationCode: string;
  mode: FolderFormMode;
  onClose: () => void;
  /** After a successful save, with the folder's code. */
  onSaved: (code: string) => void;
}

/**
 * Create or edit a folder (spec 1 §5): Save stays disabled while nothing changed or a save runs;
 * a refused save keeps the dialog open with the server's message.
 */
export function FolderFormDialog({ clientCode, applicationCode, mode, onClose, onSaved }: FolderFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [parentPath, setParentPath] = useState<string[]>(mode.kind === 'create' ? (mode.parent?.pathNames ?? []) : []);
  const { data: typesData } = useQuery(CreativeNodeTypesQuery);
  const refetchQueries = [CreativeNodesQuery];
  const [createNode] = useMutation(CreateCreativeNodeMutation, { refetchQueries, awaitRefetchQueries: true });
  const [updateNode] = useMutation(UpdateCreativeNodeMutation, { refetchQueries, awaitRefetchQueries: true });
  const schema = useMemo(() => createFolderFormSchema(t), [t]);
  const defaultValues: FolderFormValues =
    mode.kind === 'edit'
      ? {
          name: mode.folder.name,
          nodeTypeCode: mode.folder.nodeTypeCode,
          status: mode.folder.status as FolderFormValues['status'],
          parentId: null,
        }
      : { name: '', nodeTypeCode: 'default', status: 'active', parentId: mode.parent?.id ?? null };
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FolderFormValues, unknown, FolderFormOutput>({ resolver: zodResolver(schema), defaultValues });
  const parentId = watch('parentId');
  // A new folder's form starts empty: typing a name is the change that enables Save.
  const isUnchanged = !isDirty;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (mode.kind === 'create') {
        const result = await createNode({
          variables: {
            clientCode,
            applicationCode,
            node: {
              name: values.name,
              status: values.status,
              nodeType: { code: values.nodeTypeCode },
              sequenceId: 0,
              ...(values.parentId ? { parentCreativeNode: { code: values.parentId } } : {}),
            },
          },
        });
        onSaved(result.data?.createCreativeNode.code ?? '');
      } else {
        await updateNode({
          variables: {
            clientCode,
            applicationCode,
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
                  // Keep the current value selectable until the types have loaded.
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
                <TextField
                  select
                  label={t('folders.form.status')}
                  required
                  fullWidth
                  error={Boolean(errors.status)}
                  helperText={errors.status?.message}
                  {...field}
                >
                  {FOLDER_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`folders.status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {mode.kind === 'create' ? (
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary">
                  {t('folders.form.parent')}
                </Typography>
                <Typography variant="body2" data-testid="folder-parent-path">
                  {parentId ? formatFolderPath(parentPath) : t('folders.form.topLevel')}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" onClick={() => setIsPickerOpen(true)}>
                    {t('folders.form.chooseParent')}
                  </Button>
                  {parentId ? (
                    <Button size="small" onClick={() => setValue('parentId', null, { shouldDirty: true })}>
                      {t('folders.form.moveToTopLevel')}
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || isUnchanged}>
            {t('folders.form.save')}
          </Button>
        </DialogActions>
      </form>
      <FolderPickerDialog
        open={isPickerOpen}
        clientCode={clientCode}
        applicationCode={applicationCode}
        value={parentId}
        title={t('folders.form.chooseParentTitle')}
        onClose={() => setIsPickerOpen(false)}
        onSelect={(code, pathNames) => {
          setValue('parentId', code, { shouldDirty: true });
          setParentPath(pathNames);
          setIsPickerOpen(false);
        }}
      />
    </Dialog>
  );
}
