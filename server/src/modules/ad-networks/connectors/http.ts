import { OutboundError, requestOutbound, type OutboundPolicy, type OutboundResponse } from '../../../lib/outbound/index.js';

/**
 * The connectors' HTTP loop, shared by every network and by the metrics syncs: one GET through the
 * outbound door (address checked at connect time, redirects re-checked, body and time bounded),
 * read as JSON and judged by the network's own interpreter, which also reads how much of the
 * account's allowance the answer says is used.
 *
 * - Usage: past `slowAtPercent` the loop pauses between calls (longer as usage grows); at
 *   `stopAtPercent` it sends nothing more and stops with `NetworkThrottledError`, so the sync waits
 *   before the network has to throttle it.
 * - Throttled: a short stated wait (up to `maxWaitSeconds`) is slept through; a longer one, or one
 *   the network does not state, stops the sync with `NetworkThrottledError(waitSeconds)`: the sync
 *   marks the account and defers its job to that time, and nothing is sent to the network before.
 * - Refused credentials: `CredentialsRefusedError`, never retried.
 * - Server errors and an unreachable network: retried with exponential backoff, then transient.
 */

export class ConnectorError extends Error {
  constructor(
    message: string,
    /** Worth retrying later (network down, 5xx); false for a refused account or a bad answer. */
    readonly isTransient: boolean,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/**
 * The network refused the account's credentials (an expired or revoked token, a changed password, a
 * key without access): nothing helps until someone enters credentials again.
 */
export class CredentialsRefusedError extends ConnectorError {
  constructor(message: string) {
    super(message, false);
    this.name = 'CredentialsRefusedError';
  }
}

/** The network throttled the account, or its usage is too close to the limit: wait `waitSeconds` before any call. */
export class NetworkThrottledError extends ConnectorError {
  constructor(
    message: string,
    readonly waitSeconds: number,
  ) {
    super(message, true);
    this.name = 'NetworkThrottledError';
  }
}

export interface HttpOptions {
  sleep?: (milliseconds: number) => Promise<void>;
  /** Attempts per request, the first included (server errors and short throttles). */
  maxAttempts?: number;
  /** Longest stated wait slept through inside a sync; longer waits defer the sync. */
  maxWaitSeconds?: number;
  /** The wait when a network throttles without saying how long. */
  defaultThrottleSeconds?: number;
  /** Usage (percent of the account's allowance) from which calls are spaced out. */
  slowAtPercent?: number;
  /** Usage from which no call is sent: the sync waits for the allowance to come back. */
  stopAtPercent?: number;
  /** The pause between calls just below `stopAtPercent` (it grows from 0 at `slowAtPercent`). */
  maxPauseSeconds?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Bytes of one answer; a page is far smaller, anything larger is not the network. */
  maxBytes?: number;
}

export const HTTP_DEFAULTS = {
  maxAttempts: 6,
  maxWaitSeconds: 20,
  defaultThrottleSeconds: 5 * 60,
  slowAtPercent: 75,
  stopAtPercent: 95,
  maxPauseSeconds: 5,
  timeoutMs: 30_000,
  maxBytes: 16 * 1024 * 1024,
} satisfies Required<Omit<HttpOptions, 'sleep'>>;

/** What an interpreter reads of an answer (a fetch Response fits too). */
export type AnswerHead = Pick<OutboundResponse, 'ok' | 'status' | 'statusText' | 'headers'>;

/** A network's own error text is shown to people: one sentence, not a page. */
const MAX_DETAIL_LENGTH = 300;

export function shortenDetail(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > MAX_DETAIL_LENGTH ? `${single.slice(0, MAX_DETAIL_LENGTH - 1)}…` : single;
}

/** How much of the account's allowance an answer says is used. */
export interface Usage {
  /** The highest of the answer's usage figures, in percent (call count, CPU time, total time). */
  percent: number;
  /** The wait the network states before access returns, when it states one. */
  regainSeconds: number | null;
  /** Seconds until the usage window resets, when the network says. */
  resetSeconds: number | null;
}

/** What a network's answer means; each connector reads its own error format. */
export type Verdict =
  | { kind: 'ok'; usage?: Usage | null }
  | { kind: 'throttled'; waitSeconds: number | null; message: string; usage?: Usage | null }
  | { kind: 'credentials'; message: string }
  | { kind: 'error'; message: string; isTransient: boolean };

export interface RequestStats {
  requests: number;
  throttled: number;
  waitedMs: number;
  /** The last usage a network reported in this sync. */
  usage?: Usage | null;
}

/** The longest wait a network's answer can impose (a mistaken or hostile answer must not silence an account for weeks). */
export const MAX_STATED_WAIT_SECONDS = 24 * 60 * 60;

const boundWait = (seconds: number) => Math.min(MAX_STATED_WAIT_SECONDS, Math.max(1, Math.ceil(seconds)));

export const newRequestStats = (): RequestStats => ({ requests: 0, throttled: 0, waitedMs: 0, usage: null });

const defaultSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Before a call: nothing below `slowAtPercent`; a pause growing with usage up to `stopAtPercent`;
 * from there, the sync stops and waits for the window to reset (or the stated time).
 */
async function pace(stats: RequestStats, options: HttpOptions, sleep: (milliseconds: number) => Promise<void>) {
  const usage = stats.usage;
  if (!usage) return;
  const slowAt = options.slowAtPercent ?? HTTP_DEFAULTS.slowAtPercent;
  const stopAt = options.stopAtPercent ?? HTTP_DEFAULTS.stopAtPercent;
  if (usage.percent >= stopAt) {
    const wait = usage.regainSeconds ?? usage.resetSeconds ?? options.defaultThrottleSeconds ?? HTTP_DEFAULTS.defaultThrottleSeconds;
    throw new NetworkThrottledError(
      `The network reports ${Math.round(usage.percent)} % of the account's allowance used; the sync waits before sending more.`,
      boundWait(wait),
    );
  }
  if (usage.percent < slowAt) return;
  const share = (usage.percent - slowAt) / Math.max(1, stopAt - slowAt);
  const pauseMs = Math.round(share * (options.maxPauseSeconds ?? HTTP_DEFAULTS.maxPauseSeconds) * 1000);
  if (pauseMs <= 0) return;
  stats.waitedMs += pauseMs;
  await sleep(pauseMs);
}

export async function getJson(
  url: string,
  headers: Record<string, string>,
  interpret: (response: AnswerHead, body: unknown) => Verdict,
  policy: OutboundPolicy,
  options: HttpOptions,
  stats: RequestStats,
): Promise<unknown> {
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? HTTP_DEFAULTS.maxAttempts;
  const maxWaitSeconds = options.maxWaitSeconds ?? HTTP_DEFAULTS.maxWaitSeconds;
  for (let attempt = 1; ; attempt += 1) {
    await pace(stats, options, sleep);
    let verdict: Verdict;
    let body: unknown = null;
    try {
      stats.requests += 1;
      const response = await requestOutbound(url, {
        policy,
        headers: { accept: 'application/json', ...headers },
        timeoutMs: options.timeoutMs ?? HTTP_DEFAULTS.timeoutMs,
        maxBytes: options.maxBytes ?? HTTP_DEFAULTS.maxBytes,
      });
      const text = response.text();
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        body = null;
      }
      verdict = interpret(response, body);
    } catch (error) {
      // The door's messages name the host and the reason, never what an internal service said.
      if (!(error instanceof OutboundError)) throw error;
      verdict = { kind: 'error', message: `The network could not be reached: ${error.message}`, isTransient: error.isTransient };
    }
    if ((verdict.kind === 'ok' || verdict.kind === 'throttled') && verdict.usage) stats.usage = verdict.usage;
    if (verdict.kind === 'ok') return body;
    if (verdict.kind === 'credentials') throw new CredentialsRefusedError(verdict.message);
    if (verdict.kind === 'throttled') {
      stats.throttled += 1;
      // A throttled account is not called again until the stated time: a short wait here, else later.
      const waitSeconds = verdict.waitSeconds;
      if (waitSeconds === null || waitSeconds > maxWaitSeconds || attempt >= maxAttempts)
        throw new NetworkThrottledError(
          verdict.message,
          boundWait(waitSeconds ?? options.defaultThrottleSeconds ?? HTTP_DEFAULTS.defaultThrottleSeconds),
        );
      stats.usage = null;
      stats.waitedMs += waitSeconds * 1000;
      await sleep(waitSeconds * 1000);
      continue;
    }
    if (!verdict.isTransient || attempt >= maxAttempts) throw new ConnectorError(verdict.message, verdict.isTransient);
    const backoffSeconds = Math.min(2 ** (attempt - 1), 30);
    stats.waitedMs += backoffSeconds * 1000;
    await sleep(backoffSeconds * 1000);
  }
}

/**
 * Refuses a URL a network's answer handed us (the next page) on another origin than the account's
 * base URL: the account's token goes only where its base URL points.
 */
export function requireSameOrigin(url: string, baseUrl: string, network: string): string {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new ConnectorError(`${network} answered with a next page that is not a URL.`, false);
  }
  if (origin !== new URL(baseUrl).origin)
    throw new ConnectorError(`${network}'s next page points at another host (${origin}); the token is not sent there.`, false);
  return url;
}

/** Joins a base URL (which may carry a path) and a path. */
export function joinUrl(baseUrl: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.toString();
}
