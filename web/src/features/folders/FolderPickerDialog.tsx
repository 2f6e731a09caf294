import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderTreePickerDialog } from './FolderTreePickerDialog';
import { CreativeNodesQuery } from './folder-queries';
import { buildFolderTree } from './folder-tree-data';

export interface FolderPickerDialogProps {
  open: boolean;
  clientCode: string;
  applicationCode: string;
  /** The folder chosen when the dialog opens (the current one), or null. */
  value: string | null;
  /** Called with the chosen folder; the caller compares it with its current folder. */
  onSelect: (code: string, pathNames: string[]) => void;
  onClose: () => void;
  /** Defaults to "Select folder". */
  title?: string;
}

/**
 * The concept folder picker: the application's active folders, loaded each time the dialog opens.
 * Used for a concept's folder (list row action, concept form) and a new folder's parent.
 */
export function FolderPickerDialog({ open, clientCode, applicationCode, value, onSelect, onClose, title }: FolderPickerDialogProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(CreativeNodesQuery, {
    variables: { clientCode, applicationCode, filter: { status: 'active' } },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const folders = useMemo(() => buildFolderTree(data?.creativeNodes ?? []), [data]);
  return (
    <FolderTreePickerDialog
      open={open}
      title={title ?? t('folders.picker.title')}
      folders={folders}
      isLoading={loading && !data}
      loadError={error}
      onRetry={() => void refetch()}
      value={value}
      emptyText={t('folders.picker.empty')}
      onSelect={(folder) => onSelect(folder.id, folder.pathNames)}
      onClose={onClose}
    />
  );
}
