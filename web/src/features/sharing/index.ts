import { createLazyPage } from '../../lib/lazy-page';

/** The public view of a shared concept. */
export const ExternalConceptRoute = createLazyPage(() => import('./ExternalConceptRoute'), 'ExternalConceptRoute');
