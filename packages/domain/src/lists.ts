/** Page sizes the grids offer (spec 1 §9: default 50; options 25, 50, 100). */
export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** The largest page any list field serves: the largest a grid offers. */
export const MAX_PAGE_SIZE = 100;
