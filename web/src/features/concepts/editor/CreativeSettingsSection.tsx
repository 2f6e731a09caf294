import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gridColumnsForWidth } from '../../../lib/field-layout';
import type { ConceptFormValues } from './concept-form-values';
import { groupFieldsBySection, type SettingsFieldDefinition } from './settings-fields';
import { SettingsFieldInput } from './SettingsFieldInput';

interface CreativeSettingsSectionProps {
  form: UseFormReturn<ConceptFormValues>;
  fields: readonly SettingsFieldDefinition[];
  disabled: boolean;
  isReloading: boolean;
}

/** The collapsible "Creative settings" part of the concept form, drawn from the field definitions. */
export function CreativeSettingsSection({ form, fields, disabled, isReloading }: CreativeSettingsSectionProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(true);
  const settingsErrors = form.formState.errors.settings;
  const hasErrors = Boolean(settingsErrors && Object.keys(settingsErrors).length > 0);

  // A failed validation inside a collapsed section opens it, so the message is seen.
  useEffect(() => {
    if (hasErrors) setIsExpanded(true);
  }, [hasErrors]);

  return (
    <Accordion
      expanded={isExpanded}
      onChange={(_event, expanded) => setIsExpanded(expanded)}
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id="creative-settings-header" aria-controls="creative-settings-content">
        <Typography variant="h6" component="h2">
          {t('conceptEditor.settings.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="creative-settings-content">
        {isReloading ? (
          <Stack spacing={1} sx={{ mb: 2 }} role="status">
            <Typography variant="body2" color="text.secondary">
              {t('conceptEditor.settings.reloading')}
            </Typography>
            <LinearProgress />
          </Stack>
        ) : null}
        {fields.length === 0 ? <Alert severity="info">{t('conceptEditor.settings.empty')}</Alert> : null}
        <Stack spacing={3}>
          {groupFieldsBySection(fields).map(([section, sectionFields]) => (
            <section key={section} aria-label={section}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {section}
              </Typography>
              <Grid container spacing={2}>
                {sectionFields.map((field) => (
                  <Grid key={field.code} size={{ xs: 12, md: gridColumnsForWidth(field.width) }}>
                    <Controller
                      control={form.control}
                      name={`settings.${field.code}`}
                      render={({ field: input, fieldState }) => (
                        <SettingsFieldInput
                          field={field}
                          value={input.value ?? ''}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          disabled={disabled}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Grid>
                ))}
              </Grid>
            </section>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
