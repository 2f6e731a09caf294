import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { detectAssetKind, isKindAllowed, listZipEntries } from '../../media/detect.js';
import { DEFAULT_CONTENT_TYPE } from '../../storage/content-disposition.js';
import type { ObjectStorage } from '../../storage/types.js';
import type { AssetGrouping, AssetKind } from './rules.js';

/** Bytes file-type needs to recognise every format it knows. */
const HEAD_BYTES = 4100;

export interface FileInspection {
  type: AssetKind;
  /**
   * The content type the file is recorded and served with: the one its content shows, or
   * application/octet-stream when the content is not a known format. Never what the browser claimed
   * when uploading (an HTML page sent as image/png would otherwise be served as an image).
   */
  mimeType: string;
  extension: string | null;
  allowedIn(grouping: string): boolean;
}

/** What a stored file really is, from its first bytes (and a zip's entry names), never its name. */
export async function inspectStoredFile(storage: ObjectStorage, key: string, fileName: string): Promise<FileInspection> {
  const head = await readHead(storage, key, HEAD_BYTES);
  let detected = await detectAssetKind({ head, fileName });
  if (detected.mimeType === 'application/zip') {
    // A playable is a zip with an index.html: its entry names sit at the end of the file.
    const entries = await withLocalFile(storage, key, (file) => listZipEntries(file));
    detected = await detectAssetKind({ head, fileName, zipEntries: entries });
  }
  return {
    ...detected,
    mimeType: detected.mimeType ?? DEFAULT_CONTENT_TYPE,
    allowedIn: (grouping) => isKindAllowed(grouping as AssetGrouping, detected.type),
  };
}

async function readHead(storage: ObjectStorage, key: string, bytes: number): Promise<Buffer> {
  const stream = await storage.getObjectStream(key);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * Runs `use` with a path to the object's bytes: the stored file itself on local disk, or a
 * temporary copy (removed afterwards) for object stores.
 */
export async function withLocalFile<T>(storage: ObjectStorage, key: string, use: (file: string) => Promise<T>): Promise<T> {
  const local = storage as ObjectStorage & { localPath?: (key: string) => string };
  if (typeof local.localPath === 'function') return use(local.localPath(key));
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atelier-asset-'));
  const file = path.join(directory, 'file');
  try {
    await pipeline(await storage.getObjectStream(key), fs.createWriteStream(file));
    return await use(file);
  } finally {
    await fs.promises.rm(directory, { recursive: true, force: true });
  }
}
