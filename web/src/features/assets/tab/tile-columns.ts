/**
 * Asset tiles per row (spec 2 §9): breakpoints at 1750, 2150 and 2800 px of window width, one
 * tile fewer while the folder tree takes its 400 px. Below 1750 px the tiles fill the row at
 * their 380 px minimum (null).
 */
export function countTileColumns(windowWidth: number, isTreeOpen: boolean): number | null {
  const fewer = isTreeOpen ? 1 : 0;
  if (windowWidth >= 2800) return 6 - fewer;
  if (windowWidth >= 2150) return 5 - fewer;
  if (windowWidth >= 1750) return 4 - fewer;
  return null;
}

/** Spec 2 §9. */
export const TILE_HEIGHT = 384;
export const TILE_MIN_WIDTH = 380;

export function buildTileGridTemplate(columns: number | null): string {
  return columns ? `repeat(${columns}, minmax(0, 1fr))` : `repeat(auto-fill, minmax(min(100%, ${TILE_MIN_WIDTH}px), 1fr))`;
}
