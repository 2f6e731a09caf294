import type { ConceptEditorFieldsFragment, CreativeConceptInput } from '../../../gql/graphql';
import { parseEffort } from '../../../lib/parse-effort';
import type { TagValue } from '../../tags';
import {
  fillMissingSettings,
  toSettingsInput,
  toSettingsValues,
  type SettingsFieldDefinition,
  type SettingsValues,
} from './settings-fields';

/** The concept form (spec 1 §3). Numbers are kept as the text typed; people as e-mail addresses. */
export interface ConceptFormValues {
  name: string;
  type: string;
  subtype: string;
  status: string;
  workflowStatus: string;
  targetDeliveryDate: string | null;
  deliveryDate: string | null;
  creativeLead: string | null;
  uaLead: string | null;
  assignedUser: string | null;
  estimatedEffort: string;
  actualEffort: string;
  adMatchSearchTerm: string;
  tags: TagValue[];
  description: string;
  creativeNode: string;
  applications: string[];
  settings: SettingsValues;
}

export type ConceptFormField = keyof ConceptFormValues;

/** The parts of a loaded concept a new variant inherits (spec 1 §3). */
type ParentConcept = Pick<
  ConceptEditorFieldsFragment,
  | 'code'
  | 'name'
  | 'type'
  | 'subtype'
  | 'targetDeliveryDate'
  | 'deliveryDate'
  | 'description'
  | 'settings'
  | 'creativeLead'
  | 'uaLead'
  | 'assignedUser'
  | 'tags'
  | 'creativeNode'
  | 'applications'
  | 'childCount'
>;

const toTagValues = (tags: readonly TagValue[]) => tags.map(({ code, name, color }) => ({ code, name, color }));

const formatEffort = (value: number | null | undefined) => (value == null ? '' : String(value));

export function buildConceptValues(concept: ConceptEditorFieldsFragment, fields: readonly SettingsFieldDefinition[]): ConceptFormValues {
  return {
    name: concept.name,
    type: concept.type,
    subtype: concept.subtype,
    status: concept.status,
    workflowStatus: concept.workflowStatus,
    targetDeliveryDate: concept.targetDeliveryDate,
    deliveryDate: concept.deliveryDate,
    creativeLead: concept.creativeLead?.emailAddress ?? null,
    uaLead: concept.uaLead?.emailAddress ?? null,
    assignedUser: concept.assignedUser?.emailAddress ?? null,
    estimatedEffort: formatEffort(concept.estimatedEffort),
    actualEffort: formatEffort(concept.actualEffort),
    adMatchSearchTerm: concept.adMatchSearchTerm ?? '',
    tags: toTagValues(concept.tags),
    description: concept.description,
    creativeNode: concept.creativeNode?.code ?? '',
    applications: concept.applications.map((application) => application.code),
    settings: fillMissingSettings(toSettingsValues(concept.settings), fields, { applyDefaults: false }),
  };
}

/** A new concept: intended use ua, purpose general, status queued, the folder of ?node= (spec 1 §3). */
export function buildNewConceptValues(options: {
  applicationCode: string | null;
  folderCode: string | null;
  fields: readonly SettingsFieldDefinition[];
  now?: Date;
}): ConceptFormValues {
  return {
    name: '',
    type: 'ua',
    subtype: 'general',
    status: 'queued',
    workflowStatus: 'queued',
    targetDeliveryDate: null,
    deliveryDate: null,
    creativeLead: null,
    uaLead: null,
    assignedUser: null,
    estimatedEffort: '',
    actualEffort: '',
    adMatchSearchTerm: '',
    tags: [],
    description: '',
    creativeNode: options.folderCode ?? '',
    applications: options.applicationCode ? [options.applicationCode] : [],
    settings: fillMissingSettings({}, options.fields, { applyDefaults: true, now: options.now }),
  };
}

/** A variant is named after its parent and its position: "Winter event master 3". */
export function buildVariantName(parentName: string, deliverableCount: number): string {
  return `${parentName} ${deliverableCount + 1}`;
}

/** ?deliverableCount= → a count; anything unreadable falls back to the parent's own count. */
export function parseDeliverableCount(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}

/**
 * A new variant inherits type, purpose, dates, description, settings, leads, assignee, tags, folder
 * and applications from its parent; its status starts at queued.
 */
export function buildVariantValues(
  parent: ParentConcept,
  deliverableCount: number,
  fields: readonly SettingsFieldDefinition[],
  now?: Date,
): ConceptFormValues {
  return {
    ...buildNewConceptValues({ applicationCode: null, folderCode: parent.creativeNode?.code ?? null, fields, now }),
    name: buildVariantName(parent.name, deliverableCount),
    type: parent.type,
    subtype: parent.subtype,
    targetDeliveryDate: parent.targetDeliveryDate,
    deliveryDate: parent.deliveryDate,
    description: parent.description,
    settings: fillMissingSettings(toSettingsValues(parent.settings), fields, { applyDefaults: true, now }),
    creativeLead: parent.creativeLead?.emailAddress ?? null,
    uaLead: parent.uaLead?.emailAddress ?? null,
    assignedUser: parent.assignedUser?.emailAddress ?? null,
    tags: toTagValues(parent.tags),
    applications: parent.applications.map((application) => application.code),
  };
}

const toPerson = (emailAddress: string | null) => ({ emailAddress: emailAddress || null });

/**
 * Form values → CreativeConceptInput. `changed` limits an update to the fields the user touched
 * (so a save never trips a permission it did not use); null sends everything (create).
 */
export function toConceptInput(
  values: ConceptFormValues,
  options: { changed: ReadonlySet<ConceptFormField> | null; fields: readonly SettingsFieldDefinition[] },
): CreativeConceptInput {
  const includes = (field: ConceptFormField) => options.changed === null || options.changed.has(field);
  const input: CreativeConceptInput = {};
  if (includes('name')) input.name = values.name.trim();
  if (includes('type')) input.type = values.type;
  if (includes('subtype') || (options.changed !== null && options.changed.has('type'))) input.subtype = values.subtype;
  if (includes('status')) input.status = values.status;
  if (includes('workflowStatus')) input.workflowStatus = values.workflowStatus;
  if (includes('targetDeliveryDate')) input.targetDeliveryDate = values.targetDeliveryDate || null;
  if (includes('deliveryDate')) input.deliveryDate = values.deliveryDate || null;
  if (includes('creativeLead')) input.creativeLead = toPerson(values.creativeLead);
  if (includes('uaLead')) input.uaLead = toPerson(values.uaLead);
  if (includes('assignedUser')) input.assignedUser = toPerson(values.assignedUser);
  if (includes('estimatedEffort')) input.estimatedEffort = parseEffort(values.estimatedEffort);
  if (includes('actualEffort')) input.actualEffort = parseEffort(values.actualEffort);
  if (includes('adMatchSearchTerm')) input.adMatchSearchTerm = values.adMatchSearchTerm.trim() || null;
  if (includes('tags')) input.tags = values.tags.map((tag) => ({ code: tag.code }));
  if (includes('description')) input.description = values.description;
  if (includes('creativeNode') && values.creativeNode) input.creativeNode = { code: values.creativeNode };
  if (includes('applications')) input.applications = values.applications.map((code) => ({ code }));
  if (includes('settings')) {
    // Only codes the application still defines: the server refuses unknown ones.
    const known = new Set(options.fields.map((field) => field.code));
    const settings = toSettingsInput(values.settings);
    input.settings = Object.fromEntries(Object.entries(settings).filter(([code]) => known.has(code)));
  }
  return input;
}
