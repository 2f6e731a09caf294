import Grid from '@mui/material/Grid';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentClient } from '../../../session';
import { ControlledSelect } from '../../../components/ControlledFields';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { WORKFLOW_STATUSES } from '../shared/concept-rules';
import type { ConceptFormAccess } from './ConceptDetailsForm';
import { labelWorkflowStatus } from './concept-labels';
import type { ConceptFormValues } from './concept-form-values';
import { PersonField } from '../../people';

interface ConceptPeopleFieldsProps {
  form: UseFormReturn<ConceptFormValues>;
  access: ConceptFormAccess;
  concept?: ConceptEditorFieldsFragment | null;
}

/** Workflow status and assigned designer (workflow permission); creative and UA lead (assignment rights). */
export function ConceptPeopleFields({ form, access, concept }: ConceptPeopleFieldsProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { control } = form;
  const isLocked = !access.canEdit;
  return (
    <>
      {access.canWorkflow ? (
        <>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ControlledSelect
              control={control}
              name="workflowStatus"
              label={t('conceptEditor.fields.workflowStatus')}
              options={WORKFLOW_STATUSES.map((option) => ({ value: option, label: labelWorkflowStatus(t, option) }))}
              disabled={isLocked}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Controller
              control={control}
              name="assignedUser"
              render={({ field, fieldState }) => (
                <PersonField
                  clientCode={client.code}
                  label={t('conceptEditor.fields.assignedUser')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  current={concept?.assignedUser}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        </>
      ) : null}

      {access.canAssign ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="creativeLead"
              render={({ field, fieldState }) => (
                <PersonField
                  clientCode={client.code}
                  label={t('conceptEditor.fields.creativeLead')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  current={concept?.creativeLead}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="uaLead"
              render={({ field, fieldState }) => (
                <PersonField
                  clientCode={client.code}
                  label={t('conceptEditor.fields.uaLead')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  current={concept?.uaLead}
                  disabled={isLocked}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        </>
      ) : null}
    </>
  );
}
