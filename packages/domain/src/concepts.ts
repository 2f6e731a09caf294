/** Concept enumerations and derived rules of spec 1 §3–§4 and §9 (see docs/product.md). */

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
export type ConceptStatus = (typeof CONCEPT_STATUSES)[number];

export function isConceptStatus(value: string): value is ConceptStatus {
  return (CONCEPT_STATUSES as readonly string[]).includes(value);
}

/**
 * Approval-stage statuses: a decision. Only an approval user may move a concept (or asset) into one
 * of these or out of one (the editor offers them, and leaving them, to approval users only).
 */
export const APPROVAL_STATUSES: readonly string[] = ['conceptApproved', 'conceptRejected', 'approved', 'rejected', 'active'];

/** Whether changing `from` to `to` takes an approval user: into or out of an approval-stage status. */
export function isApprovalDecision(from: string | null | undefined, to: string): boolean {
  return from !== to && (APPROVAL_STATUSES.includes(to) || (from != null && APPROVAL_STATUSES.includes(from)));
}

/** Statuses of a concept waiting for an approval user's decision (the approval gallery opens on these). */
export const PENDING_APPROVAL_STATUSES: readonly string[] = ['conceptApproval', 'pendingApproval'];

export const WORKFLOW_STATUSES = ['queued', 'assigned', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;
export const MODEL_TYPES = ['standard', 'parent', 'child'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

/** The concept form's list of intended uses, and the editor's own enumeration (spec 1 §3 gives both). */
export const FORM_INTENDED_USES = ['ua', 'reference', 'content', 'event', 'organic'] as const;
export const EDITOR_INTENDED_USES = ['ua', 'content', 'aso', 'blog', 'podcast', 'webinar'] as const;
/** What the server accepts: the union of both readings. */
export const INTENDED_USES = ['ua', 'content', 'aso', 'blog', 'podcast', 'webinar', 'reference', 'event', 'organic'] as const;

export const SUBTYPES_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
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

export type LifeCycle = 'queued' | 'conceptDevelopment' | 'inProduction' | 'approvedForUse' | 'readyToPublish' | 'endOfLife' | 'inactive';

/** The steps the lifecycle indicator shows, in order. */
export const LIFECYCLE_STEPS: readonly LifeCycle[] = [
  'queued',
  'conceptDevelopment',
  'inProduction',
  'approvedForUse',
  'readyToPublish',
  'endOfLife',
];

export const LIFECYCLE_GROUPS: Readonly<Record<Exclude<LifeCycle, 'inactive'>, readonly string[]>> = {
  queued: ['queued'],
  conceptDevelopment: ['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected'],
  inProduction: ['inProduction', 'pendingApproval', 'rejected'],
  approvedForUse: ['approved'],
  readyToPublish: ['active'],
  endOfLife: ['endOfLife', 'inactive'],
};

/** Lifecycle derived from status (never stored). Anything outside the groups reads as inactive. */
export function deriveLifeCycle(status: string): LifeCycle {
  for (const [group, statuses] of Object.entries(LIFECYCLE_GROUPS)) {
    if (statuses.includes(status)) return group as LifeCycle;
  }
  return 'inactive';
}

/** Dot colours: queued white, development yellow, production orange, approved/ready green, else grey. */
export function lifeCycleColor(lifeCycle: LifeCycle): string {
  switch (lifeCycle) {
    case 'queued':
      return '#FFFFFF';
    case 'conceptDevelopment':
      return '#FDE83A';
    case 'inProduction':
      return '#FFB300';
    case 'approvedForUse':
    case 'readyToPublish':
      return '#55F000';
    default:
      return '#9ea7ad';
  }
}

export const DELIVERY_COLORS = {
  delivered: '#2FCCFF',
  inactive: '#9ea7ad',
  green: '#55F000',
  yellow: '#FDE83A',
  orange: '#FFB300',
  red: '#FF3938',
} as const;

/** Editor tabs, by position (spec 1 §2: the `tab` query value is a name or a number). */
export const EDITOR_TABS = ['details', 'assets', 'variants', 'actions', 'files', 'adLink', 'analytics'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
