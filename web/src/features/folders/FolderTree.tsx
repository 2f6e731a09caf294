import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Tree, type NodeApi, type RowRendererProps, type TreeApi } from 'react-arborist';
import { buildFolderRowStyles, FolderTreeNode, useFolderRowName } from './FolderTreeNode';
import { canDropFolders, type FolderMoveRequest } from './folder-move';
import { FolderTreeContext, useFolderTreeContext } from './folder-tree-context';
import { indexFolders, type FolderNode } from './folder-tree-data';

import { FOLDER_ROW_HEIGHT } from './folder-row';
const INDENT = 20;

interface FolderTreeProps {
  folders: FolderNode[];
  /** Accessible name of the tree. */
  label: string;
  selectedId: string | null;
  onSelect: (folder: FolderNode | null) => void;
  height: number;
  /** Read when the tree mounts. */
  initialOpenIds?: readonly string[];
  onOpenIdsChange?: (openIds: string[]) => void;
  /** Given: folders can be dragged; called with the drop to persist. */
  onMove?: (request: FolderMoveRequest) => void;
  renderActions?: (folder: FolderNode) => ReactNode;
  actionSlotWidth?: number;
  describeCount?: (count: number) => string;
  /** Counts include every sub-folder's (the panel's choice); otherwise each folder's own. */
  isCountingSubfolders?: boolean;
  /** Clicking the selected folder again clears the selection. */
  isDeselectable?: boolean;
  treeRef?: React.Ref<TreeApi<FolderNode> | undefined>;
}

/**
 * The virtualised folder tree (react-arborist renders only the visible rows, so thousands of
 * folders scroll smoothly). Selection is owned by the caller; arborist keeps focus, open state and
 * drag and drop.
 */
export function FolderTree({
  folders,
  label,
  selectedId,
  onSelect,
  height,
  initialOpenIds,
  onOpenIdsChange,
  onMove,
  renderActions,
  actionSlotWidth,
  describeCount,
  isCountingSubfolders = false,
  isDeselectable = false,
  treeRef,
}: FolderTreeProps) {
  const apiRef = useRef<TreeApi<FolderNode> | undefined>(undefined);
  const theme = useTheme();
  const rowStyles = useMemo(
    () => ({
      '& [role="tree"]:focus-visible': { outline: 'none' },
      '& [role="treeitem"]:focus-visible': { outline: 'none' },
      ...buildFolderRowStyles(theme),
    }),
    [theme],
  );
  // Each tree gets its own drag-and-drop root: react-dnd's HTML5 backend allows one per element,
  // and the panel's tree and a picker dialog's tree can be on screen together.
  const [dndRoot, setDndRoot] = useState<HTMLDivElement | null>(null);
  // Read once: arborist owns the open state while mounted and reports changes through onToggle.
  const [initialOpenState] = useState(() => Object.fromEntries((initialOpenIds ?? []).map((id) => [id, true])));
  const contextValue = useMemo(
    () => ({ selectedId, renderActions, actionSlotWidth, describeCount, isCountingSubfolders }),
    [selectedId, renderActions, actionSlotWidth, describeCount, isCountingSubfolders],
  );

  const setRefs = useCallback(
    (api: TreeApi<FolderNode> | null | undefined) => {
      apiRef.current = api ?? undefined;
      if (typeof treeRef === 'function') treeRef(api ?? undefined);
      else if (treeRef) (treeRef as React.RefObject<TreeApi<FolderNode> | undefined>).current = api ?? undefined;
    },
    [treeRef],
  );

  const handleToggle = useCallback(() => {
    const api = apiRef.current;
    if (!api || !onOpenIdsChange) return;
    onOpenIdsChange(
      Object.entries(api.openState)
        .filter(([, isOpen]) => isOpen)
        .map(([id]) => id),
    );
  }, [onOpenIdsChange]);

  const handleActivate = useCallback(
    (node: NodeApi<FolderNode>) => {
      if (isDeselectable && node.id === selectedId) onSelect(null);
      else onSelect(node.data);
    },
    [isDeselectable, onSelect, selectedId],
  );

  const index = useMemo(() => indexFolders(folders), [folders]);
  const isDropDisabled = useCallback(
    ({ parentNode, dragNodes }: { parentNode: NodeApi<FolderNode>; dragNodes: NodeApi<FolderNode>[] }) =>
      !canDropFolders(
        index,
        dragNodes.map((node) => node.id),
        parentNode.isRoot ? null : parentNode.id,
      ),
    [index],
  );

  const handleMove = useCallback(
    (args: { dragIds: string[]; parentId: string | null; index: number }) =>
      onMove?.({ dragIds: args.dragIds, parentId: args.parentId, index: args.index }),
    [onMove],
  );

  return (
    <FolderTreeContext value={contextValue}>
      <Box ref={setDndRoot} sx={rowStyles}>
        {dndRoot ? (
          <Tree<FolderNode>
            ref={setRefs}
            data={folders}
            aria-label={label}
            width="100%"
            height={height}
            rowHeight={FOLDER_ROW_HEIGHT}
            indent={INDENT}
            overscanCount={4}
            openByDefault={false}
            disableMultiSelection
            disableEdit
            disableDrag={!onMove}
            disableDrop={onMove ? isDropDisabled : true}
            initialOpenState={initialOpenState}
            onToggle={handleToggle}
            onActivate={handleActivate}
            onMove={onMove ? handleMove : undefined}
            renderRow={FolderTreeRow}
            dndRootElement={dndRoot}
          >
            {FolderTreeNode}
          </Tree>
        ) : null}
      </Box>
    </FolderTreeContext>
  );
}

/** The row element: our selection drives aria-selected; Enter selects, as a click does. */
function FolderTreeRow({ node, attrs, innerRef, children }: RowRendererProps<FolderNode>) {
  const { selectedId } = useFolderTreeContext();
  const name = useFolderRowName(node.data);
  return (
    <div
      {...attrs}
      ref={innerRef}
      aria-label={name}
      aria-selected={node.id === selectedId}
      // react-window's max-content minimum would let long names push the action icons out of view.
      style={{ ...attrs.style, minWidth: undefined }}
      onFocus={(event) => event.stopPropagation()}
      onClick={node.handleClick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) node.activate();
      }}
    >
      {children}
    </div>
  );
}
