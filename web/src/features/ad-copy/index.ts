import { createLazyPage } from '../../lib/lazy-page';

/** Ad copy: its list and editor routes. */
export const AdCopyListPage = createLazyPage(() => import('./AdCopyListPage'), 'AdCopyListPage');
export const AdCopyEditorPage = createLazyPage(() => import('./AdCopyEditorPage'), 'AdCopyEditorPage');
