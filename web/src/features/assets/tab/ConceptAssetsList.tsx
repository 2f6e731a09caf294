import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullWidthPage, usePermissions } from '../../../session';
import { LoadingView } from '../../../components/LoadingView';
import { NoticeSnackbar, useNotice } from '../../../components/NoticeSnackbar';
import type { AssetListFieldsFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatFolderPath, type FolderNode, FolderTreePickerDialog, useIsFolderPanelOverlay } from '../../folders';
import { MoveAssetMutation } from '../shared/asset-queries';
import { buildAssetEditorPath } from '../shared/asset-paths';
import { DeleteAssetsDialog } from '../shared/DeleteAssetsDialog';
import { InterruptedUploadsAlert } from '../shared/InterruptedUploadsAlert';
import { UploadQueueList } from '../shared/UploadQueueList';
import { useConceptAssets } from '../shared/use-concept-assets';
import { DuplicateFileDialog } from '../upload/DuplicateFileDialog';
import { UploadDropZone } from '../upload/UploadDropZone';
import { UploadLeaveGuard } from '../upload/UploadLeaveGuard';
import { describeRejection } from '../upload/upload-messages';
import { UploadProblemDialog, type UploadProblem } from '../upload/UploadProblemDialog';
import type { UploadItem } from '../upload/upload-types';
import { useUploadManager } from '../upload/use-upload-manager';
import { AssetFolderPanel } from './AssetFolderPanel';
import { AssetsCardHeader } from './AssetsCardHeader';
import { AssetsGrid } from './AssetsGrid';
import { AssetTiles } from './AssetTiles';
import { useAssetTabSession } from './asset-tab-session';
import { buildAssetFilter, useAssetFolders, type AssetFolderSelection } from './use-asset-folders';
import { toUploadRowId, type AssetGridRow } from './use-asset-columns';

interface ConceptAssetsListProps {
  clientCode: string;
  applicationCode: string;
  conceptCode: string;
  /** The concept's zip link (spec 2 §7: plus &assetType=production); null without one. */
  downloadUrl?: string | null;
  /** Assets were added or removed: the concept's counts and zip link change. */
  onAssetsChanged?: () => void;
}

type DeleteTarget = readonly { code: string; name: string }[];

/**
 * The production assets of a concept (spec 2 §2.3): the folder tree on the left; on the right a
 * card with the view toggle, Add asset, the upload area, the bulk actions and the tiles or grid.
 */
