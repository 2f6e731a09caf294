import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ConceptEditorFieldsFragment, CreativeConceptInput } from '../../../gql/graphql';
import { MAX_NAME_LENGTH } from '../editor/concept-form-schema';

/** The parent concept form (spec 1 §2): its own, shorter layout. The folder is asked only on create. */
export interface ParentConceptFormValues {
  name: string;
  type: string;
  status: string;
  targetDeliveryDate: string | null;
  deliveryDate: string | null;
  creativeLead: string | null;
  uaLead: string | null;
  description: string;
  creativeNode: string;
}

export type ParentConceptFormField = keyof ParentConceptFormValues;

/** A new parent: status queued, intended use ua, empty name (spec 1 §3). */
export function buildNewParentValues(folderCode: string | null): ParentConceptFormValues {
  return {
    name: '',
    type: 'ua',
    status: 'queued',
    targetDeliveryDate: null,
    deliveryDate: null,
    creativeLead: null,
    uaLead: null,
    description: '',
    creativeNode: folderCode ?? '',
  };
}

export function buildParentValues(concept: ConceptEditorFieldsFragment): ParentConceptFormValues {
  return {
    name: concept.name,
    type: concept.type,
    status: concept.status,
    targetDeliveryDate: concept.targetDeliveryDate,
    deliveryDate: concept.deliveryDate,
    creativeLead: concept.creativeLead?.emailAddress ?? null,
    uaLead: concept.uaLead?.emailAddress ?? null,
    description: concept.description,
    creativeNode: concept.creativeNode?.code ?? '',
  };
}

export function createParentConceptSchema(t: TFunction, options: { isNew: boolean }) {
  const nullableText = z.string().nullable();
  return z.object({
    name: z
      .string()
      .refine((name) => name.trim() !== '', { message: t('conceptEditor.validation.nameRequired') })
      .refine((name) => name.trim().length <= MAX_NAME_LENGTH, {
        message: t('conceptEditor.validation.nameTooLong', { count: MAX_NAME_LENGTH }),
      }),
    type: z.string(),
    status: z.string(),
    targetDeliveryDate: nullableText,
    deliveryDate: nullableText,
    creativeLead: nullableText,
    uaLead: nullableText,
    description: z.string(),
    creativeNode: options.isNew
      ? z.string().refine((code) => code !== '', { message: t('conceptEditor.validation.folderRequired') })
      : z.string(),
  });
}

/**
 * Form values → CreativeConceptInput. An update sends only the changed fields; a create sends
 * everything, as a parent in the given application.
 */
export function toParentConceptInput(
  values: ParentConceptFormValues,
  options: { changed: ReadonlySet<ParentConceptFormField> } | { applicationCode: string | null },
): CreativeConceptInput {
  const changed = 'changed' in options ? options.changed : null;
  const includes = (field: ParentConceptFormField) => changed === null || changed.has(field);
  const input: CreativeConceptInput = {};
  if (includes('name')) input.name = values.name.trim();
  if (includes('type')) input.type = values.type;
  if (includes('status')) input.status = values.status;
  if (includes('targetDeliveryDate')) input.targetDeliveryDate = values.targetDeliveryDate || null;
  if (includes('deliveryDate')) input.deliveryDate = values.deliveryDate || null;
  if (includes('creativeLead')) input.creativeLead = { emailAddress: values.creativeLead || null };
  if (includes('uaLead')) input.uaLead = { emailAddress: values.uaLead || null };
  if (includes('description')) input.description = values.description;
  if (changed === null) {
    input.modelType = 'parent';
    input.subtype = 'general';
    if (values.creativeNode) input.creativeNode = { code: values.creativeNode };
    if ('applicationCode' in options && options.applicationCode) input.applications = [{ code: options.applicationCode }];
  }
  return input;
}
