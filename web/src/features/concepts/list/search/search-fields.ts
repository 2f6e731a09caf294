import { ALL_INTENDED_USES, CONCEPT_STATUSES, MODEL_TYPES, SUBTYPES_BY_TYPE, WORKFLOW_STATUSES } from '../../shared/concept-rules';

/** How a field's value is entered, and so which operators apply (spec 1 §5). */
export type SearchFieldKind = 'text' | 'code' | 'select' | 'user' | 'tag' | 'date' | 'boolean';

export interface SearchField {
  /** The ConceptFilter field name. */
  field: string;
  kind: SearchFieldKind;
  /** Select fields: the values and the catalogue their labels come from. */
  options?: readonly string[];
  optionLabels?: 'status' | 'workflowStatus' | 'intendedUse' | 'purpose' | 'modelType';
}

const ALL_SUBTYPES = [...new Set(Object.values(SUBTYPES_BY_TYPE).flat())];

/** The filterable concept fields (spec 1 §3) in the order the field picker lists them. */
export const SEARCH_FIELDS: readonly SearchField[] = [
  { field: 'name', kind: 'text' },
  { field: 'internalId', kind: 'text' },
  { field: 'status', kind: 'select', options: CONCEPT_STATUSES, optionLabels: 'status' },
  { field: 'workflowStatus', kind: 'select', options: WORKFLOW_STATUSES, optionLabels: 'workflowStatus' },
  { field: 'modelType', kind: 'select', options: MODEL_TYPES, optionLabels: 'modelType' },
  { field: 'type', kind: 'select', options: ALL_INTENDED_USES, optionLabels: 'intendedUse' },
  { field: 'subtype', kind: 'select', options: ALL_SUBTYPES, optionLabels: 'purpose' },
  { field: 'creativeLead.emailAddress', kind: 'user' },
  { field: 'uaLead.emailAddress', kind: 'user' },
  { field: 'assignedUser.emailAddress', kind: 'user' },
  { field: 'tags.code', kind: 'tag' },
  { field: 'targetDeliveryDate', kind: 'date' },
  { field: 'deliveryDate', kind: 'date' },
  { field: 'isPinned', kind: 'boolean' },
  { field: 'parentCreativeConcept.code', kind: 'code' },
];

export const OPERATORS_BY_KIND: Record<SearchFieldKind, readonly string[]> = {
  text: ['contains', 'equals', 'notEquals'],
  code: ['equals'],
  select: ['equals', 'notEquals', 'in', 'notIn'],
  user: ['equals', 'notEquals', 'in', 'notIn'],
  tag: ['in', 'notIn'],
  date: ['range', 'lessThan', 'greaterThan', 'equals'],
  boolean: ['equals'],
};

export const LIST_OPERATORS: readonly string[] = ['in', 'notIn'];

export function findSearchField(field: string): SearchField | undefined {
  return SEARCH_FIELDS.find((candidate) => candidate.field === field);
}

/** A condition's value: text, a code list (in / not in), a yes/no, or a [from, to] pair of YYYY-MM-DD days. */
export type ConditionValue = string | string[] | boolean | [string | null, string | null] | null;

/** The empty value an operator starts with, so switching operator never leaves a value of the wrong shape. */
export function createEmptyValue(kind: SearchFieldKind, operator: string): ConditionValue {
  if (LIST_OPERATORS.includes(operator)) return [];
  if (kind === 'boolean') return true;
  if (kind === 'date') return operator === 'range' ? [null, null] : null;
  return '';
}
