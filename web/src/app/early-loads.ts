import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { creativeRoutes, topLevelPaths } from './routes';
import { MyPermissionsQuery } from './shell/permissions-query';

/**
 * What the page being opened needs, asked for as the app starts instead of one after another: the
 * page's code, the user's permissions in the URL's client and the data the page shows first (its
 * route's `prefetch`: the concept of an editor) load while the session is checked.
 * The permissions answer lands in the cache the shell reads (an error is left to the shell's own
 * query); a page the user may not open only costs its download.
 */
export function startEarlyLoads(client: ApolloClient, pathname: string) {
  const area = matchPath({ path: `${topLevelPaths.creativeArea}/*` }, pathname);
  const clientCode = area?.params.clientCode;
  if (!clientCode) return;
  const match = creativeRoutes
    .map((route) => {
      const params: Partial<Record<string, string>> | undefined = matchPath(
        `${topLevelPaths.creativeArea}/${route.path}`,
        pathname,
      )?.params;
      return { route, params };
    })
    .find(({ params }) => params !== undefined);
  void match?.route.Page.preload().catch(() => undefined);
  void client.query({ query: MyPermissionsQuery, variables: { clientCode }, context: { isPrefetch: true } }).catch(() => undefined);
  match?.route.prefetch?.(client, { ...match.params, clientCode });
}
