import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentClient } from '../../../session';
import { ControlledSelect, ControlledTextField } from '../../../components/ControlledFields';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { DeliveryIndicator } from '../shared/DeliveryIndicator';
import { FORM_INTENDED_USES, SUBTYPES_BY_TYPE } from '../shared/concept-rules';
import { AuditBlock } from '../../../components/AuditBlock';
import { labelIntendedUse, labelPurpose, labelStatus } from './concept-labels';
import type { ConceptFormValues } from './concept-form-values';
import { ConceptPeopleFields } from './ConceptPeopleFields';
import { CreativeSettingsSection } from './CreativeSettingsSection';
import { DateField } from '../../../components/DateField';
import { FolderField } from './FolderField';
import { RichTextField } from '../../../components/RichTextField';
import type { SettingsFieldDefinition } from './settings-fields';
import { findStatusOptions } from './status-options';
import { TagsField } from '../../tags';

/** What the viewer may change in the form. */
export interface ConceptFormAccess {
  canEdit: boolean;
  canApprove: boolean;
  /** Workflow status and assigned designer. */
  canWorkflow: boolean;
  /** Creative lead and UA lead. */
  canAssign: boolean;
  /** Folder and applications. */
  canChangeFolder: boolean;
}

interface ConceptDetailsFormProps {
  form: UseFormReturn<ConceptFormValues>;
  access: ConceptFormAccess;
  /** Intended use and purpose follow the parent: a variant, or a new concept given a parent. */
  isVariant: boolean;
  settingsFields: readonly SettingsFieldDefinition[];
  isReloadingSettings: boolean;
  changeIntendedUse: (type: string) => void;
  /** The stored concept, for an existing one: people and folder as stored, and the audit block. */
  concept?: ConceptEditorFieldsFragment | null;
}

/** Intended uses offered: the form's list, plus a stored value from the editor's own list. */
export function listIntendedUseOptions(current: string): string[] {
  const options: string[] = [...FORM_INTENDED_USES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

/** Purposes offered for an intended use, plus a stored value outside that list. */
export function listPurposeOptions(type: string, current: string): string[] {
  const options: string[] = [...(SUBTYPES_BY_TYPE[type] ?? ['general'])];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

/** The fields of spec 1 §3 and the creative settings section: the details tab and the create page. */
export function ConceptDetailsForm(props: ConceptDetailsFormProps) {
  const { form, access, isVariant, concept } = props;
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { control } = form;
  const isLocked = !access.canEdit;
  // The status the record has now: leaving an approval-stage one takes an approval user, too.
  const storedStatus = form.formState.defaultValues?.status ?? null;
  const [type, subtype, applications, status, targetDeliveryDate, deliveryDate] = useWatch({
    control,
    name: ['type', 'subtype', 'applications', 'status', 'targetDeliveryDate', 'deliveryDate'],
  });
  const homeApplication = applications[0] ?? null;

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ControlledTextField control={control} name="name" label={t('conceptEditor.fields.name')} required disabled={isLocked} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledSelect
            control={control}
            name="type"
            label={t('conceptEditor.fields.type')}
            options={listIntendedUseOptions(type).map((option) => ({ value: option, label: labelIntendedUse(t, option) }))}
            onValueChange={props.changeIntendedUse}
            disabled={isLocked || isVariant}
            helperText={isVariant ? t('conceptEditor.fields.typeLockedForVariant') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledSelect
            control={control}
            name="subtype"
            label={t('conceptEditor.fields.subtype')}
            options={listPurposeOptions(type, subtype).map((option) => ({ value: option, label: labelPurpose(t, option) }))}
            disabled={isLocked || isVariant}
          />
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <ControlledSelect
            control={control}
            name="status"
            label={t('conceptEditor.fields.status')}
            options={findStatusOptions({ canApprove: access.canApprove, canUpdate: access.canEdit }, storedStatus).map((option) => ({
              value: option.value,
              label: labelStatus(t, option.value),
              isDisabled: option.isDisabled,
            }))}
            disabled={isLocked && !access.canApprove}
            helperText={access.canApprove ? undefined : t('conceptEditor.fields.approvalStatusHint')}
          />
        </Grid>
        <ConceptPeopleFields form={form} access={access} concept={concept} />

        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <DeliveryIndicator concept={{ status, targetDeliveryDate, deliveryDate }} />
            <Controller
              control={control}
              name="targetDeliveryDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('conceptEditor.fields.targetDeliveryDate')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Controller
            control={control}
            name="deliveryDate"
            render={({ field, fieldState }) => (
              <DateField
                label={t('conceptEditor.fields.deliveryDate')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isLocked}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        {(['estimatedEffort', 'actualEffort'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <ControlledTextField
              control={control}
              name={name}
              type="number"
              label={t(`conceptEditor.fields.${name}`)}
              disabled={isLocked}
              slotProps={{ htmlInput: { min: 0, step: 0.5, inputMode: 'decimal' } }}
            />
          </Grid>
        ))}

        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="creativeNode"
            render={({ field, fieldState }) => (
              <FolderField
                clientCode={client.code}
                applicationCode={homeApplication}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                currentPathNames={concept?.creativeNode?.code === field.value ? concept.creativeNode.pathNames : undefined}
                disabled={isLocked || !access.canChangeFolder}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="applications"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('conceptEditor.fields.applications')}
                value={field.value}
                onChange={(event) => {
                  const value = event.target.value as unknown;
                  field.onChange(typeof value === 'string' ? value.split(',') : value);
                }}
                onBlur={field.onBlur}
                required
                fullWidth
                disabled={isLocked || !access.canChangeFolder}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) => (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {(selected as string[]).map((code) => (
                          <Chip key={code} size="small" label={client.applications.find((app) => app.code === code)?.name ?? code} />
                        ))}
                      </Box>
                    ),
                  },
                }}
              >
                {client.applications.map((application) => (
                  <MenuItem key={application.code} value={application.code}>
                    {application.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>

        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsField
                clientCode={client.code}
                applicationCode={homeApplication}
                value={field.value}
                onChange={field.onChange}
                disabled={isLocked}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ControlledTextField
            control={control}
            name="adMatchSearchTerm"
            label={t('conceptEditor.fields.adMatchSearchTerm')}
            disabled={isLocked}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <RichTextField
                label={t('conceptEditor.fields.description')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isLocked}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      </Grid>

      <CreativeSettingsSection form={form} fields={props.settingsFields} disabled={isLocked} isReloading={props.isReloadingSettings} />

      {concept ? <AuditBlock audit={concept.audit} /> : null}
    </Stack>
  );
}
