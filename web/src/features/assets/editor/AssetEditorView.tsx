import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildConceptEditorPath, useCurrentClient, useLeaveGuard, usePermissions, useSaveShortcut } from '../../../session';
import { LoadingView } from '../../../components/LoadingView';
import { NoticeSnackbar, useNotice } from '../../../components/NoticeSnackbar';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { buildConceptNoticeState } from '../../../lib/route-notice';
import { AuditBlock } from '../../../components/AuditBlock';
import { SaveProblemAlerts } from '../../../components/SaveProblemAlerts';
import { useSaveErrors } from '../../../lib/use-save-errors';
import { BUSY_PROCESSING_STATUSES, findKindOfFile, isAssetGrouping, type AssetGrouping } from '../asset-types';
import { DeleteAssetMutation } from '../shared/asset-queries';
import { DeleteAssetsDialog } from '../shared/DeleteAssetsDialog';
import { buildConceptAssetLink } from '../shared/asset-paths';
import { DuplicateFileDialog } from '../upload/DuplicateFileDialog';
import { UploadLeaveGuard } from '../upload/UploadLeaveGuard';
import { checkUploadLimits, SINGLE_FILE_LIMITS } from '../upload/upload-limits';
import { describeOneFileOnly, describeRejection, describeUploadError } from '../upload/upload-messages';
import { UploadProblemDialog, type UploadProblem } from '../upload/UploadProblemDialog';
import { useUploadManager } from '../upload/use-upload-manager';
import { AssetDetailsFields } from './AssetDetailsFields';
import { AssetEditorHeader } from './AssetEditorHeader';
import { AssetEditorQuery, CreateAssetMutation, UpdateAssetMutation } from './asset-editor-queries';
import { AssetFileArea } from './AssetFileArea';
import {
  buildAssetValues,
  buildNewAssetValues,
  createAssetFormSchema,
  isAsoConcept,
  toAssetInput,
  type AssetFormField,
  type AssetFormValues,
} from './asset-form-values';
import { AssetHistorySection } from './AssetHistorySection';

/**
 * What the editor needs of the concept: its status (a new asset's default, the gallery's approval),
 * intended use, home application and whether the viewer may approve it.
 */
export interface AssetEditorConcept {
  code: string;
  internalId: string;
  name: string;
  status: string;
  type: string;
  applications: readonly { code: string }[];
  viewerCanApprove: boolean;
}

interface AssetEditorViewProps {
  concept: AssetEditorConcept;
  /** Null: a new asset of `grouping`. */
  assetCode: string | null;
  grouping: AssetGrouping | null;
  /** Cancel, or back to the list; with the asset's grouping, to return to its tab. */
  onClose: (grouping: string) => void;
  /** Inside the concept page (tab=asset) rather than on its own route. */
  isEmbedded?: boolean;
  /** The concept changed here (approved or rejected from the gallery): reload it. */
  onConceptChanged?: () => Promise<unknown> | void;
}

const ASSET_FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'type',
  'usageType',
  'status',
  'workflowStatus',
  'assignedUser',
  'creativeLead',
  'isPreview',
  'adMatchSearchTerm',
  'estimatedEffort',
  'actualEffort',
  'size',
  'length',
  'bitrate',
  'width',
  'height',
  'aspectRatio',
  'tags',
  'description',
]);
const isAssetFormField = (field: string) => ASSET_FORM_FIELDS.has(field);

/** The asset editor (spec 2 §2.4): a new asset of a grouping, or a stored one loaded by code. */
export function AssetEditorView(props: AssetEditorViewProps) {
  if (props.assetCode) return <StoredAssetEditor {...props} assetCode={props.assetCode} />;
  return <AssetEditorForm {...props} asset={null} reload={async () => null} />;
}

function StoredAssetEditor(props: AssetEditorViewProps & { assetCode: string }) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const navigate = useNavigate();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(AssetEditorQuery, {
    variables: { clientCode: client.code, conceptAssetCode: props.assetCode },
    fetchPolicy: 'network-only',
  });
  const asset = data?.applicationCreativeConceptAsset ?? null;
  const hasFailed = Boolean(error && !asset);
  const conceptCode = props.concept.code;
  const { isEmbedded } = props;

  // Spec 2 §2.4: an asset that cannot be loaded sends the user back to the concept page.
  useEffect(() => {
    if (hasFailed && !isEmbedded) {
      void navigate(buildConceptEditorPath(client.code, conceptCode, 'assets'), {
        replace: true,
        state: buildConceptNoticeState(t('assets.editorForm.loadFailed')),
      });
    }
  }, [hasFailed, isEmbedded, navigate, client.code, conceptCode, t]);

  // A replaced file is processed on the server: follow it until the preview is ready.
  const isProcessing = Boolean(asset && BUSY_PROCESSING_STATUSES.includes(asset.processingStatus));
  useEffect(() => {
    if (!isProcessing) return;
    startPolling(2000);
    return () => stopPolling();
  }, [isProcessing, startPolling, stopPolling]);

  if (hasFailed && isEmbedded) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => props.onClose('production')}>
            {t('assets.editorForm.backToList')}
          </Button>
        }
      >
        {t('assets.editorForm.loadFailed')}
      </Alert>
    );
  }
  if (!asset) return <LoadingView />;
  return <AssetEditorForm {...props} asset={asset} reload={async () => (await refetch()).data?.applicationCreativeConceptAsset ?? null} />;
}

