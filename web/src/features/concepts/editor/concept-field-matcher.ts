import type { SettingsFieldDefinition } from './settings-fields';

/** Fields of the concept form the server may name in `extensions.fields`. */
export const CONCEPT_FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'type',
  'subtype',
  'status',
  'workflowStatus',
  'targetDeliveryDate',
  'deliveryDate',
  'creativeLead',
  'uaLead',
  'assignedUser',
  'estimatedEffort',
  'actualEffort',
  'adMatchSearchTerm',
  'tags',
  'description',
  'creativeNode',
  'applications',
]);

/** Whether a server field path is on screen: a form field, or a setting that is shown. */
export function buildConceptFieldMatcher(shownFields: readonly SettingsFieldDefinition[]) {
  const shownCodes = new Set(shownFields.map((field) => field.code));
  return (field: string) =>
    CONCEPT_FORM_FIELDS.has(field) || (field.startsWith('settings.') && shownCodes.has(field.slice('settings.'.length)));
}
