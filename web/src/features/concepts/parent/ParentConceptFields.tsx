import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentClient } from '../../../session';
import { ControlledSelect, ControlledTextField } from '../../../components/ControlledFields';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { DeliveryIndicator } from '../shared/DeliveryIndicator';
import { listIntendedUseOptions } from '../editor/ConceptDetailsForm';
import { labelIntendedUse, labelStatus } from '../editor/concept-labels';
import { DateField } from '../../../components/DateField';
import { FolderField } from '../editor/FolderField';
import { PersonField } from '../../people';
import { RichTextField } from '../../../components/RichTextField';
import { findStatusOptions } from '../editor/status-options';
import type { ParentConceptFormValues } from './parent-concept-form';

interface ParentConceptFieldsProps {
  form: UseFormReturn<ParentConceptFormValues>;
  canEdit: boolean;
  /** Who may decide approvals and change details: the status choices follow the server's rule. */
  statusAccess: { canApprove: boolean; canUpdate: boolean };
  /** Creative lead and UA lead. */
  canAssign: boolean;
  /** A new parent asks for its folder (the server files every concept in one). */
  folderApplicationCode: string | null;
  concept?: ConceptEditorFieldsFragment | null;
}

/** Name, intended use, status, dates, leads and description of a parent concept. */
export function ParentConceptFields({ form, canEdit, statusAccess, canAssign, folderApplicationCode, concept }: ParentConceptFieldsProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { control } = form;
  const isLocked = !canEdit;
  const [type, status, targetDeliveryDate, deliveryDate] = useWatch({
    control,
    name: ['type', 'status', 'targetDeliveryDate', 'deliveryDate'],
  });

  return (
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
          disabled={isLocked}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {/* Approval-stage statuses take an approval user, in the parent form too (docs/decisions/concepts.md). */}
        <ControlledSelect
          control={control}
          name="status"
          label={t('conceptEditor.fields.status')}
          options={findStatusOptions(statusAccess, concept?.status ?? null).map((option) => ({
            value: option.value,
            label: labelStatus(t, option.value),
            isDisabled: option.isDisabled,
          }))}
          disabled={isLocked && !statusAccess.canApprove}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <DeliveryIndicator concept={{ status, targetDeliveryDate, deliveryDate }} />
          <Controller
            control={control}
            name="targetDeliveryDate"
            render={({ field }) => (
              <DateField
                label={t('conceptEditor.fields.targetDeliveryDate')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isLocked}
              />
            )}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Controller
          control={control}
          name="deliveryDate"
          render={({ field }) => (
            <DateField
              label={t('conceptEditor.fields.deliveryDate')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isLocked}
            />
          )}
        />
      </Grid>
      {(['creativeLead', 'uaLead'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Controller
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <PersonField
                clientCode={client.code}
                label={t(`conceptEditor.fields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                current={concept?.[name]}
                disabled={isLocked || !canAssign}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      ))}
      {concept ? null : (
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="creativeNode"
            render={({ field, fieldState }) => (
              <FolderField
                clientCode={client.code}
                applicationCode={folderApplicationCode}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      )}
      <Grid size={12}>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              label={t('conceptEditor.fields.description')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isLocked}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
