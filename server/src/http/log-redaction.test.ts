import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildLoggerOptions, redactUrl } from './log-redaction.js';

describe('request log redaction', () => {
  it('writes no share-link token or URL signature into the request log', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...buildLoggerOptions('info'), stream } });
    app.get('/*', async () => 'ok');
    await app.inject({ method: 'GET', url: '/external/demo/creative/concepts/crc1?token=v1.secret-share-token.abc' });
    await app.inject({ method: 'GET', url: '/share-links/7d0c/download?expires=1999999999&signature=secret-signature%3D' });
    await app.inject({ method: 'GET', url: '/unsubscribe?token=secret-unsubscribe' });
    await app.close();
    expect(output).toContain('/external/demo/creative/concepts/crc1?token=[redacted]');
    expect(output).toContain('expires=1999999999&signature=[redacted]');
    expect(output).not.toMatch(/secret-/);
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/demo/creative/concepts?page=2&sort=name')).toBe('/demo/creative/concepts?page=2&sort=name');
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/x?X-Amz-Credential=abc&X-Amz-Signature=def&partNumber=1')).toBe(
      '/x?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&partNumber=1',
    );
  });
});
