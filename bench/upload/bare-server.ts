/**
 * The floor for any Node.js upload server on this machine: node:http receiving the bench's part
 * PUTs (`PUT /<partNumber>`) and writing each at its offset into one file, fdatasync per part, as
 * the real server does, but with no signature, database, record or checksum. Prints its port.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [filePath = '', partSizeText = ''] = process.argv.slice(2);
const partSize = Number(partSizeText);
const BATCH_BYTES = 4 * 1024 * 1024;

const server = http.createServer(async (request, response) => {
  const partNumber = Number(request.url!.slice(1));
  let position = (partNumber - 1) * partSize;
  const handle = await fs.promises.open(filePath, fs.constants.O_RDWR | fs.constants.O_CREAT);
  let batch: Buffer[] = [];
  let batchBytes = 0;
  const flush = async () => {
    await handle.writev(batch, position);
    position += batchBytes;
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
  response.setHeader('ETag', `"${partNumber}"`);
  response.end();
});

server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
