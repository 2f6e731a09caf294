import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message of a failed approve or reject (spec 2 §8): the server's own message for FORBIDDEN
 * (it names the missing permission), the operation's default otherwise.
 */
export function findApprovalErrorMessage(error: unknown, messages: { forbidden: string; fallback: string }): string {
  if (!CombinedGraphQLErrors.is(error)) return messages.fallback;
  const first = error.errors[0];
  if (first?.extensions?.code === 'FORBIDDEN') return first.message || messages.forbidden;
  if (first?.extensions?.code === 'BAD_USER_INPUT' || first?.extensions?.code === 'CONFLICT') return first.message;
  return messages.fallback;
}
