import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Reading a playable ad's zip (HTML5: an index.html with its scripts and images) without
 * extracting it: entries are found by exact name in the zip's directory and read one at a time
 * into memory, bounded, so no name (`../x`, absolute paths) ever touches the file system.
 *
 * yauzl 3 (not 2.x): on Node 24 a 2.x read stream of an entry stored without compression (usual
 * for images) never ended, so the request or preview job reading it hung with the file open.
 */

export interface PlayableZipEntry {
  name: string;
  size: number;
}

/** Entries larger than this are not served nor previewed (a playable's files are small). */
export const MAX_PLAYABLE_ENTRY_BYTES = 64 * 1024 * 1024;
/** A read of one entry that takes longer than this is given up on (a request or a job waits for it). */
const READ_TIME_LIMIT_MS = 30_000;

function openZip(filePath: string): Promise<ZipFile> {
  // openPromise always reads the directory lazily (one entry per step), as eachEntry needs.
  return yauzl.openPromise(filePath, { autoClose: false, validateEntrySizes: true, strictFileNames: false });
}

/** The zip's files (not folders), with their uncompressed sizes. */
export async function listPlayableEntries(filePath: string): Promise<PlayableZipEntry[]> {
  const zip = await openZip(filePath);
  try {
    const entries: PlayableZipEntry[] = [];
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.push({ name: entry.fileName, size: entry.uncompressedSize });
    }
    return entries;
  } finally {
    zip.close();
  }
}

async function findEntry(zip: ZipFile, name: string): Promise<Entry | null> {
  for await (const entry of zip.eachEntry()) if (entry.fileName === name) return entry;
  return null;
}

/**
 * The bytes of the entry named exactly `name`; null when there is none, it is a folder, it is too
 * large or it is encrypted or compressed in a way yauzl cannot decode. Gives up (throws) after
 * `timeLimitMs` or when `signal` aborts, closing the file either way.
 */
export async function readPlayableEntry(
  filePath: string,
  name: string,
  options: { maxBytes?: number; timeLimitMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer | null> {
  const maxBytes = options.maxBytes ?? MAX_PLAYABLE_ENTRY_BYTES;
  const timeLimit = AbortSignal.timeout(options.timeLimitMs ?? READ_TIME_LIMIT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit;
  signal.throwIfAborted();
  const zip = await openZip(filePath);
  try {
    const entry = await findEntry(zip, name);
    if (!entry || entry.fileName.endsWith('/') || entry.uncompressedSize > maxBytes || !entry.canDecodeFileData()) return null;
    const stream = await zip.openReadStreamPromise(entry);
    const stop = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error('The read was aborted.'));
    signal.addEventListener('abort', stop, { once: true });
    try {
      const chunks: Buffer[] = [];
      let total = 0;
      // Leaving the loop (return or throw) destroys the stream.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        // validateEntrySizes stops a lying header too; this bounds memory whatever happens.
        if (total > maxBytes) return null;
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  } finally {
    zip.close();
  }
}

const isJunk = (name: string) => name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('._'));

/** A zip path that may be served: relative, no `..`, no backslash, no control characters. */
export function isSafeEntryPath(name: string): boolean {
  if (!name || name.length > 1024 || name.startsWith('/') || name.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((part) => part !== '..' && part !== '.');
}

/** The playable's entry page: the index.html nearest the zip's root (a zip often holds one top folder). */
export function findPlayableEntryPage(entries: readonly PlayableZipEntry[]): string | null {
  const pages = entries
    .map((entry) => entry.name)
    .filter((name) => !isJunk(name) && isSafeEntryPath(name) && /(^|\/)index\.html?$/i.test(name))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.length - b.length);
  return pages[0] ?? null;
}

const IMAGE_NAME = /\.(png|jpe?g|webp|gif)$/i;
const STILL_NAMES = [/end[-_ ]?card/i, /screenshot/i, /icon/i];

/**
 * The image that stands for a playable (its preview), since the playable itself cannot be run on
 * the server: an image named like an end card, then a screenshot, then an icon; otherwise the
 * largest image in the zip. Null when the zip has no image.
 */
export function pickPlayableStill(entries: readonly PlayableZipEntry[]): string | null {
  const images = entries.filter(
    (entry) =>
      !isJunk(entry.name) &&
      isSafeEntryPath(entry.name) &&
      IMAGE_NAME.test(entry.name) &&
      entry.size > 0 &&
      entry.size <= MAX_PLAYABLE_ENTRY_BYTES,
  );
  for (const pattern of STILL_NAMES) {
    const named = images.filter((entry) => pattern.test(entry.name.split('/').pop()!)).sort((a, b) => b.size - a.size)[0];
    if (named) return named.name;
  }
  return [...images].sort((a, b) => b.size - a.size)[0]?.name ?? null;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  atlas: 'text/plain; charset=utf-8',
};

/** The type a playable's file is served as, by its extension (nosniff is set, so it must be right). */
export function playableContentType(name: string): string {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