interface AssetEditorFormProps extends AssetEditorViewProps {
  asset: AssetEditorFieldsFragment | null;
  reload: () => Promise<AssetEditorFieldsFragment | null>;
}

function AssetEditorForm({ concept, asset, grouping, reload, onClose, onConceptChanged, isEmbedded = false }: AssetEditorFormProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const isNew = asset === null;
  const assetGrouping = asset?.assetType ?? grouping ?? 'production';
  const isAso = isAsoConcept(concept);
  const schema = useMemo(() => createAssetFormSchema(t, { isAso }), [t, isAso]);
  const form = useForm<AssetFormValues>({
    resolver: zodResolver(schema),
    defaultValues: asset ? buildAssetValues(asset) : buildNewAssetValues(concept),
  });
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const { notice, showNotice, hideNotice } = useNotice();
  const { conflict, formError, setFormError, clearErrors, showSaveError } = useSaveErrors(form.setError, isAssetFormField);
  const [createAsset] = useMutation(CreateAssetMutation);
  const [updateAsset] = useMutation(UpdateAssetMutation);
  const [deleteAsset] = useMutation(DeleteAssetMutation);
  const uploads = useUploadManager({
    clientCode: client.code,
    conceptCode: concept.code,
    assetType: assetGrouping,
    limits: SINGLE_FILE_LIMITS,
  });
  const currentUpload = uploads.items.find((item) => item.status === 'waiting' || item.status === 'loading') ?? null;

  // Polling and reloads refresh what the user has not edited.
  useEffect(() => {
    if (asset) form.reset(buildAssetValues(asset), { keepDirtyValues: true, keepDirty: true });
  }, [asset, form]);

  // A stored asset says what the viewer may do with it (the server's rules); a new asset has no
  // record yet: createCreativeConceptAsset's gate, and each field's own permission as it checks them.
  const canEdit = asset ? asset.viewerCanUpdate : can('asset:create');
  const access = {
    canEdit: canEdit && !uploads.isBusy && !isSubmitting,
    canWorkflow: asset ? asset.viewerCanWorkflow : canEdit && can('concept:workflow'),
    canAssign: can('concept:assign'),
    canApprove: asset ? asset.viewerCanApprove : can('concept:approve'),
  };
  const groupingLabel = t(`assets.groupings.${assetGrouping as AssetGrouping}`, { defaultValue: assetGrouping });

  const showUploadFailure = (fileName: string, item: { error: Parameters<typeof describeUploadError>[1] }) =>
    setProblem({ message: describeUploadError(t, item.error), files: [{ name: fileName }] });

  async function replaceStoredFile(stored: AssetEditorFieldsFragment, file: File) {
    // The file goes straight into this asset: its first file, or a Replace (the old file becomes a
    // version, recorded as a replace; an approved asset goes back to review).
    const { items } = uploads.manager.addFiles([file], { assetCode: stored.code, isReplace: stored.processingStatus !== 'none' });
    if (!items[0]) return;
    const final = await uploads.manager.waitFor(items[0].id);
    if (final.status === 'done') {
      // The file arrived through the upload calls, outside GraphQL: nothing in the cache knows it yet.
      await reload();
      showNotice(t(final.outcome === 'unchanged' ? 'assets.editorForm.fileUnchanged' : 'assets.editorForm.fileReplaced'));
    } else if (final.status === 'error') {
      showUploadFailure(file.name, final);
    }
  }

  const chooseFiles = (files: File[]) => {
    if (files.length > 1) return setProblem(describeOneFileOnly(t, files));
    const file = files[0]!;
    const { rejection } = checkUploadLimits([file], SINGLE_FILE_LIMITS);
    if (rejection) return setProblem(describeRejection(t, rejection));
    if (asset) return void replaceStoredFile(asset, file);
    // Spec 2 §5: a new asset takes its name and kind from the chosen file.
    setPendingFile(file);
    form.setValue('name', file.name, { shouldDirty: true, shouldValidate: true });
    form.setValue('type', findKindOfFile(file), { shouldDirty: true });
  };

  async function createWithFile(values: AssetFormValues) {
    let code: string;
    try {
      const result = await createAsset({
        variables: {
          clientCode: client.code,
          conceptCode: concept.code,
          asset: toAssetInput(values, { changed: null, grouping: assetGrouping }),
        },
      });
      code = result.data!.createCreativeConceptAsset.code;
    } catch (error) {
      showSaveError(error);
      return;
    }
    let finalCode = code;
    if (pendingFile) {
      const { items } = uploads.manager.addFiles([pendingFile], {
        assetCode: code,
        isNewAsset: true,
        copyName: `${values.name.trim()} Copy`,
      });
      const final = items[0] ? await uploads.manager.waitFor(items[0].id) : null;
      if (!final || final.status !== 'done') {
        // Spec 2 §4: a new asset whose upload failed is deleted again. The server does it when the
        // upload is aborted or refused (isNewAsset), for every role; this covers an upload that never
        // started, where the user may delete.
        await deleteAsset({ variables: { clientCode: client.code, conceptAssetCode: code, comment: null } }).catch(() => undefined);
        if (final?.status === 'error') showUploadFailure(pendingFile.name, final);
        return;
      }
      finalCode = final.assetCode ?? code;
    }
    void navigate(buildConceptAssetLink(client.code, concept.code, finalCode, assetGrouping));
  }

  async function updateStored(stored: AssetEditorFieldsFragment, values: AssetFormValues) {
    const changed = new Set(Object.keys(dirtyFields) as AssetFormField[]);
    try {
      const result = await updateAsset({
        variables: {
          clientCode: client.code,
          conceptAssetCode: stored.code,
          asset: { ...toAssetInput(values, { changed }), version: stored.version },
        },
      });
      const saved = result.data?.updateCreativeConceptAsset;
      if (saved) form.reset(buildAssetValues(saved));
      showNotice(t('assets.editorForm.saved'));
    } catch (error) {
      showSaveError(error);
    }
  }

  const save = form.handleSubmit(
    async (values) => {
      clearErrors();
      if (asset) await updateStored(asset, values);
      else await createWithFile(values);
    },
    () => setFormError(t('conceptEditor.validation.invalidForm')),
  );

  // Embedded in the concept page, another tab unmounts the editor: that leaves it too.
  useLeaveGuard((isDirty || pendingFile !== null) && !isSubmitting, { blocksTabChange: isEmbedded });
  useSaveShortcut(() => void save(), canEdit && !uploads.isBusy);

  async function reloadDiscardingEdits() {
    clearErrors();
    const fresh = await reload();
    if (fresh) form.reset(buildAssetValues(fresh));
  }

  const title = asset ? asset.name : t(`assets.editorForm.createTitles.${isAssetGrouping(assetGrouping) ? assetGrouping : 'production'}`);
  const subtitle = asset
    ? t('assets.editorForm.subtitle', { code: asset.code, conceptName: concept.name })
    : t('assets.editorForm.createSubtitle', { conceptName: concept.name });

  return (
    <form noValidate onSubmit={(event: FormEvent) => void save(event)} aria-label={title}>
      <AssetEditorHeader
        title={title}
        subtitle={subtitle}
        groupingLabel={groupingLabel}
        isEmbedded={isEmbedded}
        canSave={canEdit}
        isSaveDisabled={isSubmitting || uploads.isBusy || (!isDirty && !pendingFile)}
        isSaving={isSubmitting}
        onSave={() => void save()}
        onCancel={() => onClose(assetGrouping)}
        onDelete={asset?.viewerCanDelete ? () => setIsDeleting(true) : undefined}
      />
      <Stack spacing={2}>
        <SaveProblemAlerts
          conflict={conflict}
          onReload={() => void reloadDiscardingEdits()}
          formError={formError}
          onDismissError={() => setFormError(null)}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <AssetDetailsFields
              form={form}
              access={access}
              clientCode={client.code}
              applicationCode={concept.applications[0]?.code ?? null}
              isNew={isNew}
              isAso={isAso}
              stored={asset ?? undefined}
              history={
                asset ? (
                  <AssetHistorySection
                    clientCode={client.code}
                    assetCode={asset.code}
                    entries={asset.history}
                    onCommentAdded={() => {
                      // A comment adds a history entry, which the comment mutation does not return with the asset.
                      void reload();
                      showNotice(t('conceptEditor.history.commentAdded'));
                    }}
                  />
                ) : null
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <AssetFileArea
              clientCode={client.code}
              asset={asset}
              pendingFile={pendingFile}
              upload={currentUpload}
              canChoose={canEdit && !isSubmitting}
              onFiles={chooseFiles}
              gallery={{
                concept: {
                  code: concept.code,
                  status: concept.status,
                  viewerCanApprove: concept.viewerCanApprove,
                  applicationCode: concept.applications[0]?.code ?? null,
                },
                onAssetChanged: reload,
                onConceptChanged: () => onConceptChanged?.(),
                onNotice: showNotice,
              }}
            />
          </Grid>
        </Grid>
        {asset ? <AuditBlock audit={asset.audit} /> : null}
      </Stack>
      <DuplicateFileDialog
        fileName={uploads.duplicatePrompt?.item.file.name ?? null}
        onAnswer={(decision) => uploads.duplicatePrompt?.answer(decision)}
        canReplaceAll={false}
      />
      <UploadProblemDialog problem={problem} onClose={() => setProblem(null)} />
      <UploadLeaveGuard isUploading={uploads.isBusy} />
      {asset && isDeleting ? (
        <DeleteAssetsDialog
          clientCode={client.code}
          assets={[{ code: asset.code, name: asset.name }]}
          onClose={() => setIsDeleting(false)}
          onDeleted={() => {
            // Detached: the editor closes now; the concept reloads behind it and reports its own failure.
            void onConceptChanged?.();
            onClose(assetGrouping);
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </form>
  );
}
