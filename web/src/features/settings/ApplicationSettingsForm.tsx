import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import { applyFieldErrors, findFieldErrors } from '../../lib/server-errors';
import { gridColumnsForWidth } from '../../lib/field-layout';
import {
  buildInitialValues,
  buildPayload,
  buildUaSettingsSchema,
  findEffectiveValues,
  groupFieldsBySection,
  isFieldVisible,
  parseStoredValue,
  type UaSettingFieldDefinition,
  type UaSettingsFormValues,
  type UaSettingValue,
} from './ua-settings-form';
import { UaSettingInput } from './UaSettingInput';
import { evictConvertedFigures } from './exchange-rates-queries';
import { useSaveShortcut } from '../../session';

const SetApplicationUaSettingsMutation = graphql(`
  mutation SetApplicationUaSettingsForm($clientCode: String!, $applicationCode: String!, $settings: JSON!) {
    setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: $settings) {
      code
      value
      inheritedValue
      isInherited
    }
  }
`);

interface ApplicationSettingsFormProps {
  clientCode: string;
  applicationCode: string;
  /** The fields to draw (visibility 'everywhere'). */
  fields: readonly UaSettingFieldDefinition[];
  stored: readonly UaSettingValue[];
  canUpdate: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The settings form: one "Inherit" checkbox per field; a field shows the inherited value while
 * inherited, its own value otherwise. Save stays disabled while pristine or submitting.
 */
export function ApplicationSettingsForm({
  clientCode,
  applicationCode,
  fields,
  stored,
  canUpdate,
  onClose,
  onSaved,
}: ApplicationSettingsFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The reporting currency is one of the settings: every converted figure is read again after a save.
  const [saveSettings] = useMutation(SetApplicationUaSettingsMutation, { update: evictConvertedFigures });
  const initialValues = useMemo(() => buildInitialValues(fields, stored), [fields, stored]);
  const schema = useMemo(() => buildUaSettingsSchema(fields, stored, t), [fields, stored, t]);
  const sections = useMemo(() => groupFieldsBySection(fields), [fields]);
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UaSettingsFormValues>({ resolver: zodResolver(schema), defaultValues: initialValues });
  const values = watch();
  const effectiveValues = findEffectiveValues(fields, values, stored);
  const isDisabled = !canUpdate || isSubmitting;

  const submit = handleSubmit(async (formValues) => {
    setServerError(null);
    try {
      await saveSettings({ variables: { clientCode, applicationCode, settings: buildPayload(fields, formValues, stored) } });
      onSaved();
    } catch (error) {
      const fieldErrors = findFieldErrors(error);
      const shownPaths = new Set(
        fields.filter((field) => isFieldVisible(field, effectiveValues)).map((field) => `settings.${field.code}.value`),
      );
      // The server names a setting by its code; the form holds it at settings.<code>.value.
      const unmatched = applyFieldErrors(
        fieldErrors.map((fieldError) => ({ ...fieldError, field: `settings.${fieldError.field}.value` })),
        (path) => shownPaths.has(path),
        setError,
      );
      if (fieldErrors.length === 0) setServerError(findServerMessage(error, t('settings.application.saveFailed')));
      else if (unmatched.length) setServerError(unmatched.map((fieldError) => fieldError.message).join(' '));
    }
  });
  // Registered after the page's form, so Ctrl/⌘+S saves this dialog while it is open.
  useSaveShortcut(() => void submit(), canUpdate);

  return (
    <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {serverError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        {sections.map(([section, sectionFields]) => {
          const shownFields = sectionFields.filter((field) => isFieldVisible(field, effectiveValues));
          if (shownFields.length === 0) return null;
          return (
            <Box component="section" key={section} sx={{ mb: 3 }} aria-label={section}>
              <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1.5 }}>
                {section}
              </Typography>
              <Grid container spacing={2}>
                {shownFields.map((field) => {
                  const inheritedValue = stored.find((setting) => setting.code === field.code)?.inheritedValue;
                  const initialValue = initialValues.settings[field.code]?.value ?? parseStoredValue(field, inheritedValue);
                  return (
                    <Grid key={field.code} size={{ xs: 12, md: gridColumnsForWidth(field.width) }}>
                      <Controller
                        control={control}
                        name={`settings.${field.code}.value`}
                        render={({ field: valueField, fieldState }) => {
                          const isInherited = values.settings[field.code]?.isInherited ?? true;
                          return (
                            <UaSettingInput
                              field={field}
                              isInherited={isInherited}
                              value={isInherited ? parseStoredValue(field, inheritedValue) : valueField.value}
                              onValueChange={valueField.onChange}
                              onBlur={valueField.onBlur}
                              onInheritChange={(next) => {
                                setValue(`settings.${field.code}.isInherited`, next, { shouldDirty: true });
                                // Un-inheriting starts again from the own value, else the inherited one (spec 1 §4).
                                if (!next) setValue(`settings.${field.code}.value`, initialValue, { shouldDirty: true });
                                clearErrors(`settings.${field.code}.value`);
                              }}
                              disabled={isDisabled}
                              error={fieldState.error?.message ?? errors.settings?.[field.code]?.value?.message}
                            />
                          );
                        }}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </Box>
          );
        })}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isDisabled || !isDirty}>
          {t('settings.application.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
