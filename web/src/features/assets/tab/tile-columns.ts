/** Spec 2 §9. */
export const TILE_HEIGHT = 384;
export const TILE_MIN_WIDTH = 380;
/** The tiles' gap (theme spacing 2). */
export const TILE_GAP = 16;

/**
 * Asset tiles per row (spec 2 §9): breakpoints at 1750, 2150 and 2800 px of window width, one
 * tile fewer while the folder tree takes its 400 px, and never so many that a tile would be
 * narrower than its 380 px minimum in the room the list has (`rowWidth`, when measured). Below
 * 1750 px the tiles fill the row at their minimum (null).
 */
export function countTileColumns(windowWidth: number, isTreeOpen: boolean, rowWidth?: number): number | null {
  const fewer = isTreeOpen ? 1 : 0;
  let columns: number;
  if (windowWidth >= 2800) columns = 6 - fewer;
  else if (windowWidth >= 2150) columns = 5 - fewer;
  else if (windowWidth >= 1750) columns = 4 - fewer;
  else return null;
  if (rowWidth === undefined || rowWidth <= 0) return columns;
  const fitting = Math.max(1, Math.floor((rowWidth + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
  return Math.min(columns, fitting);
}

export function buildTileGridTemplate(columns: number | null): string {
  // Even with a column count a tile keeps its minimum: a row that cannot hold it scrolls sideways
  // rather than squeezing the preview and details.
  return columns
    ? `repeat(${columns}, minmax(${TILE_MIN_WIDTH}px, 1fr))`
    : `repeat(auto-fill, minmax(min(100%, ${TILE_MIN_WIDTH}px), 1fr))`;
}
