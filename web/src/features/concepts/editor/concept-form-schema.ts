import type { TFunction } from 'i18next';
import { z } from 'zod';
import { buildSettingsSchema, type SettingsFieldDefinition } from './settings-fields';

export const MAX_NAME_LENGTH = 300;

function buildEffortSchema(t: TFunction) {
  return z.string().refine((text) => text.trim() === '' || Number.isNaN(Number(text)) || Number(text) >= 0, {
    message: t('conceptEditor.validation.effortNegative'),
  });
}

/** The concept form's rules (spec 1 §5); `shownFields` are the settings fields on screen. */
export function createConceptFormSchema(t: TFunction, shownFields: readonly SettingsFieldDefinition[]) {
  const nullableText = z.string().nullable();
  return z.object({
    name: z
      .string()
      .refine((name) => name.trim() !== '', { message: t('conceptEditor.validation.nameRequired') })
      .refine((name) => name.trim().length <= MAX_NAME_LENGTH, {
        message: t('conceptEditor.validation.nameTooLong', { count: MAX_NAME_LENGTH }),
      }),
    type: z.string(),
    subtype: z.string(),
    status: z.string(),
    workflowStatus: z.string(),
    targetDeliveryDate: nullableText,
    deliveryDate: nullableText,
    creativeLead: nullableText,
    uaLead: nullableText,
    assignedUser: nullableText,
    estimatedEffort: buildEffortSchema(t),
    actualEffort: buildEffortSchema(t),
    adMatchSearchTerm: z.string(),
    tags: z.array(z.object({ code: z.string(), name: z.string(), color: z.string() })),
    description: z.string(),
    creativeNode: z.string().refine((code) => code !== '', { message: t('conceptEditor.validation.folderRequired') }),
    applications: z.array(z.string()).min(1, t('conceptEditor.validation.applicationsRequired')),
    settings: buildSettingsSchema(shownFields, t),
  });
}
