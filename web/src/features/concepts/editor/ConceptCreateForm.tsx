import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  buildConceptEditorPath,
  buildConceptsPath,
  buildVariantsTabPath,
  useCurrentClient,
  useLeaveGuard,
  usePermissions,
  useSaveShortcut,
} from '../../../session';
import { PageHeader } from '../../../components/PageHeader';
import { ConceptDetailsForm } from './ConceptDetailsForm';
import { toConceptInput, type ConceptFormValues } from './concept-form-values';
import { CreateConceptMutation } from './concept-mutations';
import { buildConceptNoticeState } from '../../../lib/route-notice';
import type { SettingsFieldDefinition } from './settings-fields';
import { useConceptForm } from './use-concept-form';
import { useSaveErrors } from '../../../lib/use-save-errors';
import { buildConceptFieldMatcher } from './concept-field-matcher';

interface ConceptCreateFormProps {
  defaultValues: ConceptFormValues;
  fields: readonly SettingsFieldDefinition[];
  reloadFields: () => Promise<unknown>;
  /** Set when the new concept is a variant of this parent. */
  parent: { code: string; name: string } | null;
}

/** The create route's form: the editor's details form, then on to the new concept (or back to the parent's variants). */
export function ConceptCreateForm({ defaultValues, fields, reloadFields, parent }: ConceptCreateFormProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const { form, shownFields, changeIntendedUse, isReloadingSettings } = useConceptForm({ defaultValues, fields, reloadFields });
  const isFormField = useMemo(() => buildConceptFieldMatcher(shownFields), [shownFields]);
  const { formError, setFormError, clearErrors, showSaveError } = useSaveErrors(form.setError, isFormField);
  const [createConcept] = useMutation(CreateConceptMutation);
  const { isDirty, isSubmitting } = form.formState;

  const cancelPath = parent ? buildVariantsTabPath(client.code, parent.code) : buildConceptsPath(client.code);
  const submit = form.handleSubmit(
    async (values) => {
      clearErrors();
      const input = toConceptInput(values, { changed: null, fields });
      if (parent) input.parentCreativeConcept = { code: parent.code };
      try {
        const result = await createConcept({ variables: { clientCode: client.code, concept: input } });
        const created = result.data?.createApplicationCreativeConcept;
        if (!created) return;
        const state = buildConceptNoticeState(t('conceptEditor.snackbar.created'), 'success');
        // Spec 1 §2: after creating a variant the user returns to the parent's variants.
        if (parent) void navigate(buildVariantsTabPath(client.code, parent.code), { state });
        else void navigate(buildConceptEditorPath(client.code, created.internalId, 'details'), { state });
      } catch (error) {
        showSaveError(error);
      }
    },
    () => setFormError(t('conceptEditor.validation.invalidForm')),
  );
  // Creating navigates while submitting, so that navigation is never questioned.
  useLeaveGuard(isDirty && !isSubmitting);
  useSaveShortcut(() => void submit());

  return (
    <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <PageHeader
        title={parent ? t('conceptEditor.create.variantTitle') : t('conceptEditor.create.title')}
        subtitle={parent ? t('conceptEditor.create.variantSubtitle', { parentName: parent.name }) : undefined}
        actions={
          <>
            <Button onClick={() => void navigate(cancelPath)} disabled={isSubmitting}>
              {t('conceptEditor.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t('conceptEditor.actions.saving') : t('conceptEditor.create.submit')}
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        {formError ? (
          <Alert severity="error" role="alert" onClose={() => setFormError(null)}>
            {formError}
          </Alert>
        ) : null}
        <ConceptDetailsForm
          form={form}
          access={{
            canEdit: true,
            canApprove: can('concept:approve'),
            canWorkflow: can('concept:workflow'),
            canAssign: can('concept:assign'),
            canChangeFolder: true,
          }}
          isVariant={Boolean(parent)}
          settingsFields={shownFields}
          isReloadingSettings={isReloadingSettings}
          changeIntendedUse={changeIntendedUse}
        />
      </Stack>
    </form>
  );
}
