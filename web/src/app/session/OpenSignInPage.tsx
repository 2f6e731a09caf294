import { useEffect } from 'react';
import { LoadingView } from '../../components/LoadingView';

/**
 * The app's `/signin` route: the sign-in page is an entry of its own (main.tsx), so arriving here
 * inside the app (session ended, signed out) loads the page afresh at the same URL, `next` included.
 * The full load also drops everything the app held of the previous session.
 */
export function OpenSignInPage() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <LoadingView fullPage />;
}
