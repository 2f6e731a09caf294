/** The least a grid row needs to be placed under its parent. */
interface OrderedRow {
  code: string;
  modelType: string;
  parentCreativeConcept?: { code: string } | null;
}

/**
 * A page of the concepts grid with each variant (child) directly under its parent, in the order
 * the server gave the variants, and the parents in the page's own order (spec 1 §2: child rows
 * indented). The list is paged on the server, so this orders within the page: a variant whose
 * parent is not on the page keeps its place (still indented). Variants of variants do not exist
 * (a child's parent is a parent concept), so one level is enough.
 */
export function placeVariantsUnderParents<Row extends OrderedRow>(rows: readonly Row[]): Row[] {
  const codesOnPage = new Set(rows.map((row) => row.code));
  const variantsByParent = new Map<string, Row[]>();
  for (const row of rows) {
    const parentCode = row.modelType === 'child' ? row.parentCreativeConcept?.code : undefined;
    if (parentCode && parentCode !== row.code && codesOnPage.has(parentCode)) {
      variantsByParent.set(parentCode, [...(variantsByParent.get(parentCode) ?? []), row]);
    }
  }
  if (variantsByParent.size === 0) return rows as Row[];
  const placed = new Set([...variantsByParent.values()].flat());
  const ordered: Row[] = [];
  for (const row of rows) {
    if (placed.has(row)) continue;
    ordered.push(row, ...(variantsByParent.get(row.code) ?? []));
  }
  return ordered;
}
