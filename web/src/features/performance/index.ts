import { createLazyPage } from '../../lib/lazy-page';

/** Creative performance: the application's performance dashboard route. */
export const CreativePerformancePage = createLazyPage(() => import('./CreativePerformancePage'), 'CreativePerformancePage');
