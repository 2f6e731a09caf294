import { createLazyPage } from '../../lib/lazy-page';

/** Ad networks: the application's ad accounts, syncs, imports and automatic-linking review. */
export const AdAccountsPage = createLazyPage(() => import('./AdAccountsPage'), 'AdAccountsPage');
