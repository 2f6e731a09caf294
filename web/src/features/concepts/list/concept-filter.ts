/** The server's ConceptFilter input (concepts/schema.graphql): and/or groups or one field condition. */
export interface ConceptFilter {
  and?: ConceptFilter[];
  or?: ConceptFilter[];
  field?: string;
  operator?: string;
  value?: unknown;
}

/** Combines conditions with AND, leaving out empty ones; null when nothing filters. */
export function combineFilters(filters: readonly (ConceptFilter | null | undefined)[]): ConceptFilter | null {
  const present = filters.filter((filter): filter is ConceptFilter => Boolean(filter));
  if (present.length === 0) return null;
  if (present.length === 1) return present[0]!;
  return { and: present };
}

/** A virtual folder's filter arrives as JSON; only an object can be a filter. */
export function asConceptFilter(value: unknown): ConceptFilter | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ConceptFilter) : null;
}

export const folderFilter = (folderCode: string): ConceptFilter => ({ field: 'creativeNode.code', operator: 'equals', value: folderCode });
