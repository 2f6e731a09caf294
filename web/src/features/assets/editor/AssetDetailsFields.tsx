import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSelect, ControlledTextField } from '../../../components/ControlledFields';
import { isApprovalDecision, WORKFLOW_STATUSES } from '@atelier/domain';
import { PersonField } from '../../people';
import { RichTextField } from '../../../components/RichTextField';
import { TagsField } from '../../tags';
import { ASSET_STATUSES, ASSET_KINDS, ASSET_USAGE_TYPES } from '../asset-types';
import { labelAssetKind, labelAssetStatus, labelUsageType } from '../shared/asset-labels';
import type { AssetFormValues } from './asset-form-values';

export interface AssetFieldAccess {
  /** asset:update (asset:create for a new asset), and no upload running. */
  canEdit: boolean;
  /** Workflow status and assigned designer (spec 2 §4). */
  canWorkflow: boolean;
  /** The creative lead. */
  canAssign: boolean;
  /** Approved, rejected and ready to publish need the approval permission (the server checks it too). */
  canApprove: boolean;
}

interface AssetDetailsFieldsProps {
  form: UseFormReturn<AssetFormValues>;
  access: AssetFieldAccess;
  clientCode: string;
  applicationCode: string | null;
  isNew: boolean;
  isAso: boolean;
  /** The stored people, so users no longer listed still show by name. */
  stored?: {
    status?: string;
    assignedUser?: { emailAddress: string; firstName: string; lastName: string } | null;
    creativeLead?: { emailAddress: string; firstName: string; lastName: string } | null;
  };
  /** The Additional section's extra content: the asset's history. */
  history?: ReactNode;
}

/** Keeps a stored value selectable when this version does not list it. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [...options, current] : [...options];

/** The editor's left side (spec 2 §2.4): the fields, the Additional section (description, history) and the tags. */
export function AssetDetailsFields({ form, access, clientCode, applicationCode, isNew, isAso, stored, history }: AssetDetailsFieldsProps) {
  const { t } = useTranslation();
  const { control } = form;
  const isLocked = !access.canEdit;
  const [type, status, usageType, workflowStatus] = useWatch({ control, name: ['type', 'status', 'usageType', 'workflowStatus'] });
  const storedStatus = stored?.status;
  const numberField = (name: 'estimatedEffort' | 'actualEffort' | 'size' | 'length' | 'bitrate' | 'width' | 'height', step: number) => (
    <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
      <ControlledTextField
        control={control}
        name={name}
        type="number"
        label={t(`assets.editorForm.fields.${name}`)}
        disabled={isLocked}
        slotProps={{ htmlInput: { min: 0, step, inputMode: 'decimal' } }}
      />
    </Grid>
  );

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <ControlledTextField control={control} name="name" label={t('assets.editorForm.fields.name')} required disabled={isLocked} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ControlledSelect
            control={control}
            name="type"
            label={t('assets.editorForm.fields.type')}
            required
            options={withCurrent(ASSET_KINDS, type).map((value) => ({ value, label: labelAssetKind(t, value) }))}
            disabled={isLocked}
          />
        </Grid>
        {isAso ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ControlledSelect
              control={control}
              name="usageType"
              label={t('assets.editorForm.fields.usageType')}
              required
              options={withCurrent(ASSET_USAGE_TYPES, usageType).map((value) => ({ value, label: labelUsageType(t, value) }))}
              disabled={isLocked}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>
          <ControlledSelect
            control={control}
            name="status"
            label={t('assets.editorForm.fields.status')}
            options={withCurrent(ASSET_STATUSES, status).map((value) => ({
              value,
              label: labelAssetStatus(t, value),
              isDisabled: !access.canApprove && isApprovalDecision(storedStatus, value),
            }))}
            disabled={isLocked}
            helperText={access.canApprove ? undefined : t('conceptEditor.fields.approvalStatusHint')}
          />
        </Grid>
        {access.canWorkflow ? (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ControlledSelect
                control={control}
                name="workflowStatus"
                label={t('assets.editorForm.fields.workflowStatus')}
                options={withCurrent(WORKFLOW_STATUSES, workflowStatus).map((value) => ({
                  value,
                  label: (WORKFLOW_STATUSES as readonly string[]).includes(value)
                    ? t(`conceptEditor.workflowStatus.${value as (typeof WORKFLOW_STATUSES)[number]}`)
                    : value,
                }))}
                disabled={isLocked}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="assignedUser"
                render={({ field, fieldState }) => (
                  <PersonField
                    clientCode={clientCode}
                    label={t('assets.editorForm.fields.assignedUser')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    current={stored?.assignedUser}
                    disabled={isLocked}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          </>
        ) : null}
        {access.canAssign ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="creativeLead"
              render={({ field, fieldState }) => (
                <PersonField
                  clientCode={clientCode}
                  label={t('assets.editorForm.fields.creativeLead')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  current={stored?.creativeLead}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        ) : null}
        {numberField('estimatedEffort', 0.5)}
        {numberField('actualEffort', 0.5)}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ControlledTextField
            control={control}
            name="adMatchSearchTerm"
            label={t('assets.editorForm.fields.adMatchSearchTerm')}
            disabled={isLocked}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="isPreview"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={isLocked} />}
                label={t('assets.editorForm.fields.isPreview')}
              />
            )}
          />
        </Grid>
      </Grid>

      {isNew ? null : (
        <section aria-labelledby="asset-file-details-title">
          <Typography id="asset-file-details-title" variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
            {t('assets.editorForm.fileDetails')}
          </Typography>
          <Grid container spacing={2}>
            {numberField('size', 0.01)}
            {numberField('length', 0.001)}
            {numberField('bitrate', 0.1)}
            {numberField('width', 1)}
            {numberField('height', 1)}
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <ControlledTextField
                control={control}
                name="aspectRatio"
                label={t('assets.editorForm.fields.aspectRatio')}
                disabled={isLocked}
              />
            </Grid>
          </Grid>
        </section>
      )}

      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMore />} aria-controls="asset-additional-content" id="asset-additional-header">
          <Typography variant="subtitle2">{t('assets.editorForm.additional')}</Typography>
        </AccordionSummary>
        <AccordionDetails id="asset-additional-content">
          <Stack spacing={3}>
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextField
                  label={t('assets.editorForm.fields.description')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
            {history}
          </Stack>
        </AccordionDetails>
      </Accordion>

      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsField
            clientCode={clientCode}
            applicationCode={applicationCode}
            value={field.value}
            onChange={field.onChange}
            disabled={isLocked}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
