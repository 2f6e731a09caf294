import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import type { ParentPickerProps } from './FolderFormDialog';
import { FolderPanel, type FolderPanelStateProps, type FolderPanelTexts } from './FolderPanel';
import { FolderPickerDialog } from './FolderPickerDialog';
import { useConceptFolders } from './use-concept-folders';

export type { FolderSelection } from './use-folder-tree';

interface FolderTreePanelProps extends FolderPanelStateProps {
  clientCode: string;
  applicationCode: string;
}

/**
 * The concept folder panel (spec 1 §2, §4): the application's folder tree in the shared panel. Its
 * data loads even while the panel is collapsed, so the first folder is still selected for the
 * list; a new folder's parent can be chosen in the form; deleting the selected folder clears the
 * selection.
 */
export function FolderTreePanel({ clientCode, applicationCode, showInactive, selectedId, onSelect, ...panelProps }: FolderTreePanelProps) {
  const { t } = useTranslation();
  const { notice, showNotice, hideNotice } = useNotice();
  const { data, mutations } = useConceptFolders({ clientCode, applicationCode, showInactive, selectedId, onSelect });
  const texts = useMemo<FolderPanelTexts>(
    () => ({
      heading: t('folders.heading'),
      expandPanel: t('folders.expandPanel'),
      collapsePanel: t('folders.collapsePanel'),
      treeLabel: t('folders.treeLabel'),
      loading: t('folders.loading'),
      loadFailed: t('folders.loadFailed'),
      virtualLoadFailed: t('folders.virtualLoadFailed'),
      empty: t('folders.empty'),
      moveFailed: t('folders.moveFailed'),
      describeCount: (count) => t('folders.conceptCount', { count }),
      deleteMessage: (folder) =>
        t(folder.children.length > 0 ? 'folders.delete.messageWithSubfolders' : 'folders.delete.message', { name: folder.name }),
    }),
    [t],
  );
  const showError = useCallback((message: string) => showNotice(message, 'error'), [showNotice]);
  const renderParentPicker = useCallback(
    (picker: ParentPickerProps) => <FolderPickerDialog clientCode={clientCode} applicationCode={applicationCode} {...picker} />,
    [clientCode, applicationCode],
  );

  return (
    <>
      <FolderPanel
        {...panelProps}
        data={data}
        mutations={mutations}
        texts={texts}
        showInactive={showInactive}
        selectedId={selectedId}
        onSelect={onSelect}
        onError={showError}
        renderParentPicker={renderParentPicker}
      />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
