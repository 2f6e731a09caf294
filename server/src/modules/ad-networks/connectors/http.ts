import { OutboundError, requestOutbound, type OutboundPolicy, type OutboundResponse } from '../../../lib/outbound/index.js';

/**
 * The connectors' HTTP loop: one GET through the outbound door (address checked at connect time,
 * redirects re-checked, body and time bounded), read as JSON, with the networks' throttling honoured
 * (429 + Retry-After, or a network's own throttling answer with its own wait) and server errors
 * retried with exponential backoff. A wait longer than `maxWaitSeconds` is not slept through: the
 * sync fails as transient and the durable queue retries the job later.
 */

export class ConnectorError extends Error {
  constructor(
    message: string,
    /** Worth retrying later (throttled, network down, 5xx); false for a refused token or account. */
    readonly isTransient: boolean,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

export interface HttpOptions {
  sleep?: (milliseconds: number) => Promise<void>;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  /** Longest wait slept through inside one sync. */
  maxWaitSeconds?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Bytes of one answer; a page is far smaller, anything larger is not the network. */
  maxBytes?: number;
}

/** What an interpreter reads of an answer (a fetch Response fits too). */
export type AnswerHead = Pick<OutboundResponse, 'ok' | 'status' | 'statusText' | 'headers'>;

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** A network's own error text is shown to people: one sentence, not a page. */
const MAX_DETAIL_LENGTH = 300;

export function shortenDetail(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > MAX_DETAIL_LENGTH ? `${single.slice(0, MAX_DETAIL_LENGTH - 1)}…` : single;
}

/** What a network's answer means; each connector reads its own error format. */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'throttled'; waitSeconds: number | null; message: string }
  | { kind: 'error'; message: string; isTransient: boolean };

export interface RequestStats {
  requests: number;
  throttled: number;
  waitedMs: number;
}

const defaultSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
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
  const maxAttempts = options.maxAttempts ?? 6;
  const maxWaitSeconds = options.maxWaitSeconds ?? 120;
  for (let attempt = 1; ; attempt += 1) {
    let verdict: Verdict;
    let body: unknown = null;
    try {
      stats.requests += 1;
      const response = await requestOutbound(url, {
        policy,
        headers: { accept: 'application/json', ...headers },
        timeoutMs: options.timeoutMs ?? 30_000,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
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
    if (verdict.kind === 'ok') return body;
    const backoffSeconds = Math.min(2 ** (attempt - 1), 30);
    if (verdict.kind === 'throttled') {
      stats.throttled += 1;
      const waitSeconds = verdict.waitSeconds ?? backoffSeconds;
      if (waitSeconds > maxWaitSeconds || attempt >= maxAttempts) throw new ConnectorError(verdict.message, true, waitSeconds);
      stats.waitedMs += waitSeconds * 1000;
      await sleep(waitSeconds * 1000);
      continue;
    }
    if (!verdict.isTransient || attempt >= maxAttempts) throw new ConnectorError(verdict.message, verdict.isTransient);
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
