import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { describeConnectionError, OutboundError } from './errors.js';

/**
 * The server's one way out (style habit 23): every HTTP request to an address a user, an imported
 * file or a remote answer chose goes through `requestOutbound`. It
 *
 * - refuses loopback, private, link-local, cloud metadata (169.254.169.254, fd00:ec2::254) and every
 *   other special-purpose range at connect time: the address the socket connects to is the one
 *   checked (request-filtering-agent: IP literals before connecting, names in the lookup the socket
 *   uses, so DNS rebinding cannot slip between a check and the connection). Decimal, hex and octal
 *   IPv4 forms are read by the URL parser into the dotted form first; IPv4-mapped IPv6 addresses are
 *   special-purpose in ipaddr.js and refused too;
 * - follows redirects by hand, at most `maxRedirects`, each hop connecting through the same check,
 *   and drops credential headers when a redirect leaves the origin;
 * - bounds the whole exchange in time and the body in bytes, cutting the body off past the bound.
 */

export interface OutboundPolicy {
  /** Loopback and private addresses too: OUTBOUND_ALLOW_PRIVATE_ADDRESSES (tests, the sandbox networks). */
  allowPrivateAddresses: boolean;
  /**
   * Origins (scheme://host:port) allowed on a private address, e.g. the sandbox ad networks this
   * process started on 127.0.0.1. Only the origin itself: a redirect elsewhere is checked as usual.
   */
  trustedOrigins?: readonly string[];
  /** Test hook: resolves host names instead of the system resolver (the result is still checked). */
  lookup?: net.LookupFunction;
}

export interface OutboundRequest {
  policy: OutboundPolicy;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Body bytes read at most; a longer body is cut off with TOO_LARGE. */
  maxBytes: number;
  /** The whole exchange: connections, redirects and the body. */
  timeoutMs: number;
  /** 'follow' (default): redirects are followed, each hop checked; 'manual': a 3xx is the answer. */
  redirect?: 'follow' | 'manual';
  maxRedirects?: number;
}

export interface OutboundResponse {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  ok: boolean;
  statusText: string;
  headers: Headers;
  body: Buffer;
  text(): string;
}

export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** Parses an address the server may call: http or https only. */
export function parseOutboundUrl(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundError('UNSUPPORTED_URL', 'The address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('UNSUPPORTED_URL', `Only http and https addresses are called, not ${url.protocol.replace(/:$/, '')}.`);
  return url;
}

export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export async function requestOutbound(address: string, options: OutboundRequest): Promise<OutboundResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const headers: Record<string, string> = { 'user-agent': 'Atelier', 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  let url = parseOutboundUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const response = await connect(url, headers, options, deadline);
    const location = response.headers.location;
    if (options.redirect !== 'manual' && REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= maxRedirects)
        throw new OutboundError('TOO_MANY_REDIRECTS', `${url.host} redirected more than ${maxRedirects} times; the request was stopped.`);
      let next: URL;
      try {
        next = parseOutboundUrl(new URL(location, url));
      } catch (error) {
        throw new OutboundError('UNSUPPORTED_URL', `${url.host} redirected to an address the server does not call.`, { cause: error });
      }
      // A token meant for one host never follows a redirect to another.
      if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
      url = next;
      continue;
    }
    const body = await readBody(response, url, options, deadline);
    const status = response.statusCode ?? 0;
    return {
      url: url.toString(),
      status,
      ok: status >= 200 && status < 300,
      statusText: response.statusMessage ?? '',
      headers: toHeaders(response.headers),
      body,
      text: () => body.toString('utf8'),
    };
  }
}

function isTrusted(policy: OutboundPolicy, url: URL): boolean {
  return policy.allowPrivateAddresses || (policy.trustedOrigins ?? []).includes(url.origin);
}

function timedOut(url: URL, options: OutboundRequest, cause?: unknown) {
  return new OutboundError('TIMED_OUT', `${url.host} did not answer within ${Math.ceil(options.timeoutMs / 1000)} s.`, { cause });
}

function connect(
  url: URL,
  headers: Record<string, string>,
  options: OutboundRequest,
  deadline: AbortSignal,
): Promise<http.IncomingMessage> {
  if (deadline.aborted) return Promise.reject(timedOut(url, options));
  // One agent per connection (no pooling): the socket is always the one checked for this hop.
  const agentOptions = { keepAlive: false, allowPrivateIPAddress: isTrusted(options.policy, url) };
  const isHttps = url.protocol === 'https:';
  const agent = isHttps ? new RequestFilteringHttpsAgent(agentOptions) : new RequestFilteringHttpAgent(agentOptions);
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(url, {
      method: options.method ?? 'GET',
      headers,
      agent,
      signal: deadline,
      ...(options.policy.lookup ? { lookup: options.policy.lookup } : {}),
    });
    request.once('response', resolve);
    request.once('error', (error) => reject(deadline.aborted ? timedOut(url, options, error) : describeConnectionError(error, url.host)));
    request.end();
  });
}

async function readBody(response: http.IncomingMessage, url: URL, options: OutboundRequest, deadline: AbortSignal): Promise<Buffer> {
  const tooLarge = () =>
    new OutboundError('TOO_LARGE', `The answer from ${url.host} is larger than ${formatByteLimit(options.maxBytes)}; it was cut off.`);
  // A HEAD answer has no body, whatever its Content-Length says.
  if (options.method === 'HEAD') {
    response.destroy();
    return Buffer.alloc(0);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > options.maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    response.destroy();
    if (error instanceof OutboundError) throw error;
    throw deadline.aborted ? timedOut(url, options, error) : describeConnectionError(error, url.host);
  }
  return Buffer.concat(chunks);
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // A header value fetch's Headers refuses is one the connectors never read.
      }
    }
  }
  return headers;
}
