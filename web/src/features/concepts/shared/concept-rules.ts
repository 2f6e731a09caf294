/**
 * Concept rules of spec 1 §3–§4 and §9 that drive what the UI shows. The enumerations and the
 * lifecycle are the shared vocabulary (`@atelier/domain`), the same the server applies.
 */
import { DELIVERY_COLORS, EDITOR_TABS, INTENDED_USES, type EditorTab } from '@atelier/domain';

export {
  APPROVAL_STATUSES,
  CONCEPT_STATUSES,
  DELIVERY_COLORS,
  deriveLifeCycle,
  EDITOR_INTENDED_USES,
  EDITOR_TABS,
  FORM_INTENDED_USES,
  isApprovalDecision,
  LIFECYCLE_STEPS,
  lifeCycleColor,
  MODEL_TYPES,
  SUBTYPES_BY_TYPE,
  WORKFLOW_STATUSES,
  type ConceptStatus,
  type EditorTab,
  type LifeCycle,
} from '@atelier/domain';

/** Every intended use an existing concept may hold (the union of the form's and the editor's lists). */
export const ALL_INTENDED_USES = INTENDED_USES;

/** A status of inactive shows the indicator without its glow. */
export function hasLifeCycleGlow(status: string): boolean {
  return status !== 'inactive';
}

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

/** Editor route value: a code contains 'crc'; anything else is an internal id. */
export function isConceptCode(value: string): boolean {
  return value.includes('crc');
}

/** Tab query values: name or number (spec 1 §2); unknown names map to details. */
export function parseEditorTab(value: string | null): EditorTab | null {
  if (value === null || value === '') return null;
  if (/^\d$/.test(value)) return EDITOR_TABS[Number(value)] ?? 'details';
  if (value === 'asset') return 'assets';
  if (value === 'deliverables') return 'variants';
  return (EDITOR_TABS as readonly string[]).includes(value) ? (value as EditorTab) : 'details';
}
