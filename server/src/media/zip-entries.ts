import fs from 'node:fs/promises';

/**
 * Names of a zip's entries, read from its central directory at the end of the file: no entry is
 * decompressed or written anywhere, so a zip bomb or an entry named `../../x` is harmless here.
 * Throws when the file is not a readable zip (or is larger than the limits).
 */
export async function listZipEntries(
  filePath: string,
  limits: { maxEntries?: number; maxDirectoryBytes?: number } = {},
): Promise<string[]> {
  const maxEntries = limits.maxEntries ?? 100_000;
  const maxDirectoryBytes = limits.maxDirectoryBytes ?? 32 * 1024 * 1024;
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const { entryCount, directorySize, directoryOffset } = await readDirectoryLocation(handle, size);
    if (entryCount > maxEntries || directorySize > maxDirectoryBytes) throw new Error('The zip has too many entries to inspect.');
    if (directoryOffset + directorySize > size) throw new Error('The zip is damaged: its directory lies outside the file.');
    const directory = await readAt(handle, directoryOffset, directorySize);
    return readEntryNames(directory, entryCount);
  } finally {
    await handle.close();
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_LENGTH = 20;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_END_OF_DIRECTORY_LENGTH = 56;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_LENGTH = 46;
/** General-purpose flag bit 11: the name is UTF-8 (else CP437, read here as Latin-1). */
const UTF8_NAME_FLAG = 0x800;

async function readDirectoryLocation(handle: fs.FileHandle, size: number) {
  const tailLength = Math.min(size, END_OF_DIRECTORY_LENGTH + MAX_COMMENT_LENGTH + ZIP64_LOCATOR_LENGTH);
  const tail = await readAt(handle, size - tailLength, tailLength);
  // The record ends the file unless a comment follows it, so search backwards.
  let end = -1;
  for (let position = tail.length - END_OF_DIRECTORY_LENGTH; position >= 0; position--) {
    if (tail.readUInt32LE(position) === END_OF_DIRECTORY) {
      end = position;
      break;
    }
  }
  if (end < 0) throw new Error('Not a zip file.');
  const location = {
    entryCount: tail.readUInt16LE(end + 10),
    directorySize: tail.readUInt32LE(end + 12),
    directoryOffset: tail.readUInt32LE(end + 16),
  };
  const isZip64 = location.entryCount === 0xffff || location.directorySize === 0xffffffff || location.directoryOffset === 0xffffffff;
  if (!isZip64) return location;

  const locator = end - ZIP64_LOCATOR_LENGTH;
  if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new Error('The zip is damaged: no zip64 locator.');
  const recordOffset = Number(tail.readBigUInt64LE(locator + 8));
  if (recordOffset + ZIP64_END_OF_DIRECTORY_LENGTH > size) throw new Error('The zip is damaged: no zip64 directory record.');
  const record = await readAt(handle, recordOffset, ZIP64_END_OF_DIRECTORY_LENGTH);
  if (record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) throw new Error('The zip is damaged: no zip64 directory record.');
  return {
    entryCount: Number(record.readBigUInt64LE(32)),
    directorySize: Number(record.readBigUInt64LE(40)),
    directoryOffset: Number(record.readBigUInt64LE(48)),
  };
}

function readEntryNames(directory: Buffer, entryCount: number): string[] {
  const names: string[] = [];
  let position = 0;
  for (let index = 0; index < entryCount; index++) {
    if (position + DIRECTORY_ENTRY_LENGTH > directory.length || directory.readUInt32LE(position) !== DIRECTORY_ENTRY) {
      throw new Error('The zip is damaged: bad directory entry.');
    }
    const flags = directory.readUInt16LE(position + 8);
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const nameEnd = position + DIRECTORY_ENTRY_LENGTH + nameLength;
    if (nameEnd > directory.length) throw new Error('The zip is damaged: bad directory entry.');
    names.push(directory.toString(flags & UTF8_NAME_FLAG ? 'utf8' : 'latin1', position + DIRECTORY_ENTRY_LENGTH, nameEnd));
    position = nameEnd + extraLength + commentLength;
  }
  return names;
}

async function readAt(handle: fs.FileHandle, offset: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, offset + filled);
    if (bytesRead === 0) throw new Error('The zip is damaged: unexpected end of file.');
    filled += bytesRead;
  }
  return buffer;
}
