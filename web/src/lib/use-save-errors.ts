import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findServerMessage, hasErrorCode } from './graphql/errors';
import { applyFieldErrors, findFieldErrors } from './server-errors';

/**
 * How a failed save is shown: a stale version as a conflict with a Reload action, validation
 * errors on the fields they name (settings.briefUrl and friends), anything else as one message.
 */
export function useSaveErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, isFormField: (field: string) => boolean) {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const clearErrors = useCallback(() => {
    setConflict(null);
    setFormError(null);
  }, []);

  const showSaveError = useCallback(
    (error: unknown) => {
      if (hasErrorCode(error, 'CONFLICT')) {
        setConflict(findServerMessage(error, t('conceptEditor.errors.conflict')));
        return;
      }
      const fieldErrors = findFieldErrors(error);
      if (fieldErrors.length === 0) {
        setFormError(findServerMessage(error, t('errors.network')));
        return;
      }
      const unmatched = applyFieldErrors(fieldErrors, isFormField, setError);
      setFormError(
        unmatched.length > 0 ? unmatched.map((fieldError) => fieldError.message).join(' ') : t('conceptEditor.validation.invalidForm'),
      );
    },
    [setError, isFormField, t],
  );

  return { conflict, formError, setFormError, clearErrors, showSaveError };
}
