import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, findFieldErrors } from './server-errors';

const badInput = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Brief document must be a valid URL.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'settings.briefUrl', message: 'Brief document must be a valid URL.' },
          { field: 'parentCreativeConcept', message: 'Not a parent.' },
        ],
      },
    },
  ],
});

describe('server field errors', () => {
  it('reads extensions.fields and ignores other errors', () => {
    expect(findFieldErrors(badInput)).toHaveLength(2);
    expect(findFieldErrors(new Error('offline'))).toEqual([]);
  });

  it('sets errors on known fields and returns the rest', () => {
    const setError = vi.fn();
    const unmatched = applyFieldErrors(findFieldErrors(badInput), (field) => field.startsWith('settings.'), setError);
    expect(setError).toHaveBeenCalledWith(
      'settings.briefUrl',
      { type: 'server', message: 'Brief document must be a valid URL.' },
      { shouldFocus: true },
    );
    expect(unmatched).toEqual([{ field: 'parentCreativeConcept', message: 'Not a parent.' }]);
  });
});
