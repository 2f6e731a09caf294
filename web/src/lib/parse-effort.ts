/** Effort text → a number; empty or not a number (NaN) → null. */
export function parseEffort(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isNaN(value) ? null : value;
}
