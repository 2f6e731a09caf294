/** Business constants of spec 1 §3–§4, shared by validation, filters and the lifecycle. */

export const CONCEPT_STATUSES = [
  'queued',
  'conceptDev',
  'conceptApproval',
  'conceptRejected',
  'conceptApproved',
  'inProduction',
  'pendingApproval',
  'rejected',
  'approved',
  'active',
  'endOfLife',
  'inactive',
  'canceled',
] as const;

/** Only an approval user may move a concept into these. */
export const APPROVAL_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

export const WORKFLOW_STATUSES = ['queued', 'assigned', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;
export const MODEL_TYPES = ['standard', 'parent', 'child'] as const;

/** Intended uses: the union of both readings of the spec (form list and editor enumeration). */
export const INTENDED_USES = ['ua', 'content', 'aso', 'blog', 'podcast', 'webinar', 'reference', 'event', 'organic'] as const;

export const SUBTYPES_BY_TYPE: Record<string, readonly string[]> = {
  ua: ['general', 'newUser', 'retargeting'],
  reference: ['general', 'static', 'video', 'logo', 'sound'],
  content: ['general', 'video', 'blog', 'podcast', 'webinar'],
  event: ['general'],
  organic: ['general', 'social', 'aso'],
  // Editor-only intended uses have no listed purposes beyond general.
  aso: ['general'],
  blog: ['general'],
  podcast: ['general'],
  webinar: ['general'],
};

const LIFECYCLE_GROUPS: Record<string, readonly string[]> = {
  queued: ['queued'],
  conceptDevelopment: ['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected'],
  inProduction: ['inProduction', 'pendingApproval', 'rejected'],
  approvedForUse: ['approved'],
  readyToPublish: ['active'],
  endOfLife: ['endOfLife', 'inactive'],
};

/** Lifecycle derived from status (never stored). Anything outside the groups reads as inactive. */
export function deriveLifeCycle(status: string): string {
  for (const [group, statuses] of Object.entries(LIFECYCLE_GROUPS)) {
    if (statuses.includes(status)) return group;
  }
  return 'inactive';
}

export const CONCEPT_NOT_FOUND = 'Concept not found';
export const APPROVE_REJECT_FORBIDDEN = 'You do not have the correct permissions to Approve/Reject this Creative Concept.';
export const APPROVE_ALL_FORBIDDEN = 'You do not have the correct permissions to Approve this Creative Concept/Assets.';
export const REJECT_ALL_FORBIDDEN = 'You do not have the correct permissions to Reject this Creative Concept/Assets.';
export const SELECT_NEW_FOLDER = 'Please Select a New Folder for the Creative Concept';
export const STALE_CONCEPT =
  'This concept was changed by someone else since you opened it. Reload it to see their changes, then save again.';
