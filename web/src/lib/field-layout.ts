/** Field widths 0.25, 0.5, 1 → 3, 6, 12 of 12 grid columns; anything else 6. */
export function gridColumnsForWidth(width: number): 3 | 6 | 12 {
  if (width === 0.25) return 3;
  if (width === 1) return 12;
  return 6;
}
