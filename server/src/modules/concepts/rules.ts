/** Business constants of spec 1 §3–§4 (the shared vocabulary in `@atelier/domain`), and server-only rules. */
import { MESSAGES } from '@atelier/domain';
import type { AccessRule } from '../tenancy/index.js';

export {
  APPROVAL_STATUSES,
  CONCEPT_STATUSES,
  deriveLifeCycle,
  INTENDED_USES,
  MODEL_TYPES,
  SUBTYPES_BY_TYPE,
  WORKFLOW_STATUSES,
} from '@atelier/domain';

export const CONCEPT_NOT_FOUND = MESSAGES.conceptNotFound;
export const APPROVE_REJECT_FORBIDDEN = MESSAGES.approveRejectForbidden;
export const APPROVE_ALL_FORBIDDEN = MESSAGES.approveAllForbidden;
export const REJECT_ALL_FORBIDDEN = MESSAGES.rejectAllForbidden;
export const SELECT_NEW_FOLDER = MESSAGES.selectNewFolder;
export const STALE_CONCEPT = MESSAGES.staleConcept;

/** Changing a concept's fields: updateConcept with anything but an approval on its own. */
export const CONCEPT_EDIT: AccessRule = { allOf: ['concept:view', 'concept:update'] };

/** Setting an approval status (approved, rejected, active), alone or with other changes, and accept/reject all. */
export const CONCEPT_APPROVE: AccessRule = { allOf: ['concept:view', 'concept:approve'] };

/**
 * Saving a concept at all: updateConcept's gate for an approval on its own, and so `viewerCanEdit`.
 * With concept:update the save may change whatever the other permissions allow; an approver
 * without it may save an approval only (the status set to approved, rejected or active, nothing else).
 */
export const CONCEPT_SAVE: AccessRule = { allOf: ['concept:view'], anyOf: ['concept:update', 'concept:approve'] };

export const CONCEPT_DELETE: AccessRule = 'concept:delete';

/**
 * Moving a concept to another folder or changing its applications: a save of its details
 * (CONCEPT_EDIT) that also needs concept:changeFolder; `viewerCanChangeFolder` answers it.
 */
export const CONCEPT_CHANGE_FOLDER: AccessRule = { allOf: ['concept:view', 'concept:update', 'concept:changeFolder'] };
