/** Notifications: the app bar's bell (list, mark read, settings) and the e-mail unsubscribe page. */
import { createLazyPage } from '../../lib/lazy-page';

export { NotificationBell } from './NotificationBell';
export const UnsubscribePage = createLazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage');
