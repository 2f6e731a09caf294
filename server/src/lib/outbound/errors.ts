/** Why an outbound request did not bring an answer. */
export type OutboundProblem =
  | 'BLOCKED_ADDRESS'
  | 'UNSUPPORTED_URL'
  | 'TOO_LARGE'
  | 'TIMED_OUT'
  | 'TOO_MANY_REDIRECTS'
  | 'REFUSED'
  | 'UNKNOWN_HOST'
  | 'CERTIFICATE'
  | 'FAILED';

const TRANSIENT: ReadonlySet<OutboundProblem> = new Set(['TIMED_OUT', 'REFUSED', 'UNKNOWN_HOST', 'FAILED']);

/**
 * A refused or failed outbound request. The message is written here, for people, and names only
 * the host we were asked to call: never the remote body, so an internal service's error text
 * cannot travel back to a user through a sync run or a report check.
 */
export class OutboundError extends Error {
  readonly isTransient: boolean;

  constructor(
    readonly problem: OutboundProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
    this.isTransient = TRANSIENT.has(problem);
  }
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME_MISMATCH|DEPTH_ZERO/;

/**
 * request-filtering-agent refuses an address with a plain Error worded "DNS lookup <ip>(…) is not
 * allowed. …" (3.x); `request.test.ts` pins the wording, so a change shows up as a failing test.
 */
function isAddressRefusal(error: Error): boolean {
  return /^DNS lookup .* is not allowed/.test(error.message);
}

/** A socket or TLS error turned into an OutboundError about `host`. */
export function describeConnectionError(error: unknown, host: string): OutboundError {
  if (error instanceof OutboundError) return error;
  const failure = error instanceof Error ? (error as NodeJS.ErrnoException) : new Error(String(error));
  if (isAddressRefusal(failure)) return blockedAddress(host, failure);
  const code = (failure as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNREFUSED') return new OutboundError('REFUSED', `${host} refused the connection.`, { cause: failure });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA')
    return new OutboundError('UNKNOWN_HOST', `${host} is not a host name that resolves.`, { cause: failure });
  if (code === 'ETIMEDOUT') return new OutboundError('TIMED_OUT', `${host} did not answer in time.`, { cause: failure });
  if (CERTIFICATE_CODES.test(code))
    return new OutboundError('CERTIFICATE', `The certificate of ${host} could not be verified.`, { cause: failure });
  return new OutboundError('FAILED', `The connection to ${host} failed${code ? ` (${code})` : ''}.`, { cause: failure });
}

export function blockedAddress(host: string, cause?: unknown): OutboundError {
  return new OutboundError(
    'BLOCKED_ADDRESS',
    `${host} is or resolves to a loopback, private, link-local or other special-purpose address, which the server does not call.`,
    { cause },
  );
}
