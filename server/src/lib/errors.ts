import { GraphQLError } from 'graphql';

/**
 * Stable error codes in `extensions.code`. `status` mirrors the spec's numeric codes where its
 * catalogue names one (404 concept not found, 401 / 4011 for share links).
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

const statusByCode: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export interface FieldError {
  field: string;
  message: string;
}

export function appError(
  code: ErrorCode,
  message: string,
  extra: {
    fields?: FieldError[];
    status?: number;
    /** Says the same request may succeed after this wait. */ retryAfterSeconds?: number;
  } = {},
) {
  return new GraphQLError(message, {
    extensions: {
      code,
      status: extra.status ?? statusByCode[code],
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    },
  });
}

export const NOT_FOUND_MESSAGE = 'Not found or no access';

export const notFound = (message = NOT_FOUND_MESSAGE) => appError('NOT_FOUND', message);
export const unauthenticated = () => appError('UNAUTHENTICATED', 'You must be signed in.');
export const forbidden = (message = 'You do not have permission to do this.') => appError('FORBIDDEN', message);
export const badInput = (message: string, fields?: FieldError[]) => appError('BAD_USER_INPUT', message, { fields });
export const conflict = (message: string) => appError('CONFLICT', message);
