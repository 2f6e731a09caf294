/** Keys, upload ids and part numbers as the local adapter accepts them: they become paths on disk. */

export const MAX_PART_NUMBER = 10_000;

/** Keys are server-made path segments: letters, digits, `_`, `.`, `-`; no empty, hidden or `..` segment. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isValidKey(key: string): boolean {
  return key.length <= 1024 && KEY_PATTERN.test(key) && !key.includes('..');
}

export function isValidPartNumber(partNumber: number): boolean {
  return Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= MAX_PART_NUMBER;
}

export function isValidUploadId(uploadId: string): boolean {
  return UPLOAD_ID_PATTERN.test(uploadId);
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function assertUploadId(uploadId: string): void {
  if (!isValidUploadId(uploadId)) throw new Error(`Invalid upload id: ${JSON.stringify(uploadId)}`);
}

export function assertPartNumber(partNumber: number): void {
  if (!isValidPartNumber(partNumber)) throw new Error(`Invalid part number: ${partNumber}`);
}
