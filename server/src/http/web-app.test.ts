import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { buildApp } from './app.js';
import { registerWebApp } from './web-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built web app as Vite writes it: hashed assets with their brotli and gzip copies. */
function writeDist(directory: string) {
  fs.mkdirSync(path.join(directory, 'assets'));
  const files = {
    'index.html': '<!doctype html><div id="root"></div>',
    'assets/index-AbC123.js': SCRIPT,
    'assets/pdf.worker.min-AbC123.mjs': SCRIPT,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(directory, name), content);
    fs.writeFileSync(path.join(directory, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(directory, `${name}.gz`), zlib.gzipSync(content));
  }
}

describe('the web app delivery', () => {
  let app: FastifyInstance;
  let directory: string;
  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
    writeDist(directory);
    app = Fastify();
    await app.register(fastifyCompress, { global: false });
    await registerWebApp(app, directory);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('sends a hashed asset as its brotli copy, cached for a year and never revalidated', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, as the browser accepts', async () => {
    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('revalidates index.html on every navigation, for client routes too', async () => {
    for (const url of ['/index.html', '/demo/creative/concepts']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

/**
 * The same promises through the app `npm start` builds (helmet, compression for GraphQL only, every
 * route): a plugin registered there must not undo the build's brotli copies or the cache headers.
 */
describe('the web app delivery through the app builder', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-built-'));
    const webDistDir = path.join(dataDir, 'web');
    fs.mkdirSync(webDistDir);
    writeDist(webDistDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'silent' });
    // The static files never reach the database: any empty one will do, and a copy opens fastest.
    await prepareMigratedDataDir(dataDir);
    database = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    app = await buildApp(config, database, { isReady: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as its brotli copy, immutable for a year, varying by encoding', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('revalidates index.html, asked for by name or through a client route', async () => {
    for (const url of ['/index.html', '/demo/creative/concepts']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the document policies on pages and workers, and leaves them off the scripts a page loads', async () => {
    for (const url of ['/index.html', '/demo/creative/concepts', '/assets/pdf.worker.min-AbC123.mjs']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeDefined();
      // index.html is revalidated on every navigation: its validator answers 304 when nothing changed.
      if (!url.includes('worker')) expect(response.headers.etag, url).toBeDefined();
    }
    for (const encoding of ['br', 'gzip', 'identity']) {
      const script = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': encoding } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-security-policy'], encoding).toBeUndefined();
      expect(script.headers['x-frame-options'], encoding).toBeUndefined();
      // What still matters for a script: no type sniffing, no cross-origin reads.
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
