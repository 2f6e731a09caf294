import type { IncomingMessage } from 'node:http';
import type { World } from './world.js';

/** Which network's rules (auth, errors, throttling) a route follows; none for files and admin. */
export type Network = 'meta' | 'applovin';

/** Meta's Business Use Case buckets the sandbox keeps apart (each ad account has its own of each). */
export type MetaUseCase = 'ads_management' | 'ads_insights';

/** The state of the one Meta access token the sandbox accepts (tests expire or revoke it). */
export type MetaTokenState = 'valid' | 'expired' | 'passwordChanged' | 'appRemoved';

export interface MetaRateState {
  /** Calls one ad account may make per rolling hour in each use case before Meta throttles it. */
  callsPerHour: number;
  /** How long a throttled account waits, in minutes (what `estimated_time_to_regain_access` says). */
  blockMinutes: number;
  /** Time stamps (ms) of each `${accountId}:${useCase}` bucket's calls in the last hour. */
  calls: Map<string, number[]>;
  /** Throttled buckets: no answer but the throttling error until `until` (ms). */
  blocks: Map<string, { until: number }>;
}

/**
 * AppLovin's campaign management rate limit as documented: 1,000 requests per 60 seconds; past it
 * every request fails with 429 for 10 minutes. Kept per account (`account_id`).
 */
export interface AppLovinRateState {
  callsPerWindow: number;
  windowSeconds: number;
  blockMinutes: number;
  /** Time stamps (ms) of each account's calls in the current window. */
  calls: Map<string, number[]>;
  /** Blocked accounts: 429 until `until` (ms). */
  blocks: Map<string, { until: number }>;
}

/** The next `remaining` Meta calls whose path ends with `edge` answer this documented error. */
export interface MetaFailure {
  edge: string;
  remaining: number;
  status: number;
  code: number;
  subcode?: number;
  message: string;
  isTransient: boolean;
}

/** What tests can switch at run time through the admin routes. */
export interface SandboxState {
  world: World;
  /**
   * Accepted credentials: a Meta access token, an AppLovin campaign management key and AppLovin
   * Report Key (two different keys, as AppLovin issues them: each API refuses the other's); and a
   * Meta token that has always expired (the demo's account with lapsed credentials).
   */
  credentials: { metaAccessToken: string; appLovinApiKey: string; appLovinReportKey: string; expiredMetaAccessToken: string };
  /** The next `remaining` calls to AppLovin are throttled (Meta throttles by usage: `meta.rate`). */
  throttle: { network: Network | null; remaining: number; retryAfterSeconds: number };
  meta: { tokenState: MetaTokenState; rate: MetaRateState; failures: MetaFailure | null };
  applovin: { rate: AppLovinRateState };
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
