/**
 * The floor for any Node.js upload server on this machine: node:http receiving the bench's part
 * PUTs (`PUT /<partNumber>`) and writing each at its offset into one file, fdatasync per part, as
 * the real server does, but with no signature, database, record or checksum. Prints its port.
 *
 * With `sha256` as third argument it also computes the file's sha256 the way the real server must
 * (the checksum is the asset's identity: duplicates, matching ad networks' creatives): after each
 * part, the parts that continue the hashed prefix are read back on a worker thread and hashed, and
 * `POST /finish` answers the digest once all are. This is the floor for a server that checksums.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

const [filePath = '', partSizeText = '', mode = ''] = process.argv.slice(2);
const partSize = Number(partSizeText);
const BATCH_BYTES = 4 * 1024 * 1024;

const HASH_WORKER = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const hash = createHash('sha256');
const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
parentPort.on('message', ({ filePath, start, end }) => {
  if (!filePath) return parentPort.postMessage(hash.digest('hex'));
  const fd = fs.openSync(filePath, 'r');
  for (let position = start; position < end; ) {
    const bytesRead = fs.readSync(fd, buffer, 0, Math.min(buffer.length, end - position), position);
    hash.update(buffer.subarray(0, bytesRead));
    position += bytesRead;
  }
  fs.closeSync(fd);
  parentPort.postMessage(end);
});
`;
const hasher = mode === 'sha256' ? new Worker(HASH_WORKER, { eval: true }) : null;
const partSizes = new Map<number, number>();
let hashedParts = 0;
let hashing: Promise<unknown> = Promise.resolve();

/** Hashes the received parts that continue the prefix, one after another on the worker. */
function advanceHash() {
  hashing = hashing.then(async () => {
    while (hasher && partSizes.has(hashedParts + 1)) {
      const start = hashedParts * partSize;
      const end = start + partSizes.get(hashedParts + 1)!;
      hasher.postMessage({ filePath, start, end });
      await new Promise((resolve) => hasher.once('message', resolve));
      hashedParts++;
    }
  });
}

/** The digest once every part is hashed (the bench's POST /finish, after its last PUT). */
async function digest() {
  await hashing;
  if (!hasher || hashedParts !== partSizes.size) return '';
  hasher.postMessage({});
  const [value] = (await new Promise((resolve) => hasher.once('message', (message) => resolve([message])))) as [string];
  return value;
}

async function handleRequest(request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method === 'POST') return response.end(await digest());
  const partNumber = Number(request.url!.slice(1));
  let position = (partNumber - 1) * partSize;
  const handle = await fs.promises.open(filePath, fs.constants.O_RDWR | fs.constants.O_CREAT);
  let batch: Buffer[] = [];
  let batchBytes = 0;
  let size = 0;
  const flush = async () => {
    await handle.writev(batch, position);
    position += batchBytes;
    size += batchBytes;
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of request as AsyncIterable<Buffer>) {
    batch.push(chunk);
    batchBytes += chunk.length;
    if (batchBytes >= BATCH_BYTES) await flush();
  }
  if (batchBytes > 0) await flush();
  await handle.datasync();
  await handle.close();
  partSizes.set(partNumber, size);
  advanceHash();
  response.setHeader('ETag', `"${partNumber}"`);
  response.end();
}

// A failed part answers 500, so the bench's client sees it instead of the process dying unheard.
const server = http.createServer((request, response) => {
  handleRequest(request, response).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
