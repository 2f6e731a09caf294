import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  buildConceptsPath,
  useCurrentApplication,
  useCurrentClient,
  useLeaveGuard,
  usePermissions,
  useSaveShortcut,
} from '../../../session';
import { LoadingView } from '../../../components/LoadingView';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { ConceptHistoryTab, useOpenActionItemCount } from '../../action-items';
import { AdUsageTab } from '../../ad-linkage';
import { ConceptAnalyticsTab, FatigueChip, useConceptFatigue } from '../../analytics';
import { ApprovalReviewButton, ConceptApprovalGallery, ReviewStagesButton } from '../../approval';
import { ConceptAssetsTab, ConceptFilesTab } from '../../assets';
import { ShareConceptButton } from '../../sharing';
import { ChildConceptsSection } from '../parent/ChildConceptsSection';
import type { EditorTab } from '../shared/concept-rules';
import { ConceptActionsMenu } from './ConceptActionsMenu';
import { ConceptDetailsForm } from './ConceptDetailsForm';
import { ConceptEditorHeader } from './ConceptEditorHeader';
import { buildConceptValues, toConceptInput, type ConceptFormField } from './concept-form-values';
import { UpdateConceptMutation } from './concept-mutations';
import { DatePickersProvider } from '../../../components/DatePickersProvider';
import { findVisibleTabs, resolveEditorTab } from './editor-tabs';
import { UnavailableNotice } from '../../../components/UnavailableNotice';
import { NoticeSnackbar, useRouteNotice } from '../../../components/NoticeSnackbar';
import type { SettingsFieldDefinition } from './settings-fields';
import { useConceptForm } from './use-concept-form';
import { useCreativeSettingsFields } from './use-creative-settings-fields';
import { useSaveErrors } from '../../../lib/use-save-errors';
import { buildConceptFieldMatcher } from './concept-field-matcher';
import { useTrackTabView } from './use-track-tab-view';
import { SaveProblemAlerts } from '../../../components/SaveProblemAlerts';
import { useConceptActivity } from '../../../lib/live/use-concept-activity';

interface ConceptEditorViewProps {
  concept: ConceptEditorFieldsFragment;
  /**
   * Reads the concept again from the server, for changes its own mutations do not return: what the
   * variants and assets tabs change (counts, history) and "Reload" after a conflict.
   */
  reload: () => Promise<ConceptEditorFieldsFragment | null>;
}

/** The tabbed concept editor of a loaded concept; waits for the settings fields of its home application. */
export function ConceptEditorView({ concept, reload }: ConceptEditorViewProps) {
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const homeApplication = concept.applications[0]?.code ?? application?.code ?? null;
  const settings = useCreativeSettingsFields(client.code, homeApplication);
  // Comments, decisions and status changes made by others appear in the review tabs and the gallery.
  useConceptActivity(client.code, concept.code);
  if (!settings.fields && !settings.error) return <LoadingView />;
  return (
    <DatePickersProvider>
      <ConceptEditorContent
        concept={concept}
        reload={reload}
        fields={settings.fields ?? []}
        hasSettingsError={Boolean(settings.error)}
        reloadFields={settings.refetch}
      />
    </DatePickersProvider>
  );
}

interface ConceptEditorContentProps extends ConceptEditorViewProps {
  fields: readonly SettingsFieldDefinition[];
  hasSettingsError: boolean;
  reloadFields: () => Promise<unknown>;
}

