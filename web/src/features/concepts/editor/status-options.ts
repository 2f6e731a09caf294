import { APPROVAL_STATUSES, CONCEPT_STATUSES } from '../shared/concept-rules';

export interface StatusOption {
  value: string;
  /** Shown but not selectable: an approval status for a user without the approval permission. */
  isDisabled: boolean;
}

/**
 * Status choices of the concept editor: approved, rejected and active only for approval users
 * (still listed, so a concept already in one shows its status). The parent form allows all.
 */
export function findStatusOptions(canApprove: boolean, options: { allowAll?: boolean } = {}): StatusOption[] {
  return CONCEPT_STATUSES.map((value) => ({
    value,
    isDisabled: !options.allowAll && !canApprove && APPROVAL_STATUSES.includes(value),
  }));
}
