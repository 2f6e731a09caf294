import { createLazyPage } from '../../lib/lazy-page';

/** Reports: the embedded report pages of an application. */
export const ReportsPage = createLazyPage(() => import('./ReportsPage'), 'ReportsPage');
