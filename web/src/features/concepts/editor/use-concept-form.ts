import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createConceptFormSchema } from './concept-form-schema';
import type { ConceptFormValues } from './concept-form-values';
import { findApplicableFields, type SettingsFieldDefinition } from './settings-fields';

/** Spec 1 §9: the settings of a new intended use load after this delay. */
export const SETTINGS_RELOAD_DELAY_MS = 500;

/**
 * The concept form: react-hook-form with a zod schema that follows the settings fields on screen,
 * and the intended-use rule of spec 1 §4 (purpose back to general, settings reloaded after 500 ms).
 */
export function useConceptForm(options: {
  defaultValues: ConceptFormValues;
  fields: readonly SettingsFieldDefinition[];
  reloadFields: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { fields, reloadFields } = options;
  const [settingsIntendedUse, setSettingsIntendedUse] = useState(options.defaultValues.type);
  const [isReloadingSettings, setIsReloadingSettings] = useState(false);
  const shownFields = useMemo(() => findApplicableFields(fields, settingsIntendedUse), [fields, settingsIntendedUse]);
  const schema = useMemo(() => createConceptFormSchema(t, shownFields), [t, shownFields]);

  // The resolver reads the current schema, so validation follows the fields on screen.
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useCallback<Resolver<ConceptFormValues>>(
    (values, context, resolverOptions) =>
      (zodResolver(schemaRef.current) as unknown as Resolver<ConceptFormValues>)(values, context, resolverOptions),
    [],
  );
  const form = useForm<ConceptFormValues>({ defaultValues: options.defaultValues, resolver, mode: 'onTouched' });

  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const changeIntendedUse = useCallback(
    (type: string) => {
      form.setValue('type', type, { shouldDirty: true });
      form.setValue('subtype', 'general', { shouldDirty: true });
      if (timerRef.current) clearTimeout(timerRef.current);
      setIsReloadingSettings(true);
      timerRef.current = setTimeout(() => {
        void reloadFields()
          .catch(() => undefined)
          .finally(() => {
            setSettingsIntendedUse(type);
            setIsReloadingSettings(false);
          });
      }, SETTINGS_RELOAD_DELAY_MS);
    },
    [form, reloadFields],
  );

  /** After a reload from the server the settings follow the stored intended use again. */
  const syncIntendedUse = useCallback((type: string) => setSettingsIntendedUse(type), []);

  return { form, shownFields, changeIntendedUse, isReloadingSettings, syncIntendedUse };
}
