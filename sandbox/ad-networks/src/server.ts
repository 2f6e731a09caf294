import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compilePath, type Route, type RouteResult, type SandboxState } from './http.js';
import { blockMetaAccount } from './routes/meta.js';
import { appLovinError, appLovinTraceHeader } from './routes/applovin.js';
import { ROUTES } from './routes/index.js';
import { createWorld, type WorldOptions } from './world.js';

export interface SandboxOptions {
  port?: number;
  /** Loopback only by default: the sandbox is for this machine's tests and demo. */
  host?: string;
  world?: WorldOptions;
  credentials?: Partial<SandboxState['credentials']>;
  /**
   * Throttle every nth network call (0: never), besides what the admin route asks for: AppLovin
   * answers 429 + Retry-After, a Meta ad account is blocked for `metaBlockMinutes`.
   */
  throttleEvery?: number;
  /** Calls per rolling hour one Meta ad account may make in each use case (default 10,000). */
  metaCallsPerHour?: number;
  /** How long a throttled Meta ad account waits, in minutes (default 5). */
  metaBlockMinutes?: number;
  /** AppLovin campaign management calls one account may make per 60 seconds (default 1,000, as documented). */
  appLovinCallsPerMinute?: number;
}

export interface RunningSandbox {
  url: string;
  state: SandboxState;
  close(): Promise<void>;
}

export const DEFAULT_CREDENTIALS: SandboxState['credentials'] = {
  metaAccessToken: 'sandbox-meta-token',
  appLovinApiKey: 'sandbox-applovin-key',
  appLovinReportKey: 'sandbox-applovin-report-key',
  expiredMetaAccessToken: 'sandbox-meta-token-expired',
};

export const DEFAULT_META_CALLS_PER_HOUR = 10_000;
export const DEFAULT_META_BLOCK_MINUTES = 5;
/** AppLovin's documented limit: 1,000 requests per 60 seconds, then 429 for 10 minutes. */
export const DEFAULT_APPLOVIN_CALLS_PER_MINUTE = 1000;
export const DEFAULT_APPLOVIN_BLOCK_MINUTES = 10;

const MAX_BODY_BYTES = 1_000_000;

async function readBody(request: IncomingMessage): Promise<unknown> {
  if (request.method !== 'POST') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Body too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

/** AppLovin's answer to too many calls: 429, its error headers and a Retry-After. */
function throttled(state: SandboxState): RouteResult {
  const result = appLovinError(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests: at most 1000 per 60 seconds.');
  return { ...result, headers: { ...result.headers, 'retry-after': String(state.throttle.retryAfterSeconds) } };
}

function send(response: ServerResponse, result: RouteResult) {
  const headers: Record<string, string> = { ...result.headers };
  let payload: Buffer;
  if (result.body) payload = result.body;
  else {
    payload = Buffer.from(JSON.stringify(result.json ?? null));
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  headers['content-length'] = String(payload.length);
  response.writeHead(result.status ?? 200, headers);
  response.end(payload);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const state: SandboxState = {
    world: createWorld(options.world),
    credentials: { ...DEFAULT_CREDENTIALS, ...options.credentials },
    throttle: { network: null, remaining: 0, retryAfterSeconds: 1 },
    meta: {
      failures: null,
      tokenState: 'valid',
      rate: {
        callsPerHour: options.metaCallsPerHour ?? DEFAULT_META_CALLS_PER_HOUR,
        blockMinutes: options.metaBlockMinutes ?? DEFAULT_META_BLOCK_MINUTES,
        calls: new Map(),
        blocks: new Map(),
      },
    },
    applovin: {
      rate: {
        callsPerWindow: options.appLovinCallsPerMinute ?? DEFAULT_APPLOVIN_CALLS_PER_MINUTE,
        windowSeconds: 60,
        blockMinutes: DEFAULT_APPLOVIN_BLOCK_MINUTES,
        calls: new Map(),
        blocks: new Map(),
      },
    },
    requestLog: [],
  };
  const compiled = ROUTES.map((route) => ({ route, match: compilePath(route.path) }));
  let networkCalls = 0;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      let route: Route | undefined;
      let params: Record<string, string> | null = null;
      for (const candidate of compiled) {
        if (candidate.route.method !== request.method) continue;
        params = candidate.match(url.pathname);
        if (params) {
          route = candidate.route;
          break;
        }
      }
      let result: RouteResult;
      try {
        if (!route || !params) result = { status: 404, json: { error: `No route for ${request.method} ${url.pathname}` } };
        else {
          const isEveryNth =
            route.network !== undefined &&
            options.throttleEvery !== undefined &&
            options.throttleEvery > 0 &&
            (networkCalls + 1) % options.throttleEvery === 0;
          if (route.network) networkCalls += 1;
          if (route.network === 'meta') {
            // Meta throttles by usage (routes/meta.ts); every nth call here blocks the account.
            if (isEveryNth && params.accountId) blockMetaAccount(state, params.accountId, state.meta.rate.blockMinutes);
            result = await route.handle({ state, request, url, params, body: await readBody(request), origin });
          } else if (route.network === 'applovin' && (isEveryNth || (state.throttle.remaining > 0 && state.throttle.network !== 'meta'))) {
            if (state.throttle.remaining > 0) state.throttle.remaining -= 1;
            result = throttled(state);
          } else {
            result = await route.handle({ state, request, url, params, body: await readBody(request), origin });
          }
        }
      } catch (error) {
        result = { status: 500, json: { error: error instanceof Error ? error.message : 'Unexpected error.' } };
      }
      if (route?.network === 'applovin') result = { ...result, headers: { ...appLovinTraceHeader(), ...result.headers } };
      if (route?.network)
        state.requestLog.push({
          network: route.network,
          method: request.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          status: result.status ?? 200,
        });
      send(response, result);
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
