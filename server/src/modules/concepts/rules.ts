/** Business constants of spec 1 §3–§4 (the shared vocabulary in `@atelier/domain`), and server-only rules. */
import { MESSAGES } from '@atelier/domain';

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
