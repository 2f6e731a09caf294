import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@atelier/domain';

/** The `extensions.code` values the server uses: the shared vocabulary's error codes. */
export type ServerErrorCode = ErrorCode;

/** The first GraphQL error's `extensions.code`, or undefined for network and other errors. */
export function findErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasErrorCode(error: unknown, code: ServerErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === code);
}

/**
 * The server's own message for a GraphQL error (its messages are written for users), or
 * `fallback` when the request never got a GraphQL answer (network down, proxy error).
 */
export function findServerMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}
