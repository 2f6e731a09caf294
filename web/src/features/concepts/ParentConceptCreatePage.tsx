import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  buildConceptsPath,
  buildParentConceptPath,
  useCurrentApplication,
  useCurrentClient,
  useLeaveGuard,
  usePermissions,
  useSaveShortcut,
} from '../../session';
import { PageHeader } from '../../components/PageHeader';
import { CreateConceptMutation } from './editor/concept-mutations';
import { buildConceptNoticeState } from '../../lib/route-notice';
import { DatePickersProvider } from '../../components/DatePickersProvider';
import { useSaveErrors } from '../../lib/use-save-errors';
import { ParentConceptFields } from './parent/ParentConceptFields';
import {
  buildNewParentValues,
  createParentConceptSchema,
  toParentConceptInput,
  type ParentConceptFormValues,
} from './parent/parent-concept-form';

const PARENT_CREATE_FIELDS = new Set([
  'name',
  'type',
  'status',
  'targetDeliveryDate',
  'deliveryDate',
  'creativeLead',
  'uaLead',
  'description',
  'creativeNode',
]);
const isParentCreateField = (field: string) => PARENT_CREATE_FIELDS.has(field);

/** /:clientCode/creative/concepts/parent/create[?node=] — a new parent concept. */
export function ParentConceptCreatePage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [defaultValues] = useState(() => buildNewParentValues(searchParams.get('node')));
  const schema = useMemo(() => createParentConceptSchema(t, { isNew: true }), [t]);
  const form = useForm<ParentConceptFormValues>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const { isDirty, isSubmitting } = form.formState;
  const { formError, setFormError, clearErrors, showSaveError } = useSaveErrors(form.setError, isParentCreateField);
  const [createConcept] = useMutation(CreateConceptMutation);
  const applicationCode = application?.code ?? null;

  const submit = form.handleSubmit(
    async (values) => {
      clearErrors();
      try {
        const result = await createConcept({
          variables: { clientCode: client.code, concept: toParentConceptInput(values, { applicationCode }) },
        });
        const created = result.data?.createApplicationCreativeConcept;
        if (created) {
          void navigate(buildParentConceptPath(client.code, created.code), {
            state: buildConceptNoticeState(t('conceptEditor.parent.created'), 'success'),
          });
        }
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
    <DatePickersProvider>
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <PageHeader
          title={t('conceptEditor.parent.createTitle')}
          subtitle={t('conceptEditor.parent.createSubtitle')}
          actions={
            <>
              <Button onClick={() => void navigate(buildConceptsPath(client.code))} disabled={isSubmitting}>
                {t('conceptEditor.actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('conceptEditor.actions.saving') : t('conceptEditor.parent.submit')}
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
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ParentConceptFields
              form={form}
              canEdit
              statusAccess={{ canApprove: can('concept:approve'), canUpdate: true }}
              canAssign={can('concept:assign')}
              folderApplicationCode={applicationCode}
            />
          </Paper>
        </Stack>
      </form>
    </DatePickersProvider>
  );
}
