import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The `extensions.fields` of a BAD_USER_INPUT answer: which input field failed and why. */
export function findFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const fields = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (entry): entry is ServerFieldError =>
        typeof entry === 'object' && entry !== null && typeof entry.field === 'string' && typeof entry.message === 'string',
    );
  });
}

/**
 * Puts the server's field errors on the form fields they name (e.g. settings.briefUrl); returns
 * the ones that match no field on screen, for a general message.
 */
export function applyFieldErrors<Values extends FieldValues>(
  fieldErrors: readonly ServerFieldError[],
  isFormField: (field: string) => boolean,
  setError: UseFormSetError<Values>,
): ServerFieldError[] {
  const unmatched: ServerFieldError[] = [];
  let isFirst = true;
  for (const fieldError of fieldErrors) {
    if (!isFormField(fieldError.field)) {
      unmatched.push(fieldError);
      continue;
    }
    setError(fieldError.field as FieldPath<Values>, { type: 'server', message: fieldError.message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return unmatched;
}
