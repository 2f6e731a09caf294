export interface PageModel {
  page: number;
  pageSize: number;
}

/**
 * The page to show after a change of page model: a new page size keeps the first row the user was
 * looking at in view (25 → 100 on rows 26-50 shows rows 1-100, not 101-200); a page change is taken
 * as it is.
 */
export function keepFirstRowInView(current: PageModel, next: PageModel): PageModel {
  if (next.pageSize === current.pageSize) return next;
  const firstRow = current.page * current.pageSize;
  return { page: Math.floor(firstRow / next.pageSize), pageSize: next.pageSize };
}

/** Rows by their index in the whole list (page × page size + position), as the grid's scrollToIndexes takes them. */
export interface KeptRows {
  /** The first row the user was looking at. */
  first: number;
  /** The last row of the page they were looking at, within the new page and the list. */
  last: number;
}

/**
 * What a page-size change must scroll to, or null when the new page starts with the kept row (the
 * grid shows a new page from its top already). `rowCount`: the rows of the whole list.
 */
export function findKeptRows(current: PageModel, next: PageModel, rowCount: number): KeptRows | null {
  if (next.pageSize === current.pageSize) return null;
  const first = current.page * current.pageSize;
  if (first === next.page * next.pageSize || first >= rowCount) return null;
  const last = Math.min(first + current.pageSize, (next.page + 1) * next.pageSize, rowCount) - 1;
  return { first, last };
}
