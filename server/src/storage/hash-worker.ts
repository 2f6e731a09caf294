import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { StorageError } from './types.js';

/**
 * The sha256 of uploads, computed on a worker thread. Hashing a 1 GB upload costs about a second of
 * CPU; on the event loop that second is taken from the part PUTs still arriving (and from every other
 * request), on the worker it runs beside them on the machine's other core. The worker reads the
 * ranges itself (from the page cache: the parts were just written), so no bytes cross threads.
 *
 * The source is plain JavaScript evaluated by the worker, so it runs the same under tsx, Vitest and
 * Node without a build step or a loader in the worker.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const CHUNK_BYTES = 4 * 1024 * 1024;
const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
const hashes = new Map();
function feed(key, filePath, start, end) {
  let hash = hashes.get(key);
  if (!hash) hashes.set(key, (hash = createHash('sha256')));
  const fd = fs.openSync(filePath, 'r');
  try {
    for (let position = start; position < end; ) {
      const bytesRead = fs.readSync(fd, buffer, 0, Math.min(CHUNK_BYTES, end - position), position);
      if (bytesRead === 0) throw Object.assign(new Error('short read'), { code: 'SHORT_FILE' });
      hash.update(buffer.subarray(0, bytesRead));
      position += bytesRead;
    }
  } finally {
    fs.closeSync(fd);
  }
}
parentPort.on('message', ({ id, op, key, filePath, start, end }) => {
  try {
    if (op === 'feed') {
      feed(key, filePath, start, end);
      parentPort.postMessage({ id, ok: true });
    } else if (op === 'digest') {
      const hash = hashes.get(key) || createHash('sha256');
      hashes.delete(key);
      parentPort.postMessage({ id, ok: true, value: hash.digest('hex') });
    } else {
      hashes.delete(key);
      parentPort.postMessage({ id, ok: true });
    }
  } catch (error) {
    // A failed feed leaves the hash at an unknown point: it is dropped, and the caller starts over.
    hashes.delete(key);
    parentPort.postMessage({ id, ok: false, code: error && error.code, message: String(error && error.message) });
  }
});
`;

interface Reply {
  id: number;
  ok: boolean;
  value?: string;
  code?: string;
  message?: string;
}

type Request = { op: 'feed'; key: string; filePath: string; start: number; end: number } | { op: 'digest' | 'drop'; key: string };

/** One worker per process, started on first use and never keeping the process alive. */
class HashWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  send(request: Request): Promise<Reply> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    // A worker that died takes its hashes with it: every caller waiting is failed, and the next
    // request starts a new worker (the uploads concerned hash again from the start on completion).
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The hashing worker stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}

const sharedWorker = new HashWorker();

/** A sha256 being computed over consecutive byte ranges of files, on the hashing worker. */
export class FileHash {
  private readonly key = randomUUID();

  /** Feeds bytes `start` to `end` of the file; the ranges of one hash must follow each other. */
  async feed(filePath: string, start: number, end: number): Promise<void> {
    if (end <= start) return;
    const reply = await sharedWorker.send({ op: 'feed', key: this.key, filePath, start, end });
    if (reply.ok) return;
    if (reply.code === 'SHORT_FILE') throw new StorageError('INVALID_PART', 'The upload is shorter than its parts say.');
    throw Object.assign(new Error(reply.message ?? 'The file could not be hashed.'), { code: reply.code });
  }

  /** The hex digest of everything fed; the hash is finished. */
  async digest(): Promise<string> {
    const reply = await sharedWorker.send({ op: 'digest', key: this.key });
    if (!reply.ok || !reply.value) throw new Error(reply.message ?? 'The file could not be hashed.');
    return reply.value;
  }

  /** Forgets the hash (an abandoned upload), freeing the worker's state. */
  drop(): void {
    sharedWorker.send({ op: 'drop', key: this.key }).catch(() => undefined);
  }
}
