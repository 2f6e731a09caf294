/** Folders: the concept folder tree and pickers, and the tree building blocks the asset folders reuse. */
export { FolderTreePanel } from './FolderTreePanel';
export { FolderPanel, useIsFolderPanelOverlay, type FolderPanelStateProps, type FolderPanelTexts } from './FolderPanel';
export { FolderPickerDialog } from './FolderPickerDialog';
export { FolderTreePickerDialog } from './FolderTreePickerDialog';
export { FolderTypeIcon } from './folder-row';
export type { VirtualFolder } from './VirtualFolderList';
export { CreativeNodesQuery, CreativeVirtualNodesQuery } from './folder-queries';
export { bindFolderMutations } from './folder-mutations';
export { formatFolderPath, nestFlatFolders, type FolderNode } from './folder-tree-data';
export { useFolderTree, type FolderSelection } from './use-folder-tree';