export function ConceptAssetsList({ clientCode, applicationCode, conceptCode, downloadUrl, onAssetsChanged }: ConceptAssetsListProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [session, updateSession] = useAssetTabSession(clientCode, applicationCode);
  const [selection, setSelection] = useState<AssetFolderSelection | null | undefined>(undefined);
  const [selectedCodes, setSelectedCodes] = useState<string[]>([]);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [isMovePickerOpen, setIsMovePickerOpen] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<UploadItem | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const { notice, showNotice, hideNotice } = useNotice();
  const [moveAsset] = useMutation(MoveAssetMutation);
  // Tiles use a wide monitor's room (at their 380 px minimum) instead of the editor's 1440 px column.
  useFullWidthPage();
  // Below 1440 px the open tree lies over the list and takes no room from the tiles.
  const isFolderPanelOverlay = useIsFolderPanelOverlay();

  // Spec 2 §2.3: choosing a folder filters the list and clears the selected assets.
  const selectFolder = useCallback((next: AssetFolderSelection | null) => {
    setSelection(next);
    setSelectedCodes([]);
  }, []);
  // Stable callbacks: the folder tree rebuilds its rows whenever one of its props changes, and
  // upload progress re-renders this list often.
  const changeFolderPanelOpen = useCallback((isFolderPanelOpen: boolean) => updateSession({ isFolderPanelOpen }), [updateSession]);
  const changeShowInactive = useCallback((showInactive: boolean) => updateSession({ showInactive }), [updateSession]);
  const changeOpenFolderIds = useCallback((openFolderIds: string[]) => updateSession({ openFolderIds }), [updateSession]);
  const showError = useCallback((message: string) => showNotice(message, 'error'), [showNotice]);
  const folders = useAssetFolders({ clientCode, conceptCode, showInactive: session.showInactive, selection, onSelect: selectFolder });
  const filter = useMemo(() => buildAssetFilter(selection ?? null), [selection]);
  const { assets, isLoading, refetch } = useConceptAssets({
    clientCode,
    conceptCode,
    assetType: 'production',
    filter,
    skip: selection === undefined,
  });
  const refetchFolders = folders.refetch;
  // After uploads, moves and deletes: which assets a folder holds and the folders' counts changed
  // (membership and counts), and so did the concept's asset count and zip link.
  const refreshAll = useCallback(() => {
    void refetch();
    void refetchFolders();
    onAssetsChanged?.();
  }, [refetch, refetchFolders, onAssetsChanged]);

  const uploads = useUploadManager({
    clientCode,
    conceptCode,
    assetType: 'production',
    isResumable: true,
    onSettled: (item) => {
      if (item.status === 'done') refreshAll();
    },
  });
  const uploadFiles = (files: File[]) => {
    const { rejection } = uploads.manager.addFiles(files, { creativeNodeCode: selection?.kind === 'folder' ? selection.id : null });
    if (rejection) setProblem(describeRejection(t, rejection));
  };

  const buildEditPath = useCallback(
    (asset: AssetListFieldsFragment) => buildAssetEditorPath(clientCode, conceptCode, asset.code),
    [clientCode, conceptCode],
  );
  const folderNames = useMemo(() => new Map([...folders.index].map(([code, node]) => [code, node.name])), [folders.index]);
  const openDelete = useCallback((asset: AssetListFieldsFragment) => setDeleteTarget([{ code: asset.code, name: asset.name }]), []);
  const { remove: removeUploadById } = uploads;
  const removeUpload = useCallback((item: UploadItem) => removeUploadById(item.id), [removeUploadById]);
  const columnOptions = useMemo(
    () => ({
      clientCode,
      buildEditPath,
      folderNames,
      canView: can('asset:view'),
      canUpdate: can('asset:update'),
      canDelete: can('asset:delete'),
      onDelete: openDelete,
      onCancelUpload: setCancelTarget,
      onRemoveUpload: removeUpload,
    }),
    [clientCode, buildEditPath, folderNames, can, openDelete, removeUpload],
  );

  const visibleUploads = useMemo(
    () => uploads.items.filter((item) => item.status === 'waiting' || item.status === 'loading' || item.status === 'error'),
    [uploads.items],
  );
  const rows = useMemo<AssetGridRow[]>(
    () => [
      ...visibleUploads.map((upload): AssetGridRow => ({ rowKind: 'upload', id: toUploadRowId(upload.id), upload })),
      ...assets.map((asset): AssetGridRow => ({ rowKind: 'asset', id: asset.code, asset })),
    ],
    [visibleUploads, assets],
  );
  const selectedAssets = assets.filter((asset) => selectedCodes.includes(asset.code));
  const selectedSet = useMemo(() => new Set(selectedCodes), [selectedCodes]);

  const moveSelected = async (folder: FolderNode) => {
    setIsMovePickerOpen(false);
    setIsMoving(true);
    const failures: string[] = [];
    for (const asset of selectedAssets) {
      if (asset.creativeNode?.code === folder.id) continue;
      try {
        await moveAsset({
          // No version: a move only changes the folder, so it need not refuse a stale copy.
          variables: { clientCode, conceptAssetCode: asset.code, asset: { creativeNode: { code: folder.id } } },
        });
      } catch (error) {
        failures.push(`${asset.name}: ${findServerMessage(error, t('errors.network'))}`);
      }
    }
    setIsMoving(false);
    setSelectedCodes([]);
    refreshAll();
    if (failures.length > 0) showNotice(t('assets.bulk.moveFailed', { details: failures.join('; ') }), 'error');
    else showNotice(t('assets.bulk.moved', { count: selectedAssets.length, path: formatFolderPath(folder.pathNames) }));
  };

  // Tile view folders: the sub-folders of the folder shown, or the top-level ones when none is.
  const shownFolder = selection?.kind === 'folder' ? folders.index.get(selection.id) : undefined;
  const tileFolders = selection === null ? folders.roots : (shownFolder?.children ?? []);
  const back = shownFolder ? { target: shownFolder.parentId ? (folders.index.get(shownFolder.parentId) ?? null) : null } : null;

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch' }}>
      <AssetFolderPanel
        data={folders}
        isOpen={session.isFolderPanelOpen}
        onOpenChange={changeFolderPanelOpen}
        showInactive={session.showInactive}
        onShowInactiveChange={changeShowInactive}
        selection={selection}
        onSelect={selectFolder}
        openIds={session.openFolderIds}
        onOpenIdsChange={changeOpenFolderIds}
        onError={showError}
      />
      <Card variant="outlined" component="section" aria-labelledby="concept-assets-title" sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <Stack spacing={2}>
          <AssetsCardHeader
            titleId="concept-assets-title"
            clientCode={clientCode}
            conceptCode={conceptCode}
            downloadUrl={downloadUrl ?? null}
            viewMode={session.viewMode}
            onViewModeChange={(viewMode) => updateSession({ viewMode })}
            selectedCount={selectedAssets.length}
            isBusy={isMoving}
            canCreate={can('asset:create')}
            canMove={can('asset:update')}
            canDelete={can('asset:delete')}
            onMove={() => setIsMovePickerOpen(true)}
            onDelete={() => setDeleteTarget(selectedAssets.map(({ code, name }) => ({ code, name })))}
          />
          <InterruptedUploadsAlert uploads={uploads.interrupted} onDiscard={(uploadId) => void uploads.discardInterrupted(uploadId)} />
          {can('asset:create') ? <UploadDropZone onFiles={uploadFiles} /> : null}
          {session.viewMode === 'grid' ? (
            <AssetsGrid
              clientCode={clientCode}
              rows={rows}
              isLoading={isLoading || selection === undefined}
              isUploading={visibleUploads.length > 0}
              selectedCodes={selectedCodes}
              onSelectedCodesChange={setSelectedCodes}
              columnOptions={columnOptions}
            />
          ) : (
            <>
              <UploadQueueList items={uploads.items} onCancel={setCancelTarget} onRemove={removeUpload} />
              {isLoading || selection === undefined ? (
                <LoadingView />
              ) : (
                <AssetTiles
                  clientCode={clientCode}
                  assets={assets}
                  folders={tileFolders}
                  back={back}
                  onOpenFolder={(folder) => selectFolder(folder ? { kind: 'folder', id: folder.id } : null)}
                  isTreeOpen={session.isFolderPanelOpen && !isFolderPanelOverlay}
                  selectedCodes={selectedSet}
                  onToggleSelected={(code) =>
                    setSelectedCodes((current) => (current.includes(code) ? current.filter((item) => item !== code) : [...current, code]))
                  }
                  buildEditPath={buildEditPath}
                  canView={columnOptions.canView}
                  canUpdate={columnOptions.canUpdate}
                  canDelete={columnOptions.canDelete}
                  onDelete={openDelete}
                />
              )}
            </>
          )}
        </Stack>
      </Card>

      {deleteTarget ? (
        <DeleteAssetsDialog
          clientCode={clientCode}
          assets={deleteTarget}
          onClose={() => setDeleteTarget(null)}
          onDeleted={(codes) => {
            setSelectedCodes((current) => current.filter((code) => !codes.includes(code)));
            refreshAll();
            showNotice(t('assets.delete.deleted', { count: codes.length }));
          }}
        />
      ) : null}
      <FolderTreePickerDialog
        open={isMovePickerOpen}
        folders={folders.roots}
        title={t('assets.bulk.moveTitle', { count: selectedAssets.length })}
        emptyText={t('assets.folders.pickerEmpty')}
        describeCount={(count) => t('assets.folders.assetCount', { count })}
        onSelect={(folder) => void moveSelected(folder)}
        onClose={() => setIsMovePickerOpen(false)}
      />
      <ConfirmDialog
        open={cancelTarget !== null}
        title={t('assets.uploads.cancelTitle')}
        message={t('assets.uploads.cancelMessage', { name: cancelTarget?.file.name ?? '' })}
        confirmLabel={t('assets.uploads.cancelConfirm')}
        isDestructive
        onConfirm={() => {
          if (cancelTarget) uploads.cancel(cancelTarget.id);
          setCancelTarget(null);
        }}
        onClose={() => setCancelTarget(null)}
      />
      <DuplicateFileDialog
        fileName={uploads.duplicatePrompt?.item.file.name ?? null}
        onAnswer={(decision) => uploads.duplicatePrompt?.answer(decision)}
      />
      <UploadProblemDialog problem={problem} onClose={() => setProblem(null)} />
      <UploadLeaveGuard isUploading={uploads.isBusy} />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </Box>
  );
}
