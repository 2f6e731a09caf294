/**
 * The resumable-upload reference: @tus/server with its file store (the tus protocol's Node.js
 * implementation) receiving the bench's file on loopback. Its file store has no concatenation, so
 * a tus client sends the file as one upload in PATCH requests, one after another. Prints its port.
 */
import type { AddressInfo } from 'node:net';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const [directory = ''] = process.argv.slice(2);
const server = new Server({ path: '/files', datastore: new FileStore({ directory }) });
const listening = server.listen({ host: '127.0.0.1', port: 0 }, () => {
  process.stdout.write(`${(listening.address() as AddressInfo).port}\n`);
});
