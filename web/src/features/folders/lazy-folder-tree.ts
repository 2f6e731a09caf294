import { lazy } from 'react';

/**
 * The tree (react-arborist with its drag and drop, ~29 KB compressed) loads when a tree is shown:
 * the panel's frame and the page around it paint first, and a page that only offers the folder
 * picker downloads the tree when the picker opens.
 */
export const LazyFolderTree = lazy(() => import('./FolderTree').then((module) => ({ default: module.FolderTree })));
