import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  buildConceptsPath,
  useCurrentApplication,
  useCurrentClient,
  useLeaveGuard,
  usePermissions,
  useSaveShortcut,
} from '../../../session';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { AuditBlock } from '../../../components/AuditBlock';
import { ConceptEditorHeader } from '../editor/ConceptEditorHeader';
import { UpdateConceptMutation } from '../editor/concept-mutations';
import { DatePickersProvider } from '../../../components/DatePickersProvider';
import { NoticeSnackbar, useRouteNotice } from '../../../components/NoticeSnackbar';
import { useSaveErrors } from '../../../lib/use-save-errors';
import { ApprovalReviewButton, ParentApprovalDialog } from '../../approval';
import { ChildConceptsSection } from './ChildConceptsSection';
import { HistorySection } from './HistorySection';
import { ParentActionsMenu } from './ParentActionsMenu';
import { ParentConceptFields } from './ParentConceptFields';
import { SaveProblemAlerts } from '../../../components/SaveProblemAlerts';
import {
  buildParentValues,
  createParentConceptSchema,
  toParentConceptInput,
  type ParentConceptFormField,
  type ParentConceptFormValues,
} from './parent-concept-form';

const PARENT_FORM_FIELDS = new Set([
  'name',
  'type',
  'status',
  'targetDeliveryDate',
  'deliveryDate',
  'creativeLead',
  'uaLead',
  'description',
]);
const isParentFormField = (field: string) => PARENT_FORM_FIELDS.has(field);

interface ParentConceptEditorViewProps {
  concept: ConceptEditorFieldsFragment;
  reload: () => Promise<ConceptEditorFieldsFragment | null>;
}

/** The parent concept's own layout (spec 1 §2): form, audit, variants with approval, history. */
export function ParentConceptEditorView({ concept, reload }: ParentConceptEditorViewProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const { notice, showNotice, hideNotice } = useRouteNotice();
  const childrenRef = useRef<HTMLElement>(null);
  const applicationCode = concept.applications[0]?.code ?? application?.code ?? '';

  const schema = useMemo(() => createParentConceptSchema(t, { isNew: false }), [t]);
  const form = useForm<ParentConceptFormValues>({
    resolver: zodResolver(schema),
    defaultValues: buildParentValues(concept),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  // Any reload (the variants, a comment) refreshes what the user has not edited.
  useEffect(() => {
    form.reset(buildParentValues(concept), { keepDirtyValues: true, keepDirty: true });
  }, [concept, form]);
  const { conflict, formError, setFormError, clearErrors, showSaveError } = useSaveErrors(form.setError, isParentFormField);
  const [updateConcept] = useMutation(UpdateConceptMutation);

  const save = form.handleSubmit(
    async (values) => {
      clearErrors();
      const changed = new Set(Object.keys(dirtyFields) as ParentConceptFormField[]);
      const input = { ...toParentConceptInput(values, { changed }), version: concept.version };
      try {
        // The update returns the stored concept: the form becomes it, and the cache shows it everywhere.
        const result = await updateConcept({ variables: { clientCode: client.code, conceptCode: concept.code, concept: input } });
        const stored = result.data?.updateApplicationCreativeConcept;
        if (stored) form.reset(buildParentValues(stored));
        showNotice(t('conceptEditor.snackbar.saved'));
      } catch (error) {
        showSaveError(error);
      }
    },
    () => setFormError(t('conceptEditor.validation.invalidForm')),
  );

  useLeaveGuard(isDirty && !isSubmitting);
  useSaveShortcut(() => void save(), concept.viewerCanEdit);

  /** "Reload" after a conflict: the form becomes the stored concept, edits and all. */
  async function reloadDiscardingEdits() {
    clearErrors();
    const fresh = await reload();
    if (fresh) form.reset(buildParentValues(fresh));
  }

  return (
    <DatePickersProvider>
      <ConceptEditorHeader
        concept={concept}
        subtitle={t('conceptEditor.parent.subtitle', { code: concept.code, internalId: concept.internalId })}
        canSave={concept.viewerCanEdit}
        isDirty={isDirty}
        isSaving={isSubmitting}
        onSave={() => void save()}
        onCancel={() => void navigate(buildConceptsPath(client.code))}
        menu={
          <>
            <ApprovalReviewButton status={concept.status} viewerCanApprove={concept.viewerCanApprove} />
            <ParentActionsMenu parentCode={concept.code} applicationCode={applicationCode} />
          </>
        }
      />
      <Stack spacing={4}>
        <form noValidate onSubmit={(event: FormEvent) => void save(event)} aria-label={t('conceptEditor.parent.title')}>
          <Stack spacing={2}>
            <SaveProblemAlerts
              conflict={conflict}
              onReload={() => void reloadDiscardingEdits()}
              formError={formError}
              onDismissError={() => setFormError(null)}
            />
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <ParentConceptFields
                form={form}
                canEdit={concept.viewerCanUpdate}
                statusAccess={{ canApprove: concept.viewerCanApprove, canUpdate: concept.viewerCanUpdate }}
                canAssign={can('concept:assign')}
                folderApplicationCode={applicationCode}
                concept={concept}
              />
            </Paper>
            <AuditBlock audit={concept.audit} />
          </Stack>
        </form>
        {/* Variant changes alter the parent's count and history, which no mutation returns. */}
        <ChildConceptsSection ref={childrenRef} parent={concept} onChanged={() => void reload()} />
        <HistorySection
          conceptCode={concept.code}
          entries={concept.history}
          onCommentAdded={() => {
            // A comment adds a history entry; the comment mutation does not return the concept's history.
            void reload();
            showNotice(t('conceptEditor.history.commentAdded'));
          }}
        />
      </Stack>
      {/* The approval link (open=approvalModal) opens the parent's approval gallery: its variants. */}
      <ParentApprovalDialog parentName={concept.name}>
        <ChildConceptsSection parent={concept} onChanged={() => void reload()} />
      </ParentApprovalDialog>
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </DatePickersProvider>
  );
}
