import { createContext, useContext, type ReactNode } from 'react';
import type { FolderNode } from './folder-tree-data';

/** What every row of a FolderTree needs; a context, because react-arborist renders rows itself. */
export interface FolderTreeContextValue {
  selectedId: string | null;
  /** The panel's per-folder action icons; the picker has none. */
  renderActions?: (folder: FolderNode) => ReactNode;
  /** Room kept for the action icons on every row, so counts do not shift when they appear. */
  actionSlotWidth?: number;
  /** The count's accessible name; default "N concepts" (the asset tree counts assets). */
  describeCount?: (count: number) => string;
  /** Rows show their folder's own count, or (true) the count with every sub-folder's. */
  isCountingSubfolders?: boolean;
}

export const FolderTreeContext = createContext<FolderTreeContextValue>({ selectedId: null });
export const useFolderTreeContext = () => useContext(FolderTreeContext);
