import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { listZipEntries } from './zip-entries.js';

export { listZipEntries };

export type AssetKind = 'image' | 'video' | 'playable' | 'document' | 'other';
export type AssetGrouping = 'production' | 'design' | 'source';

export interface DetectedKind {
  type: AssetKind;
  /** From the content; null when the content is not a known format (the file name is never trusted). */
  mimeType: string | null;
  extension: string | null;
}

const ALL_KINDS: readonly AssetKind[] = ['image', 'video', 'playable', 'document', 'other'];

/**
 * Which kinds each grouping accepts.
 * - production: what ships: images, videos and playable (HTML5) ads, and documents (PDF or Word
 *   deliverables such as print ads or store copy). An unknown file there is a mistake worth refusing.
 * - design: working files: exports, briefs and storyboards (PDF, Word), tool files the platform cannot
 *   read (Figma, Sketch, After Effects: "other"). That is every kind today; it is its own list so it
 *   can be narrowed without touching source.
 * - source: originals, anything at all.
 */
export const ALLOWED_KINDS_BY_GROUPING: Record<AssetGrouping, readonly AssetKind[]> = {
  production: ['image', 'video', 'playable', 'document'],
  design: ALL_KINDS,
  source: ALL_KINDS,
};

export function isAssetGrouping(value: string): value is AssetGrouping {
  return Object.hasOwn(ALLOWED_KINDS_BY_GROUPING, value);
}

export function isKindAllowed(grouping: AssetGrouping, kind: AssetKind): boolean {
  return ALLOWED_KINDS_BY_GROUPING[grouping].includes(kind);
}

/**
 * How much of a file's start detection reads. file-type needs 4100 bytes for most formats; more
 * lets it read further into a zip's entries (to tell a .docx from a plain zip).
 */
export const DETECTION_HEAD_BYTES = 64 * 1024;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The kind of a file from its content, never its name: a text file named `.png` is "other". The
 * name only tells an old Word file from other Compound File Binary files (.xls, .msg), which
 * share one signature. For a zip, pass its entry names (listZipEntries) to recognise playables.
 */
export async function detectAssetKind(input: { head: Buffer; fileName: string; zipEntries?: readonly string[] }): Promise<DetectedKind> {
  const detected = await fileTypeFromBuffer(input.head);
  if (!detected || detected.mime === 'application/xml') {
    if (isSvg(input.head)) return { type: 'image', mimeType: 'image/svg+xml', extension: 'svg' };
    return detected
      ? { type: 'other', mimeType: detected.mime, extension: detected.ext }
      : { type: 'other', mimeType: null, extension: null };
  }
  const { mime, ext } = detected;
  if (mime.startsWith('image/')) return { type: 'image', mimeType: mime, extension: ext };
  if (mime.startsWith('video/')) return { type: 'video', mimeType: mime, extension: ext };
  if (mime === 'application/pdf' || mime === DOCX_MIME) return { type: 'document', mimeType: mime, extension: ext };
  if (mime === 'application/x-cfb' && path.extname(input.fileName).toLowerCase() === '.doc') {
    return { type: 'document', mimeType: 'application/msword', extension: 'doc' };
  }
  if (mime === 'application/zip' && input.zipEntries) {
    if (hasPlayableEntry(input.zipEntries)) return { type: 'playable', mimeType: mime, extension: ext };
    // file-type sees a .docx only when its Word entries fall inside the head.
    if (input.zipEntries.includes('word/document.xml')) return { type: 'document', mimeType: DOCX_MIME, extension: 'docx' };
  }
  return { type: 'other', mimeType: mime, extension: ext };
}

/**
 * Whether a file whose first bytes are `head` could still turn out to be a kind the grouping accepts,
 * before the rest of it has arrived (an upload's first part). A zip's kind waits for its entry names
 * at its end (a playable, a .docx), so a zip head always could; an old Word file is told by its name.
 */
export async function couldBeAllowed(grouping: AssetGrouping, input: { head: Buffer; fileName: string }): Promise<boolean> {
  const detected = await detectAssetKind(input);
  if (isKindAllowed(grouping, detected.type)) return true;
  return isZipSignature(input.head);
}

/** detectAssetKind for a file on disk: reads its head, and a zip's entry names. */
export async function detectAssetKindOfFile(filePath: string, fileName: string): Promise<DetectedKind> {
  const head = await readHead(filePath, DETECTION_HEAD_BYTES);
  let zipEntries: string[] | undefined;
  if (isZipSignature(head)) {
    // A damaged zip is just "other": undefined entries say nothing is known about its content.
    zipEntries = await listZipEntries(filePath).catch(() => undefined);
  }
  return detectAssetKind({ head, fileName, zipEntries });
}

/** A playable ad is an HTML5 bundle: `index.html` at the zip's root or in its one top folder. */
function hasPlayableEntry(entries: readonly string[]): boolean {
  return entries.some((entry) => {
    const parts = entry.replaceAll('\\', '/').split('/');
    if (parts[0] === '__MACOSX') return false; // Finder's resource-fork copies, not content.
    return parts.length <= 2 && parts.at(-1)!.toLowerCase() === 'index.html';
  });
}

function isZipSignature(head: Buffer): boolean {
  // Local file header, or the end record of an empty zip.
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05);
}

/**
 * An SVG is text whose root element is <svg>, after an optional XML declaration, comments and an
 * svg DOCTYPE. A DOCTYPE with an internal subset (entity definitions: billion-laughs, external
 * entities) is not accepted as an image. An HTML page that merely contains an <svg> is not one.
 */
function isSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let rest = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  for (;;) {
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3).trimStart();
    } else if (/^<!doctype/i.test(rest)) {
      const end = rest.indexOf('>');
      const declaration = end < 0 ? rest : rest.slice(0, end);
      if (end < 0 || declaration.includes('[') || !/^<!doctype\s+svg\b/i.test(declaration)) return false;
      rest = rest.slice(end + 1).trimStart();
    } else {
      return /^<(?:[a-z][\w.-]*:)?svg[\s/>]/i.test(rest);
    }
  }
}

async function readHead(filePath: string, length: number): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
