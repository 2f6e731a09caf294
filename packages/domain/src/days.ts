/**
 * A calendar day written YYYY-MM-DD that exists (2026-02-30 does not: `Date.parse` would roll it
 * over to March 2, and the database refuses it).
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
