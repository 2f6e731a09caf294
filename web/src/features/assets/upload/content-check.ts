import type { UploadFile } from './upload-types';

/** Bytes file-type needs to recognise the formats production accepts. */
const HEAD_BYTES = 4100;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Whether the server is sure to refuse this file for the grouping, judged from its first bytes in
 * the browser before anything is sent ('File type not supported!' at once instead of after the first
 * part). Only production is narrowed (design and source take anything), and the check errs on the
 * lenient side: a zip may be a playable or a .docx (told by entries at its end), text with an <svg>
 * may be an SVG; the server's checks of the first part and of the whole file remain the authority.
 */
export async function isSureToBeRefused(file: UploadFile, assetType: string): Promise<boolean> {
  if (assetType !== 'production' || file.size === 0) return false;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  // file-type's browser build, loaded only when a production file is chosen.
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(head);
  if (!detected || detected.mime === 'application/xml') return !mayBeSvg(head);
  const { mime } = detected;
  if (mime.startsWith('image/') || mime.startsWith('video/') || mime === 'application/pdf' || mime === DOCX) return false;
  if (mime === 'application/zip') return false;
  if (mime === 'application/x-cfb') return !file.name.toLowerCase().endsWith('.doc');
  return true;
}

function mayBeSvg(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  return /<(?:[a-z][\w.-]*:)?svg[\s/>]/i.test(new TextDecoder().decode(head));
}
