import { useQuery } from '@apollo/client/react';
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
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../lib/graphql/errors';
import { createFolderFormSchema, FOLDER_STATUSES, type FolderFormOutput, type FolderFormValues } from './folder-form-schema';
import type { FolderMutations } from './folder-mutations';
import { CreativeNodeTypesQuery } from './folder-queries';
import { formatFolderPath, type FolderNode } from './folder-tree-data';

export type FolderFormMode = { kind: 'create'; parent: FolderNode | null } | { kind: 'edit'; folder: FolderNode };

/** What a parent picker gets: the chosen parent goes back through onSelect with its path. */
export interface ParentPickerProps {
  open: boolean;
  value: string | null;
  title: string;
  onClose: () => void;
  onSelect: (code: string, pathNames: string[]) => void;
}

interface FolderFormDialogProps {
  mode: FolderFormMode;
  mutations: Pick<FolderMutations, 'createFolder' | 'updateFolder'>;
  /**
   * Given: a new folder's parent can be changed in the form (the concept tree). Without it the
   * parent is the folder the form was opened from (an asset tree).
   */
  renderParentPicker?: (picker: ParentPickerProps) => ReactNode;
  onClose: () => void;
  /** After a save: the form's values and, for a new folder, its code when the server's answer gives it. */
  onSaved: (values: FolderFormOutput, createdCode: string | null) => void;
}

/**
 * Create or edit a folder of either tree (spec 1 §5): name required and trimmed, type, status;
 * Save stays disabled while nothing changed or a save runs; a refused save keeps the dialog open
 * with the server's message.
 */
export function FolderFormDialog({ mode, mutations, renderParentPicker, onClose, onSaved }: FolderFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [parentPath, setParentPath] = useState<string[]>(mode.kind === 'create' ? (mode.parent?.pathNames ?? []) : []);
  const { data: typesData } = useQuery(CreativeNodeTypesQuery);
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
      if (mode.kind === 'create') onSaved(values, findCreatedFolderCode(await mutations.createFolder(values)));
      else {
        await mutations.updateFolder(mode.folder, values);
        onSaved(values, null);
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
                {renderParentPicker ? (
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
                ) : null}
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
      {renderParentPicker?.({
        open: isPickerOpen,
        value: parentId,
        title: t('folders.form.chooseParentTitle'),
        onClose: () => setIsPickerOpen(false),
        onSelect: (code, pathNames) => {
          setValue('parentId', code, { shouldDirty: true });
          setParentPath(pathNames);
          setIsPickerOpen(false);
        },
      })}
    </Dialog>
  );
}

/** The new folder's code in a create mutation's answer ({ data: { createX: { code } } }), whichever tree made it. */
export function findCreatedFolderCode(result: unknown): string | null {
  const data = (result as { data?: Record<string, unknown> } | null | undefined)?.data;
  for (const value of Object.values(data ?? {})) {
    const code = (value as { code?: unknown } | null)?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}
