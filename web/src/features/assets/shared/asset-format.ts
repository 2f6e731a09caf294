/**
 * Units of spec 2 §9: size is stored in bytes and shown in MB with two decimals, length is
 * stored in milliseconds and shown in seconds, dimensions in px ('n/a' when empty).
 */

const BYTES_PER_MB = 1_000_000;

/** Removes floating-point noise (0.3 * 1000 = 300.00000000000006) before rounding up or down. */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/** MB with two decimals; a file under 0.01 MB in KB instead, so it does not read "0.00 MB". */
export function formatSizeMb(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes > 0 && bytes < BYTES_PER_MB / 100) return `${(bytes / 1000).toFixed(2)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}

export function formatSeconds(milliseconds: number | null | undefined): string {
  if (milliseconds == null) return '';
  return `${clean(milliseconds / 1000).toLocaleString('en', { maximumFractionDigits: 2 })} s`;
}

export function formatPixels(value: number | null | undefined, empty: string): string {
  return value == null ? empty : `${value} px`;
}

const BITS_PER_KBIT = 1000;

/** A bitrate stored in bits per second, as the kbit/s shown and typed (up to one decimal). */
export function kilobitsText(bitsPerSecond: number | null | undefined): string {
  return bitsPerSecond == null ? '' : String(Math.round(bitsPerSecond / 100) / 10);
}

/** kbit/s typed on edit → bits per second, rounded. */
export function bitsFromKilobits(text: string): number | null {
  const value = parseOptionalNumber(text);
  return value === null ? null : Math.round(clean(value * BITS_PER_KBIT));
}

/** Text typed in a number field → a number; empty or not a number → null. */
export function parseOptionalNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Whole numbers (width, height, bitrate): typed decimals are rounded. */
export function parseOptionalInteger(text: string): number | null {
  const value = parseOptionalNumber(text);
  return value === null ? null : Math.round(value);
}

/** Spec 2 §5: MB typed on edit → bytes, times one million, rounded. */
export function bytesFromMegabytes(text: string): number | null {
  const value = parseOptionalNumber(text);
  return value === null ? null : Math.round(clean(value * BYTES_PER_MB));
}

/** Spec 2 §5: seconds typed on edit → milliseconds, rounded up. */
export function millisecondsFromSeconds(text: string): number | null {
  const value = parseOptionalNumber(text);
  return value === null ? null : Math.ceil(clean(value * 1000));
}

/** Stored bytes → the MB text the form shows. */
export function megabytesText(bytes: number | null | undefined): string {
  return bytes == null ? '' : String(clean(bytes / BYTES_PER_MB));
}

/** Stored milliseconds → the seconds text the form shows. */
export function secondsText(milliseconds: number | null | undefined): string {
  return milliseconds == null ? '' : String(clean(milliseconds / 1000));
}

export const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
