import { buildConceptCreatePath, buildConceptsPath } from './paths';

/** URLs of the editors (app/paths.ts has the list and create routes). */

const segment = encodeURIComponent;

/** The editor of a concept, by internal id or code, optionally on a tab. */
export function buildConceptEditorPath(clientCode: string, internalIdOrCode: string, tab?: string): string {
  const path = `${buildConceptsPath(clientCode)}/${segment(internalIdOrCode)}`;
  return tab ? `${path}?tab=${segment(tab)}` : path;
}

export const buildParentConceptPath = (clientCode: string, parentCode: string) =>
  `${buildConceptsPath(clientCode)}/parent/${segment(parentCode)}`;

export const buildParentConceptCreatePath = (clientCode: string) => `${buildConceptsPath(clientCode)}/parent/create`;

/** The create route for a new variant: it inherits from the parent and is numbered after the current count. */
export function buildVariantCreatePath(clientCode: string, parentCode: string, deliverableCount: number): string {
  const query = new URLSearchParams({ parentConceptCode: parentCode, deliverableCount: String(deliverableCount) });
  return `${buildConceptCreatePath(clientCode)}?${query.toString()}`;
}

/** Where a new variant's creator returns to: the parent's variants. */
export const buildVariantsTabPath = (clientCode: string, parentCode: string) =>
  buildConceptEditorPath(clientCode, parentCode, 'deliverables');

/** The approval link of a parent (spec 1 §2): site origin + parent path + open=approvalModal&applicationCode. */
export function buildApprovalLink(origin: string, clientCode: string, parentCode: string, applicationCode: string): string {
  const query = new URLSearchParams({ open: 'approvalModal', applicationCode });
  return `${origin}${buildParentConceptPath(clientCode, parentCode)}?${query.toString()}`;
}
