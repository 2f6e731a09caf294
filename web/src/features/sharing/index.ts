import { createLazyPage } from '../../lib/lazy-page';

/** The public view of a shared concept. */
export const ExternalConceptRoute = createLazyPage(() => import('./ExternalConceptRoute'), 'ExternalConceptRoute');
/** The concept editor's Share action and its dialog (links: make, copy, list, revoke). */
export { ShareConceptButton } from './ShareConceptButton';
