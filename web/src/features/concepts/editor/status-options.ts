import { APPROVAL_STATUSES, CONCEPT_STATUSES, isApprovalDecision } from '../shared/concept-rules';

export interface StatusOption {
  value: string;
  /** Shown but not selectable: a change the server would refuse this viewer. */
  isDisabled: boolean;
}

/**
 * Status choices of the concept and parent editors, every status listed (so the stored one always
 * shows). The server's rule (isApprovalDecision): moving into or out of an approval-stage status
 * takes an approval user; an approval user without edit rights may only decide (move into one).
 */
export function findStatusOptions(access: { canApprove: boolean; canUpdate: boolean }, storedStatus: string | null): StatusOption[] {
  return CONCEPT_STATUSES.map((value) => {
    if (value === storedStatus) return { value, isDisabled: false };
    if (!access.canApprove) return { value, isDisabled: isApprovalDecision(storedStatus, value) };
    return { value, isDisabled: !access.canUpdate && !APPROVAL_STATUSES.includes(value) };
  });
}
