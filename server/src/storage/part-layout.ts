/**
 * Where the parts of a multipart upload lie in its file. Every part but the last holds exactly
 * `partSize` bytes and the last holds the rest, so a file has one part per started `partSize` (an
 * empty file: one empty part). A part past those is refused when its URL is signed and again when
 * its bytes arrive, so an upload never holds more than the size declared when it started.
 */
export interface UploadLayout {
  /** The file's size in bytes, as declared when the upload started (at most the file-size limit). */
  fileSize: number;
  /** Bytes in every part but the last. */
  partSize: number;
}

export interface PartRange {
  /** Where the part starts in the file. */
  offset: number;
  /** The bytes it holds: `partSize`, or what is left of the file for the last part. */
  length: number;
}

export function countParts(layout: UploadLayout): number {
  assertLayout(layout);
  return Math.max(1, Math.ceil(layout.fileSize / layout.partSize));
}

/** The range of part `partNumber` (from 1), or null for a part past the end of the file. */
export function findPartRange(layout: UploadLayout, partNumber: number): PartRange | null {
  if (!Number.isSafeInteger(partNumber) || partNumber < 1 || partNumber > countParts(layout)) return null;
  const offset = (partNumber - 1) * layout.partSize;
  return { offset, length: Math.min(layout.partSize, layout.fileSize - offset) };
}

/** Why a part number is refused, in the words both the part URL mutation and the part route answer. */
export function describePartPastEnd(layout: UploadLayout, partNumber: number): string {
  const parts = countParts(layout);
  return `Part ${partNumber} is past the end of the file: ${layout.fileSize} bytes in parts of ${layout.partSize} bytes make ${parts} ${parts === 1 ? 'part' : 'parts'}.`;
}

export function describePartTooLong(partNumber: number, range: PartRange): string {
  return `Part ${partNumber} of this upload may hold at most ${range.length} bytes.`;
}

function assertLayout(layout: UploadLayout): void {
  if (!Number.isSafeInteger(layout.fileSize) || layout.fileSize < 0) throw new Error(`Invalid file size: ${layout.fileSize}`);
  if (!Number.isSafeInteger(layout.partSize) || layout.partSize < 1) throw new Error(`Invalid part size: ${layout.partSize}`);
}
