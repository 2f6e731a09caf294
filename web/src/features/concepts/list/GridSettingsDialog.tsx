import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graphql } from '../../../gql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { LoadingView } from '../../../components/LoadingView';
import { ConceptGridSettingsQuery, GRID_DEFAULT_FIELDS_SETTING } from './concepts-query';
import { parseColumnSetting } from './grid-columns';

const SaveGridSettingsMutation = graphql(`
  mutation ConceptGridSaveSettings($clientCode: String!, $applicationCode: String!, $settings: JSON!) {
    setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: $settings) {
      code
      value
      inheritedValue
      isInherited
    }
  }
`);

interface GridSettingsDialogProps {
  clientCode: string;
  applicationCode: string;
  onClose: () => void;
  /** After saving, so the grid can show the new defaults. */
  onSaved: () => void;
}

/**
 * The settings dialog of display zone creativeGrid (spec 1 §2, §5): the application's default grid
 * columns, or the client's when inherited. Save stays disabled while pristine or submitting.
 */
export function GridSettingsDialog({ clientCode, applicationCode, onClose, onSaved }: GridSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error } = useQuery(ConceptGridSettingsQuery, { variables: { clientCode, applicationCode }, fetchPolicy: 'network-only' });
  const field = data?.uaSettingFields.find((candidate) => candidate.code === GRID_DEFAULT_FIELDS_SETTING);
  const setting = data?.applicationUaSettings.find((candidate) => candidate.code === GRID_DEFAULT_FIELDS_SETTING);

  let content;
  if (error) {
    content = (
      <DialogContent>
        <Alert severity="error">{t('conceptsList.settings.loadFailed')}</Alert>
      </DialogContent>
    );
  } else if (!data) {
    content = (
      <DialogContent>
        <LoadingView />
      </DialogContent>
    );
  } else if (!field) {
    content = (
      <DialogContent>
        <Alert severity="info">{t('conceptsList.settings.unavailable')}</Alert>
      </DialogContent>
    );
  } else {
    content = (
      <GridSettingsForm
        clientCode={clientCode}
        applicationCode={applicationCode}
        options={[...field.selectValues].sort((a, b) => a.sequenceId - b.sequenceId)}
        value={setting?.value ?? null}
        inheritedValue={setting?.inheritedValue ?? null}
        isInherited={setting?.isInherited ?? true}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('conceptsList.settings.title')}</DialogTitle>
      {content}
      {!field || error ? (
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

interface GridSettingsFormProps {
  clientCode: string;
  applicationCode: string;
  options: { name: string; value: string }[];
  value: string | null;
  inheritedValue: string | null;
  isInherited: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function GridSettingsForm({
  clientCode,
  applicationCode,
  options,
  value,
  inheritedValue,
  isInherited,
  onClose,
  onSaved,
}: GridSettingsFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  // UA settings are not records the cache can key (a code names a setting, its value is per
  // application), so the settings query is asked again; that also refreshes the list's copy.
  const [saveSettings] = useMutation(SaveGridSettingsMutation, { refetchQueries: [ConceptGridSettingsQuery], awaitRefetchQueries: true });
  // Un-inheriting starts from the application's own value, else what it inherits (spec 1 §4).
  // Columns are kept in the options' order, so un-ticking and re-ticking one leaves the form pristine.
  const orderColumns = useMemo(() => {
    const order = options.map((option) => option.value);
    return (codes: readonly string[]) => order.filter((code) => codes.includes(code));
  }, [options]);
  const initialColumns = useMemo(() => orderColumns(parseColumnSetting(value ?? inheritedValue)), [orderColumns, value, inheritedValue]);
  const inheritedColumns = useMemo(() => parseColumnSetting(inheritedValue), [inheritedValue]);
  const schema = useMemo(
    () =>
      z
        .object({ isInherited: z.boolean(), columns: z.array(z.string()) })
        .refine((values) => values.isInherited || values.columns.length > 0, {
          path: ['columns'],
          message: t('conceptsList.settings.columnsRequired'),
        }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { isInherited, columns: initialColumns } });
  const isInheritedNow = watch('isInherited');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const ordered = orderColumns(values.columns);
    try {
      await saveSettings({
        variables: {
          clientCode,
          applicationCode,
          settings: { [GRID_DEFAULT_FIELDS_SETTING]: values.isInherited ? null : ordered.join(',') },
        },
      });
      onSaved();
    } catch (error) {
      setServerError(findServerMessage(error, t('conceptsList.settings.saveFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>{t('conceptsList.settings.description')}</DialogContentText>
        {serverError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="isInherited"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (!event.target.checked) setValue('columns', initialColumns, { shouldDirty: true });
                  }}
                />
              }
              label={t('conceptsList.settings.inherit')}
            />
          )}
        />
        <Controller
          control={control}
          name="columns"
          render={({ field }) => {
            const shown = isInheritedNow ? inheritedColumns : field.value;
            return (
              <FormControl component="fieldset" error={Boolean(errors.columns)} disabled={isInheritedNow || isSubmitting} fullWidth>
                <FormLabel component="legend">{t('conceptsList.settings.columns')}</FormLabel>
                <FormGroup>
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {options.map((option) => (
                      <FormControlLabel
                        key={option.value}
                        label={t(`conceptsList.columns.${option.value}` as never, { defaultValue: option.name })}
                        control={
                          <Checkbox
                            checked={shown.includes(option.value)}
                            onChange={(event) =>
                              field.onChange(
                                orderColumns(
                                  event.target.checked
                                    ? [...field.value, option.value]
                                    : field.value.filter((code) => code !== option.value),
                                ),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </Box>
                </FormGroup>
                {errors.columns?.message ? <FormHelperText>{errors.columns.message}</FormHelperText> : null}
              </FormControl>
            );
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
          {t('conceptsList.settings.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
