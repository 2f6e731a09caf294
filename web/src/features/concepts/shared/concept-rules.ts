/**
 * Concept enumerations and derived rules of spec 1 §3–§4 and §9, shared by the list, the editors
 * and the child list. The server applies the same rules; these drive what the UI shows.
 */

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

/** Only approval users may choose these in the editor (the parent form allows all). */
export const APPROVAL_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

export const WORKFLOW_STATUSES = ['queued', 'assigned', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;
export const MODEL_TYPES = ['standard', 'parent', 'child'] as const;

/** The concept form's list of intended uses, and the editor's own enumeration (spec 1 §3 gives both). */
export const FORM_INTENDED_USES = ['ua', 'reference', 'content', 'event', 'organic'] as const;
export const EDITOR_INTENDED_USES = ['ua', 'content', 'aso', 'blog', 'podcast', 'webinar'] as const;
export const ALL_INTENDED_USES = ['ua', 'content', 'aso', 'blog', 'podcast', 'webinar', 'reference', 'event', 'organic'] as const;

export const SUBTYPES_BY_TYPE: Record<string, readonly string[]> = {
  ua: ['general', 'newUser', 'retargeting'],
  reference: ['general', 'static', 'video', 'logo', 'sound'],
  content: ['general', 'video', 'blog', 'podcast', 'webinar'],
  event: ['general'],
  organic: ['general', 'social', 'aso'],
  aso: ['general'],
  blog: ['general'],
  podcast: ['general'],
  webinar: ['general'],
};

export type LifeCycle = 'queued' | 'conceptDevelopment' | 'inProduction' | 'approvedForUse' | 'readyToPublish' | 'endOfLife' | 'inactive';

export const LIFECYCLE_STEPS: readonly LifeCycle[] = [
  'queued',
  'conceptDevelopment',
  'inProduction',
  'approvedForUse',
  'readyToPublish',
  'endOfLife',
];

const LIFECYCLE_GROUPS: Record<Exclude<LifeCycle, 'inactive'>, readonly string[]> = {
  queued: ['queued'],
  conceptDevelopment: ['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected'],
  inProduction: ['inProduction', 'pendingApproval', 'rejected'],
  approvedForUse: ['approved'],
  readyToPublish: ['active'],
  endOfLife: ['endOfLife', 'inactive'],
};

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

/** A status of inactive shows the indicator without its glow. */
export function hasLifeCycleGlow(status: string): boolean {
  return status !== 'inactive';
}

export const DELIVERY_COLORS = {
  delivered: '#2FCCFF',
  inactive: '#9ea7ad',
  green: '#55F000',
  yellow: '#FDE83A',
  orange: '#FFB300',
  red: '#FF3938',
} as const;

/** Whole days from today to the target date (negative when overdue). */
export function daysUntil(target: Date, today: Date = new Date()): number {
  const startOfDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((startOfDay(target) - startOfDay(today)) / 86_400_000);
}

/** Delivery indicator (spec 1 §4): blue once delivered, grey when inactive, else by days left. */
export function deliveryColor(
  concept: { deliveryDate?: string | null; targetDeliveryDate?: string | null; status: string },
  today = new Date(),
): string | null {
  if (concept.deliveryDate) return DELIVERY_COLORS.delivered;
  if (concept.status === 'inactive') return DELIVERY_COLORS.inactive;
  if (!concept.targetDeliveryDate) return null;
  const days = daysUntil(new Date(concept.targetDeliveryDate), today);
  if (days <= 1) return DELIVERY_COLORS.red;
  if (days <= 2) return DELIVERY_COLORS.orange;
  if (days <= 5) return DELIVERY_COLORS.yellow;
  return DELIVERY_COLORS.green;
}

/** Target date column: the actual delivery date when present, else the target. */
export function targetDateOf(concept: { deliveryDate?: string | null; targetDeliveryDate?: string | null }): string | null {
  return concept.deliveryDate ?? concept.targetDeliveryDate ?? null;
}

/** Field widths 0.25, 0.5, 1 → 3, 6, 12 of 12 grid columns; anything else 6. */
export function gridColumnsForWidth(width: number): 3 | 6 | 12 {
  if (width === 0.25) return 3;
  if (width === 1) return 12;
  return 6;
}

/** Editor route value: a code contains 'crc'; anything else is an internal id. */
export function isConceptCode(value: string): boolean {
  return value.includes('crc');
}

/** Person label for pickers and cells; null person = the system. */
export function personLabel(
  person: { firstName: string; lastName: string; emailAddress: string } | null | undefined,
  systemLabel: string,
): string {
  if (!person) return systemLabel;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.emailAddress;
}

/** Tab query values: name or number (spec 1 §2); unknown names map to details. */
export const EDITOR_TABS = ['details', 'assets', 'variants', 'actions', 'files', 'adLink', 'analytics'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
export function parseEditorTab(value: string | null): EditorTab | null {
  if (value === null || value === '') return null;
  if (/^\d$/.test(value)) return EDITOR_TABS[Number(value)] ?? 'details';
  if (value === 'asset') return 'assets';
  if (value === 'deliverables') return 'variants';
  return (EDITOR_TABS as readonly string[]).includes(value) ? (value as EditorTab) : 'details';
}
