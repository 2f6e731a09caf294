import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPanel, type FolderPanelStateProps, type FolderPanelTexts } from '../../folders';
import type { AssetFolderSelection, AssetFoldersData } from './use-asset-folders';

interface AssetFolderPanelProps extends Omit<FolderPanelStateProps, 'selectedId'> {
  data: AssetFoldersData;
  /** The list keeps the whole selection (a virtual folder's filter); the panel needs its id. */
  selection: AssetFolderSelection | null | undefined;
  /** A message for the tab's snackbar (a refused move). */
  onError: (message: string) => void;
}

/**
 * The concept's asset folder tree (spec 2 §2.3) in the shared folder panel: counts are assets, a
 * new folder goes under the folder it was added from, and deleting the selected folder selects
 * its parent (its assets stay in the concept, outside any folder).
 */
export function AssetFolderPanel({ data, selection, ...panelProps }: AssetFolderPanelProps) {
  const { t } = useTranslation();
  const texts = useMemo<FolderPanelTexts>(
    () => ({
      heading: t('assets.folders.heading'),
      expandPanel: t('assets.folders.expand'),
      collapsePanel: t('assets.folders.collapse'),
      treeLabel: t('assets.folders.treeLabel'),
      loading: t('assets.folders.loading'),
      loadFailed: t('assets.folders.loadFailed'),
      virtualLoadFailed: t('assets.folders.virtualLoadFailed'),
      empty: t('assets.folders.empty'),
      moveFailed: t('assets.folders.moveFailed'),
      describeCount: (count) => t('assets.folders.assetCount', { count }),
      deleteMessage: (folder) =>
        t(folder.children.length > 0 ? 'assets.folders.deleteMessageWithSubfolders' : 'assets.folders.deleteMessage', {
          name: folder.name,
        }),
    }),
    [t],
  );
  return (
    <FolderPanel
      {...panelProps}
      data={data}
      mutations={data.mutations}
      texts={texts}
      selectedId={selection === undefined ? undefined : (selection?.id ?? null)}
      shouldSelectParentOnDelete
      minHeight={480}
    />
  );
}
