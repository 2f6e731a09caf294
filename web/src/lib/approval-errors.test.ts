import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { findApprovalErrorMessage } from './approval-errors';

const messages = { forbidden: 'No rights', fallback: 'Something went wrong' };

describe('approval error messages', () => {
  it("shows the server's FORBIDDEN message", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'You do not have the correct permissions to Approve this Creative Concept/Assets.', extensions: { code: 'FORBIDDEN' } },
      ],
    });
    expect(findApprovalErrorMessage(error, messages)).toBe(
      'You do not have the correct permissions to Approve this Creative Concept/Assets.',
    );
  });

  it('falls back to the default for unexpected and network errors', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(findApprovalErrorMessage(error, messages)).toBe('Something went wrong');
    expect(findApprovalErrorMessage(new Error('offline'), messages)).toBe('Something went wrong');
  });
});
