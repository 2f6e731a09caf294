import type { AccessRule } from '../tenancy/index.js';

/** Reading a concept's stages and decisions. */
export const REVIEW_VIEW: AccessRule = 'concept:view';

/** Configuring a concept's stages: the concept workflow permission (`ConceptReview.viewerCanConfigure`). */
export const REVIEW_CONFIGURE: AccessRule = { allOf: ['concept:view', 'concept:update', 'concept:workflow'] };

/** Deciding in a stage: the approval permission; being a named reviewer of the open stage is checked on the record. */
export const REVIEW_DECIDE: AccessRule = { allOf: ['concept:view', 'concept:approve'] };

/** The permission a reviewer must hold (named people and members of named roles without it cannot decide). */
export const APPROVE_PERMISSION = 'concept:approve';

export const STAGE_RULES = ['any', 'all', 'count'] as const;
export type StageRule = (typeof STAGE_RULES)[number];

export const MAX_STAGES = 10;
export const MAX_REVIEWERS_PER_STAGE = 50;
/** Reminders go this long before a stage's deadline. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** The concept status during a review, and the statuses the stages decide. */
export const IN_REVIEW = 'pendingApproval';
export const FINAL_APPROVAL_STATUSES: readonly string[] = ['approved', 'active'];

/** How many approvals a stage needs, given its eligible reviewers now. */
export function approvalsNeeded(stage: { rule: string; requiredCount: number | null }, eligibleCount: number) {
  if (stage.rule === 'all') return Math.max(1, eligibleCount);
  if (stage.rule === 'count') return Math.max(1, Math.min(stage.requiredCount ?? 1, Math.max(1, eligibleCount)));
  return 1;
}

/**
 * Whether a stage's rule is met. ALL: every eligible reviewer approved; ANY and COUNT: enough
 * approvals (only eligible reviewers can decide, so each approval counts once).
 */
export function isStagePassed(
  stage: { rule: string; requiredCount: number | null },
  eligibleIds: readonly string[],
  approverIds: ReadonlySet<string>,
) {
  if (stage.rule === 'all') return eligibleIds.length > 0 && eligibleIds.every((id) => approverIds.has(id));
  return approverIds.size >= approvalsNeeded(stage, eligibleIds.length);
}
