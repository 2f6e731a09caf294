/** My work: the signed-in user's action items across clients and concepts. */
import { createLazyPage } from '../../lib/lazy-page';

export const MyWorkPage = createLazyPage(() => import('./MyWorkPage'), 'MyWorkPage');
