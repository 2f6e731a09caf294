import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentClient } from '../../../session';
import type { ConceptRowFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { FolderPickerDialog, formatFolderPath, CreativeNodesQuery, CreativeVirtualNodesQuery } from '../../folders';
import { ApplicationCreativeConceptsQuery, UpdateConceptPlacementMutation } from './concepts-query';

interface ChosenFolder {
  code: string;
  pathNames: string[];
  /** The application the folder belongs to: only valid while that application stays first. */
  applicationCode: string;
}

interface ChooseApplicationsDialogProps {
  clientCode: string;
  concept: ConceptRowFragment;
  onClose: () => void;
  onSaved: () => void;
}

const haveSameOrder = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((code, index) => code === right[index]);

/**
 * The 'choose application' dialog (spec 1 §2, §5): the concept's applications, in order; the
 * first is its home, and its folder must belong there, so changing the first asks for a new folder.
 */
export function ChooseApplicationsDialog({ clientCode, concept, onClose, onSaved }: ChooseApplicationsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useCurrentClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const originalCodes = useMemo(() => concept.applications.map((application) => application.code), [concept.applications]);
  const schema = useMemo(
    () =>
      z
        .object({
          applications: z.array(z.string()).min(1, t('conceptsList.applicationsDialog.applicationsRequired')),
          folder: z.custom<ChosenFolder>().nullable(),
        })
        .superRefine((values, context) => {
          const home = values.applications[0];
          if (!home || home === originalCodes[0]) return;
          if (values.folder?.applicationCode !== home) {
            context.addIssue({ code: 'custom', path: ['folder'], message: t('concepts.errors.selectNewFolder') });
          }
        }),
    [t, originalCodes],
  );
  type Values = z.input<typeof schema>;
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { applications: originalCodes, folder: null } });
  // Changing applications (and the folder with them) changes which lists hold the concept and the
  // folders' counts; the concept's own fields come back in the result.
  const [updatePlacement] = useMutation(UpdateConceptPlacementMutation, {
    refetchQueries: [ApplicationCreativeConceptsQuery, CreativeNodesQuery, CreativeVirtualNodesQuery],
    awaitRefetchQueries: true,
  });

  const applications = watch('applications');
  const folder = watch('folder');
  const home = applications[0] ?? null;
  const folderForHome = folder && folder.applicationCode === home ? folder : null;
  const isHomeUnchanged = home === originalCodes[0];
  const applicationOptions = useMemo(() => {
    const known = new Map(client.applications.map((application) => [application.code, application.name]));
    for (const application of concept.applications) if (!known.has(application.code)) known.set(application.code, application.name);
    return [...known.keys()];
  }, [client.applications, concept.applications]);
  const nameOf = (code: string) =>
    client.applications.find((application) => application.code === code)?.name ??
    concept.applications.find((application) => application.code === code)?.name ??
    code;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const chosenFolder = values.folder?.applicationCode === values.applications[0] ? values.folder : null;
    try {
      await updatePlacement({
        variables: {
          clientCode,
          conceptCode: concept.code,
          concept: {
            applications: values.applications.map((code) => ({ code })),
            ...(chosenFolder ? { creativeNode: { code: chosenFolder.code } } : {}),
            version: concept.version,
          },
        },
      });
      onSaved();
    } catch (error) {
      setServerError(findServerMessage(error, t('conceptsList.applicationsDialog.failed')));
    }
  });

  let folderText: string;
  if (folderForHome) folderText = formatFolderPath(folderForHome.pathNames);
  else if (isHomeUnchanged && concept.creativeNode) folderText = formatFolderPath(concept.creativeNode.pathNames);
  else folderText = t('conceptsList.applicationsDialog.noFolder');

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>{t('conceptsList.applicationsDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('conceptsList.applicationsDialog.description', { name: concept.name })}</DialogContentText>
          <Stack spacing={2}>
            {serverError ? (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <Controller
              control={control}
              name="applications"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={applicationOptions}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  getOptionLabel={nameOf}
                  filterSelectedOptions
                  renderValue={(value, getItemProps) =>
                    value.map((code, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return (
                        <Chip key={key} size="small" label={nameOf(code)} color={index === 0 ? 'primary' : 'default'} {...itemProps} />
                      );
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('conceptsList.applicationsDialog.applications')}
                      required
                      error={Boolean(errors.applications)}
                      helperText={errors.applications?.message ?? t('conceptsList.applicationsDialog.homeHint')}
                    />
                  )}
                />
              )}
            />
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                {t('conceptsList.applicationsDialog.folder')}
              </Typography>
              <Typography variant="body2">{folderText}</Typography>
              <div>
                <Button size="small" variant="outlined" disabled={!home} onClick={() => setIsPickerOpen(true)}>
                  {t('conceptsList.applicationsDialog.chooseFolder')}
                </Button>
              </div>
              {errors.folder?.message ? (
                <FormHelperText error role="alert">
                  {errors.folder.message}
                </FormHelperText>
              ) : null}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || haveSameOrder(applications, originalCodes)}>
            {t('conceptsList.applicationsDialog.save')}
          </Button>
        </DialogActions>
      </form>
      {home ? (
        <FolderPickerDialog
          open={isPickerOpen}
          clientCode={clientCode}
          applicationCode={home}
          value={folderForHome?.code ?? (isHomeUnchanged ? (concept.creativeNode?.code ?? null) : null)}
          onClose={() => setIsPickerOpen(false)}
          onSelect={(code, pathNames) => {
            setValue('folder', { code, pathNames, applicationCode: home }, { shouldValidate: Boolean(errors.folder) });
            setIsPickerOpen(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
