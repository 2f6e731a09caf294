import type { IncomingMessage } from 'node:http';
import type { World } from './world.js';

/** Which network's rules (auth, errors, throttling) a route follows; none for files and admin. */
export type Network = 'meta' | 'applovin';

/** What tests can switch at run time through the admin routes. */
export interface SandboxState {
  world: World;
  /** Accepted credentials: a Meta access token, an AppLovin campaign management key. */
  credentials: { metaAccessToken: string; appLovinApiKey: string };
  /** The next `remaining` calls to the network (or to both) are throttled. */
  throttle: { network: Network | null; remaining: number; retryAfterSeconds: number };
  /** Every API call, in order (method, path with query, status): tests count pages with it. */
  requestLog: { network: Network | null; method: string; path: string; status: number }[];
}

export interface RouteContext {
  state: SandboxState;
  request: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  body: unknown;
  /** The sandbox's own origin as the caller reached it, for absolute file URLs. */
  origin: string;
}

export interface RouteResult {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  body?: Buffer;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Path with `:name` segments, e.g. `/meta/:version/act_:accountId/ads`. */
  path: string;
  network?: Network;
  handle(context: RouteContext): RouteResult | Promise<RouteResult>;
}

/** Compiles a route path into a matcher (`act_:accountId` matches `act_123` with accountId 123). */
export function compilePath(path: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path
    .split('/')
    .map((segment) =>
      segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
        names.push(name);
        return '([^/]+)';
      }),
    )
    .join('/');
  const regex = new RegExp(`^${pattern}$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  };
}
