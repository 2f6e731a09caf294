import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** File primitives of the local adapter: durable writes, atomic renames, reads of what may be missing. */

/** Big reads and writes: 64 KiB writes spend more time in syscalls and callbacks than copying. */
export const IO_CHUNK_BYTES = 4 * 1024 * 1024;

/** Beside the final file (same file system, so the rename is atomic) and hidden from keys. */
export function temporaryPathFor(finalPath: string): string {
  return path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.${randomBytes(6).toString('hex')}.tmp`);
}

export async function datasyncFile(filePath: string): Promise<void> {
  const handle = await fs.open(filePath, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `source` to a new file at `filePath` and fsyncs it. The file is created before any byte is
 * read, and removed on any failure (a source error such as an aborted request included), so a
 * failed write leaves nothing behind.
 */
export async function writeFileFromStream(filePath: string, source: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  const handle = await fs.open(filePath, 'wx');
  try {
    // The stream owns the handle: with `flush` it fsyncs before closing it, also on failure.
    await pipeline(source, handle.createWriteStream({ flush: true, highWaterMark: IO_CHUNK_BYTES }));
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
}

export async function writeFileAtomically(filePath: string, content: string): Promise<void> {
  const temporaryPath = temporaryPathFor(filePath);
  await writeFileFromStream(temporaryPath, [Buffer.from(content)]);
  await renameOrRemove(temporaryPath, filePath);
}

export async function renameOrRemove(temporaryPath: string, finalPath: string): Promise<void> {
  try {
    await fs.rename(temporaryPath, finalPath);
  } catch (error) {
    await fs.rm(temporaryPath, { force: true });
    throw error;
  }
}

export async function readTextIfExists(filePath: string): Promise<string | null> {
  try {
    return await fs.readFile(filePath, 'utf8');
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

export function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
