import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { UploadError } from './upload-types';

/** A part PUT answered with an HTTP error status. */
export class PartHttpError extends Error {
  constructor(readonly status: number) {
    super(`Part upload failed with HTTP ${status}`);
    this.name = 'PartHttpError';
  }
}

/** A part PUT that never got an answer (connection lost, DNS, CORS). */
export class PartNetworkError extends Error {
  constructor(message = 'Part upload failed: network error') {
    super(message);
    this.name = 'PartNetworkError';
  }
}

/** A part that made no progress for the stall timeout (spec 2 §8: logged as 'Upload timeout'). */
export class PartStalledError extends Error {
  constructor() {
    super('Upload timeout');
    this.name = 'PartStalledError';
  }
}

/** A 2xx answer without an ETag header: the storage does not expose it (CORS), retrying cannot help. */
export class PartMissingEtagError extends Error {
  constructor() {
    super('The storage answered without an ETag header');
    this.name = 'PartMissingEtagError';
  }
}

/** Raised inside the manager when the user cancelled; never shown (spec 2 §8: 'canceled' is removed silently). */
export class UploadCanceledError extends Error {
  constructor() {
    super('canceled');
    this.name = 'UploadCanceledError';
  }
}

/**
 * Whether a part failed because the connection was lost, not because the server said no: no answer
 * (network error), no progress (stall), or the part-URL request itself got no GraphQL answer.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof PartNetworkError || error instanceof PartStalledError) return true;
  if (ServerError.is(error)) return error.statusCode >= 502 && error.statusCode <= 504;
  return error instanceof TypeError;
}

/** Whether a failed part is worth another try: network errors and 5xx answers, never a 4xx. */
export function isRetryablePartError(error: unknown): boolean {
  if (error instanceof PartNetworkError) return true;
  return error instanceof PartHttpError && error.status >= 500;
}

/**
 * Whether a GraphQL request is worth another try: it got no GraphQL answer (the connection was
 * lost, fetch's TypeError, or a proxy answered 5xx), or our server said to try again
 * (`retryAfterSeconds`: a finish still running). Any other answer from our server is final.
 */
export function isRetryableRequestError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  if (CombinedGraphQLErrors.is(error)) return typeof findExtension(error, 'retryAfterSeconds') === 'number';
  return error instanceof TypeError;
}

/** How long our server asked to wait before trying again (0 when it did not say). */
export function retryAfterMs(error: unknown): number {
  const seconds = CombinedGraphQLErrors.is(error) ? findExtension(error, 'retryAfterSeconds') : undefined;
  return typeof seconds === 'number' ? seconds * 1000 : 0;
}

function findExtension(error: CombinedGraphQLErrors, name: string): unknown {
  return error.errors[0]?.extensions?.[name];
}

const SIZE_LIMIT_MESSAGE = 'Some files exceed the size limit and cannot be uploaded';
const TOO_MANY_MESSAGE = 'Too many files at once';

/**
 * A failure → what the upload row shows (spec 2 §8): 400 is 'File type not supported!', the
 * server's limit refusals keep their meaning, lost connections ask to check the connection, and
 * anything else is the generic text.
 */
export function classifyUploadError(error: unknown): UploadError {
  if (error instanceof PartNetworkError || error instanceof PartStalledError) return { kind: 'connection', serverMessage: null };
  if (error instanceof PartHttpError) return { kind: error.status >= 500 ? 'connection' : 'failed', serverMessage: null };
  if (CombinedGraphQLErrors.is(error)) {
    const status = Number(findExtension(error, 'status'));
    const message = error.errors[0]?.message ?? null;
    if (status === 400) return { kind: 'fileType', serverMessage: message };
    if (message === TOO_MANY_MESSAGE) return { kind: 'tooManyFiles', serverMessage: message };
    if (status === 413 || message === SIZE_LIMIT_MESSAGE) return { kind: 'sizeLimit', serverMessage: message };
    return { kind: 'failed', serverMessage: message };
  }
  // No GraphQL answer: a proxy's 5xx, or fetch's TypeError when the connection is gone.
  if (ServerError.is(error)) return { kind: error.statusCode >= 500 ? 'connection' : 'failed', serverMessage: null };
  if (error instanceof TypeError) return { kind: 'connection', serverMessage: null };
  return { kind: 'failed', serverMessage: null };
}
