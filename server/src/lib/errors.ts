import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@atelier/domain';
import { GraphQLError } from 'graphql';

export type { ErrorCode } from '@atelier/domain';

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
      status: extra.status ?? ERROR_STATUS[code],
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    },
  });
}

export const NOT_FOUND_MESSAGE = MESSAGES.notFoundOrNoAccess;

export const notFound = (message: string = NOT_FOUND_MESSAGE) => appError('NOT_FOUND', message);
export const unauthenticated = () => appError('UNAUTHENTICATED', MESSAGES.signInRequired);
export const forbidden = (message: string = MESSAGES.forbidden) => appError('FORBIDDEN', message);
export const badInput = (message: string, fields?: FieldError[]) => appError('BAD_USER_INPUT', message, { fields });
export const conflict = (message: string) => appError('CONFLICT', message);
