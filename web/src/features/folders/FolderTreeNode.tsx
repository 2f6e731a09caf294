import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import type { NodeRendererProps } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { useFolderTreeContext } from './folder-tree-context';
import { buildExpanderStyle, buildFolderRowName, FolderTypeIcon } from './folder-row';
import type { FolderNode } from './folder-tree-data';

/** Spec 1 §4: hovering a collapsed folder this long while dragging opens it. */
export const AUTO_OPEN_DELAY_MS = 500;

/**
 * One folder row: expander, type icon, name, count and (in the panel) the action icons.
 * Styling comes from class names and data attributes styled once by FolderTree (folderRowStyles):
 * only the visible rows render, but each toggle re-renders them all, so rows stay light. The
 * action icons are rendered only for the row that is hovered, focused or selected.
 */
export function FolderTreeNode({ node, style, dragHandle }: NodeRendererProps<FolderNode>) {
  const { t } = useTranslation();
  const { selectedId, renderActions, actionSlotWidth, isCountingSubfolders } = useFolderTreeContext();
  const [isHovered, setIsHovered] = useState(false);
  const folder = node.data;
  const isSelected = folder.id === selectedId;
  const hasChildren = folder.children.length > 0;
  const shownCount = findShownCount(folder, isCountingSubfolders);
  const { willReceiveDrop, isClosed, tree, id } = node;

  useEffect(() => {
    if (!willReceiveDrop || !isClosed) return;
    const timer = setTimeout(() => tree.open(id), AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [willReceiveDrop, isClosed, tree, id]);

  const showsActions = isHovered || isSelected || node.isFocused;
  return (
    <div
      ref={dragHandle}
      style={style}
      className="folder-row-outer"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <div
        className="folder-row"
        data-selected={isSelected}
        data-drop-target={willReceiveDrop}
        data-focused={node.isFocused}
        data-inactive={folder.status === 'inactive'}
      >
        {hasChildren ? (
          // Out of the tab order: the tree's arrow keys open and close folders; this is for the pointer.
          <button
            type="button"
            tabIndex={-1}
            className="folder-expander"
            aria-label={t(node.isOpen ? 'folders.collapseNamed' : 'folders.expandNamed', { name: folder.name })}
            onClick={(event) => {
              event.stopPropagation();
              node.toggle();
            }}
          >
            {node.isOpen ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </button>
        ) : (
          <span className="folder-expander" aria-hidden />
        )}
        <FolderTypeIcon nodeTypeCode={folder.nodeTypeCode} isOpen={node.isOpen && hasChildren} />
        <span className="folder-name" title={folder.name}>
          {folder.name}
        </span>
        {/* A space between name and count: not drawn in the flex row, but the row's text reads "Key art 12". */}
        {shownCount > 0 ? (
          <>
            {' '}
            <span className="folder-count">{shownCount}</span>
          </>
        ) : null}
        {renderActions ? (
          <span className="folder-actions" style={{ width: actionSlotWidth }} onClick={(event) => event.stopPropagation()}>
            {showsActions ? renderActions(folder) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The count a folder row shows: its own concepts, or with its subfolders' where the tree counts them. */
export function findShownCount(folder: FolderNode, isCountingSubfolders: boolean | undefined): number {
  return isCountingSubfolders ? (folder.totalCount ?? folder.count) : folder.count;
}

/** A folder row's accessible name: the folder's name and the count it shows, in words. */
export function useFolderRowName(folder: FolderNode): string {
  const { t } = useTranslation();
  const { describeCount, isCountingSubfolders } = useFolderTreeContext();
  const count = findShownCount(folder, isCountingSubfolders);
  return buildFolderRowName(folder.name, count > 0 ? (describeCount ? describeCount(count) : t('folders.conceptCount', { count })) : null);
}

/** The row styles, applied once on the tree's container. */
export function buildFolderRowStyles(theme: Theme) {
  const primary = theme.palette.primary.main;
  return {
    '& .folder-row-outer': { height: '100%', display: 'flex' },
    '& .folder-row': {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      paddingRight: theme.spacing(0.5),
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
    },
    '& .folder-row:hover': { backgroundColor: theme.palette.action.hover },
    '& .folder-row[data-selected="true"]': { backgroundColor: alpha(primary, 0.12) },
    '& .folder-row[data-selected="true"]:hover': { backgroundColor: alpha(primary, 0.16) },
    '& .folder-row[data-selected="true"] .folder-name': { fontWeight: 600 },
    '& .folder-row[data-drop-target="true"]': { backgroundColor: alpha(primary, 0.2) },
    '& .folder-row[data-focused="true"]': { outline: `1px solid ${alpha(primary, 0.5)}` },
    '& .folder-row[data-inactive="true"]': { opacity: 0.5 },
    '& .folder-expander': buildExpanderStyle(theme),
    '& .folder-name': {
      ...theme.typography.body2,
      flex: 1,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .folder-count': { ...theme.typography.caption, color: theme.palette.text.secondary, flexShrink: 0 },
    '& .folder-actions': { display: 'flex', justifyContent: 'flex-end', flexShrink: 0 },
  };
}