function ConceptEditorContent({ concept, reload, fields, hasSettingsError, reloadFields }: ConceptEditorContentProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { can } = usePermissions();
  const fatigue = useConceptFatigue(client.code, concept.applications[0]?.code, concept.code);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { notice, showNotice, hideNotice } = useRouteNotice();

  // Tabs (spec 1 §2): by name or number, a default when the URL names none.
  const tabContext = {
    isParent: concept.modelType === 'parent',
    productionAssetCount: concept.productionAssetCount,
    canViewAdUsage: can('adUsage:view'),
    canViewAnalytics: can('analytics:view'),
  };
  const { tab, redirectTo } = resolveEditorTab(searchParams.get('tab'), tabContext);
  const selectTab = (next: string, replace = false) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace },
    );
  useEffect(() => {
    if (redirectTo)
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('tab', redirectTo);
          return params;
        },
        { replace: true },
      );
  }, [redirectTo, setSearchParams]);
  useTrackTabView(client.code, concept.code, tab);

  // The form starts from the stored concept; later reloads keep what the user is editing.
  const [initialValues] = useState(() => buildConceptValues(concept, fields));
  const { form, shownFields, changeIntendedUse, isReloadingSettings, syncIntendedUse } = useConceptForm({
    defaultValues: initialValues,
    fields,
    reloadFields,
  });
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);
  // Any reload (a pin, a model change, the variants tab) refreshes what the user has not edited.
  useEffect(() => {
    form.reset(buildConceptValues(concept, fieldsRef.current), { keepDirtyValues: true, keepDirty: true });
  }, [concept, form]);
  /** After a save or a "Reload": the form becomes the stored concept, edits and all. */
  function resetForm(stored: ConceptEditorFieldsFragment) {
    form.reset(buildConceptValues(stored, fieldsRef.current));
    syncIntendedUse(stored.type);
  }

  const isFormField = useMemo(() => buildConceptFieldMatcher(shownFields), [shownFields]);
  const { conflict, formError, setFormError, clearErrors, showSaveError } = useSaveErrors(form.setError, isFormField);
  const [updateConcept, { loading: isUpdating }] = useMutation(UpdateConceptMutation);

  const save = form.handleSubmit(
    async (values) => {
      clearErrors();
      const changed = new Set(Object.keys(dirtyFields) as ConceptFormField[]);
      const input = { ...toConceptInput(values, { changed, fields }), version: concept.version };
      try {
        // The update returns the stored concept; the cache hands it to every screen that shows it.
        const result = await updateConcept({ variables: { clientCode: client.code, conceptCode: concept.code, concept: input } });
        const stored = result.data?.updateApplicationCreativeConcept;
        if (stored) resetForm(stored);
        showNotice(t('conceptEditor.snackbar.saved'));
      } catch (error) {
        showSaveError(error);
        if (tab !== 'details') selectTab('details');
      }
    },
    () => {
      setFormError(t('conceptEditor.validation.invalidForm'));
      if (tab !== 'details') selectTab('details');
    },
  );

  useLeaveGuard(isDirty && !isSubmitting);
  useSaveShortcut(() => void save(), concept.viewerCanEdit);

  async function reloadDiscardingEdits() {
    clearErrors();
    const fresh = await reload();
    if (fresh) resetForm(fresh);
  }

  async function togglePin() {
    try {
      await updateConcept({ variables: { clientCode: client.code, conceptCode: concept.code, concept: { isPinned: !concept.isPinned } } });
      showNotice(concept.isPinned ? t('conceptEditor.snackbar.unpinned') : t('conceptEditor.snackbar.pinned'));
    } catch (error) {
      showNotice(findServerMessage(error, t('errors.network')), 'error');
    }
  }

  const access = useMemo(
    () => ({
      // Details need edit rights; an approver without them may still save a decision (canSave).
      canEdit: concept.viewerCanUpdate,
      canApprove: concept.viewerCanApprove,
      canWorkflow: can('concept:workflow'),
      canAssign: can('concept:assign'),
      canChangeFolder: concept.viewerCanChangeFolder,
    }),
    [concept.viewerCanUpdate, concept.viewerCanApprove, concept.viewerCanChangeFolder, can],
  );

  // The badge counts the concept's action items that are not completed (the panel's own query).
  const openActionCount = useOpenActionItemCount(client.code, concept.code);
  const tabLabel = (name: EditorTab) =>
    name === 'actions' && openActionCount > 0 ? (
      <Badge
        badgeContent={openActionCount}
        color="primary"
        aria-label={t('conceptEditor.tabs.openActions', { count: openActionCount })}
        // Room for the badge inside the tab (which clips what overflows), clear of the label.
        sx={{ pr: 1.5 }}
      >
        {t('conceptEditor.tabs.actions')}
      </Badge>
    ) : (
      t(`conceptEditor.tabs.${name}`)
    );

  let panel;
  if (tab === 'details') {
    panel = (
      <form noValidate onSubmit={(event: FormEvent) => void save(event)} aria-label={t('conceptEditor.tabs.details')}>
        <Stack spacing={2}>
          <SaveProblemAlerts
            conflict={conflict}
            onReload={() => void reloadDiscardingEdits()}
            formError={formError}
            onDismissError={() => setFormError(null)}
          />
          {hasSettingsError ? <Alert severity="warning">{t('conceptEditor.settings.loadFailed')}</Alert> : null}
          <ConceptDetailsForm
            form={form}
            access={access}
            isVariant={concept.modelType === 'child'}
            settingsFields={shownFields}
            isReloadingSettings={isReloadingSettings}
            changeIntendedUse={changeIntendedUse}
            concept={concept}
          />
        </Stack>
      </form>
    );
  } else if (tab === 'variants') {
    // Linking or deciding variants changes the concept's count and history, which no mutation returns.
    panel = <ChildConceptsSection parent={concept} onChanged={() => void reload()} />;
  } else if (tab === 'assets') {
    // Adding or removing assets changes the concept's asset count and zip link.
    panel = <ConceptAssetsTab concept={concept} onConceptChanged={() => void reload()} />;
  } else if (tab === 'files') {
    panel = <ConceptFilesTab conceptCode={concept.code} />;
  } else if (tab === 'actions') {
    panel = (
      <ConceptHistoryTab
        clientCode={client.code}
        conceptCode={concept.code}
        applicationCode={concept.applications[0]?.code ?? null}
        canComment={can('history:comment')}
        canCreateActionItem={can('actionItem:create')}
      />
    );
  } else if (tab === 'adLink' && concept.applications[0]) {
    panel = (
      <Suspense fallback={<LoadingView />}>
        <AdUsageTab
          clientCode={client.code}
          applicationCode={concept.applications[0].code}
          concept={concept}
          canLink={concept.viewerCanLinkAds}
          canViewAdCopy={can('adCopy:view')}
        />
      </Suspense>
    );
  } else if (tab === 'analytics' && concept.applications[0]) {
    panel = (
      <Suspense fallback={<LoadingView />}>
        <ConceptAnalyticsTab clientCode={client.code} applicationCode={concept.applications[0].code} conceptCode={concept.code} />
      </Suspense>
    );
  } else {
    // Ad Usage and Analytics read the concept's home application; a concept without one has none to show.
    panel = <UnavailableNotice message={t('conceptEditor.tabNeedsApplication')} />;
  }

  return (
    <>
      <ConceptEditorHeader
        concept={concept}
        badges={fatigue ? <FatigueChip fatigue={fatigue} /> : null}
        showsViewers
        canSave={concept.viewerCanEdit}
        isDirty={isDirty}
        isSaving={isSubmitting}
        onSave={() => void save()}
        onCancel={() => void navigate(buildConceptsPath(client.code))}
        onTogglePin={concept.viewerCanUpdate ? () => void togglePin() : undefined}
        isPinning={isUpdating && !isSubmitting}
        menu={
          <>
            <ApprovalReviewButton status={concept.status} viewerCanApprove={concept.viewerCanApprove} />
            <ReviewStagesButton
              clientCode={client.code}
              concept={{ code: concept.code, name: concept.name, status: concept.status }}
              onChanged={reload}
              onNotice={showNotice}
            />
            {can('concept:share') ? <ShareConceptButton clientCode={client.code} concept={concept} /> : null}
            <ConceptActionsMenu
              concept={concept}
              settingsFields={fields}
              onChanged={(message, options) => {
                showNotice(message);
                if (options?.tab) selectTab(options.tab);
              }}
              onError={(message) => showNotice(message, 'error')}
            />
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) => selectTab(next)}
          aria-label={t('conceptEditor.tabs.label')}
          variant="scrollable"
        >
          {findVisibleTabs(tabContext).map((name) => (
            <Tab key={name} value={name} label={tabLabel(name)} id={`concept-tab-${name}`} aria-controls={`concept-tabpanel-${name}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`concept-tabpanel-${tab}`} aria-labelledby={`concept-tab-${tab}`}>
        {panel}
      </Box>
      <ConceptApprovalGallery
        clientCode={client.code}
        concept={{
          code: concept.code,
          name: concept.name,
          status: concept.status,
          viewerCanApprove: concept.viewerCanApprove,
          applicationCode: concept.applications[0]?.code ?? null,
        }}
        onConceptChanged={reload}
        onNotice={showNotice}
      />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
