import { RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/graphql/client';
import { AppProviders } from './AppProviders';
import { startEarlyLoads } from './early-loads';
import { createAppRouter } from './router';
import { buildSignInPath } from '../session';

const PUBLIC_PATH_PREFIXES = ['/signin', '/external/'];

const router = createAppRouter();

let isLeaving = false;
const client = createApolloClient({
  // The session ended (expired, or signed out in another tab): forget this user's data and ask
  // for a sign-in that brings the user back here.
  onUnauthenticated: () => {
    const { pathname, search, hash } = router.state.location;
    if (isLeaving || PUBLIC_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
    isLeaving = true;
    void client
      .clearStore()
      .then(() => router.navigate(buildSignInPath(`${pathname}${search}${hash}`), { replace: true }))
      .finally(() => {
        isLeaving = false;
      });
  },
});

/** Called once by the app's entry, before the first render (not by tests that render App). */
export function startAppLoads() {
  startEarlyLoads(client, window.location.pathname);
}

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
