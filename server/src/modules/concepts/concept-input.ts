import { badInput, forbidden } from '../../lib/errors.js';
import { isAllowed, type AccessRule, type Permission } from '../tenancy/index.js';
import { INTENDED_USES, SELECT_NEW_FOLDER, SUBTYPES_BY_TYPE } from './rules.js';

/** CreativeConceptInput as the resolvers hand it over: every field optional (an update sends what changed). */
export interface ConceptInput {
  name?: string | null;
  status?: string | null;
  workflowStatus?: string | null;
  type?: string | null;
  subtype?: string | null;
  modelType?: string | null;
  description?: string | null;
  conceptImage?: string | null;
  isPinned?: boolean | null;
  isPreview?: boolean | null;
  estimatedEffort?: number | null;
  actualEffort?: number | null;
  targetDeliveryDate?: Date | string | null;
  deliveryDate?: Date | string | null;
  adMatchSearchTerm?: string | null;
  settings?: unknown;
  creativeNode?: { code: string } | null;
  parentCreativeConcept?: { code: string } | null;
  applications?: { code: string }[] | null;
  tags?: { code: string }[] | null;
  uaLead?: { emailAddress?: string | null } | null;
  creativeLead?: { emailAddress?: string | null } | null;
  assignedUser?: { emailAddress?: string | null } | null;
  version?: number | null;
}

/** The person fields of a concept, with their columns and who may change them. */
export const PERSON_FIELDS = [
  { field: 'uaLead', column: 'uaLeadId', rule: 'concept:assign' },
  { field: 'creativeLead', column: 'creativeLeadId', rule: 'concept:assign' },
  { field: 'assignedUser', column: 'assignedUserId', rule: { anyOf: ['concept:workflow', 'concept:assign'] } },
] as const satisfies readonly { field: string; column: string; rule: AccessRule }[];

export type PersonField = (typeof PERSON_FIELDS)[number]['field'];

/** A folder as the rules see it: its id and the application it belongs to ('' when not known). */
export interface FolderRef {
  id: string;
  applicationId: string;
}

export function requireOneOf(field: string, value: string, allowed: readonly string[]) {
  if (!allowed.includes(value))
    throw badInput(`${field} must be one of ${allowed.join(', ')}.`, [{ field, message: 'Not an allowed value.' }]);
}

/** Refuses (FORBIDDEN) a change the permissions do not allow: the same rules Access applies at the gate. */
export function requireRule(permissions: ReadonlySet<Permission>, rule: AccessRule, message?: string) {
  if (!isAllowed(rule, permissions)) throw forbidden(message);
}

export function normalizeName(name: string | null | undefined) {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
  if (trimmed.length > 300) throw badInput('Name is too long (300 characters at most).', [{ field: 'name', message: 'Too long.' }]);
  return trimmed;
}

export function checkTypeAndSubtype(type: string, subtype: string) {
  requireOneOf('type', type, INTENDED_USES);
  requireOneOf('subtype', subtype, SUBTYPES_BY_TYPE[type] ?? ['general']);
}

/** The folder must belong to the concept's first (home) application. */
export function checkFolderInHomeApplication(folder: { applicationId: string }, applicationIds: string[]) {
  if (folder.applicationId !== applicationIds[0])
    throw badInput(SELECT_NEW_FOLDER, [{ field: 'creativeNode', message: SELECT_NEW_FOLDER }]);
}

/**
 * A concept image: an http(s) address or a path on this site. Anything else (javascript:, data:,
 * file:, a protocol-relative //host) is refused, so the address can never run or leak in a browser.
 */
export function normalizeConceptImage(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const isSitePath = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\');
  let isWebAddress = false;
  try {
    const url = new URL(trimmed);
    isWebAddress = url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    isWebAddress = false;
  }
  if (trimmed.length > 2000 || !(isSitePath || isWebAddress)) {
    const message = 'The concept image must be an http(s) address or a path on this site.';
    throw badInput(message, [{ field: 'conceptImage', message }]);
  }
  return trimmed;
}
