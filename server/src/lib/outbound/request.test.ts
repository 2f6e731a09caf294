import dns from 'node:dns';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError } from './errors.js';
import { requestOutbound, type OutboundPolicy } from './request.js';

interface TestServer {
  origin: string;
  port: number;
  requests: { url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function startServer(handler: http.RequestListener): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const STRICT: OutboundPolicy = { allowPrivateAddresses: false };

async function refusal(url: string, policy: OutboundPolicy = STRICT): Promise<OutboundError> {
  const error = await requestOutbound(url, { policy, maxBytes: 1024, timeoutMs: 5_000 }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('the outbound door', () => {
  let target: TestServer;
  beforeAll(async () => {
    target = await startServer((_request, response) => response.end('internal secret'));
  });
  afterAll(() => target.close());

  it('refuses loopback in every written form, before any request reaches it', async () => {
    const port = target.port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://localhost:${port}/`,
    ]) {
      const error = await refusal(url);
      expect(error.problem, url).toBe('BLOCKED_ADDRESS');
      expect(error.message, url).toMatch(/loopback, private, link-local or other special-purpose address, which the server does not call/);
      expect(error.message).not.toContain('internal secret');
    }
    expect(target.requests).toEqual([]);
  });

  it('refuses private, link-local, cloud metadata and other special-purpose ranges', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::]/',
      'http://224.0.0.1/',
      'http://[::ffff:a9fe:a9fe]/',
    ]) {
      expect((await refusal(url)).problem, url).toBe('BLOCKED_ADDRESS');
    }
  });

  it('checks the address a name resolves to, at the connection (an injected resolver stands in for DNS)', async () => {
    const resolvesToLoopback: net.LookupFunction = (_hostname, options, callback) => {
      if (options.all)
        (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const error = await refusal(`http://reports.example.com:${target.port}/`, { allowPrivateAddresses: false, lookup: resolvesToLoopback });
    expect(error.problem).toBe('BLOCKED_ADDRESS');
    expect(error.message).toMatch(/^reports\.example\.com:\d+ is or resolves to/);
    expect(target.requests).toEqual([]);
  });

  it('re-checks every redirect: an allowed server sending the request to loopback is refused', async () => {
    const redirector = await startServer((request, response) => {
      const next = request.url === '/decimal' ? `http://2130706433:${target.port}/` : `http://localhost:${target.port}/private`;
      response.writeHead(302, { location: next }).end();
    });
    try {
      // The redirector stands for a public host: its own origin is allowed, nothing else is.
      const policy: OutboundPolicy = { allowPrivateAddresses: false, trustedOrigins: [redirector.origin] };
      for (const path of ['/named', '/decimal']) {
        const error = await refusal(`${redirector.origin}${path}`, policy);
        expect(error.problem).toBe('BLOCKED_ADDRESS');
      }
      expect(redirector.requests.map((request) => request.url)).toEqual(['/named', '/decimal']);
      expect(target.requests).toEqual([]);
    } finally {
      await redirector.close();
    }
  });

  it('follows a bounded number of redirects and never carries a token to another origin', async () => {
    const loop = await startServer((request, response) => {
      if (request.url === '/elsewhere') response.writeHead(307, { location: `${target.origin}/landed` }).end();
      else response.writeHead(302, { location: '/again' }).end();
    });
    try {
      const allowed: OutboundPolicy = { allowPrivateAddresses: true };
      const error = await refusal(`${loop.origin}/start`, allowed);
      expect(error.problem).toBe('TOO_MANY_REDIRECTS');
      expect(loop.requests).toHaveLength(6);
      const answer = await requestOutbound(`${loop.origin}/elsewhere`, {
        policy: allowed,
        headers: { Authorization: 'Bearer secret-token' },
        maxBytes: 1024,
        timeoutMs: 5_000,
      });
      expect(answer.text()).toBe('internal secret');
      expect(loop.requests.at(-1)).toEqual({ url: '/elsewhere', authorization: 'Bearer secret-token' });
      expect(target.requests.at(-1)).toEqual({ url: '/landed', authorization: undefined });
    } finally {
      await loop.close();
    }
  });

  it('cuts off a body past its bound, declared or endless', async () => {
    let endlessBytesSent = 0;
    const endless = await startServer((request, response) => {
      if (request.url === '/declared') return response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end();
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) endlessBytesSent += chunk.length;
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    try {
      const policy: OutboundPolicy = { allowPrivateAddresses: true };
      for (const path of ['/endless', '/declared']) {
        const error = await requestOutbound(`${endless.origin}${path}`, { policy, maxBytes: 1024 * 1024, timeoutMs: 10_000 }).then(
          () => null,
          (caught: unknown) => caught as OutboundError,
        );
        expect(error?.problem, path).toBe('TOO_LARGE');
        expect(error?.message).toMatch(/is larger than 1 MB; it was cut off\./);
      }
      // Reading stopped near the bound (socket buffers aside), not at the sender's pace.
      expect(endlessBytesSent).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await endless.close();
    }
  });

  it('gives up after its time bound with a clear message', async () => {
    const silent = await startServer(() => undefined);
    try {
      const error = await requestOutbound(`${silent.origin}/`, {
        policy: { allowPrivateAddresses: true },
        maxBytes: 1024,
        timeoutMs: 300,
      }).then(
        () => null,
        (caught: unknown) => caught as OutboundError,
      );
      expect(error?.problem).toBe('TIMED_OUT');
      expect(error?.message).toBe(`127.0.0.1:${silent.port} did not answer within 1 s.`);
    } finally {
      await silent.close();
    }
  });

  it('calls only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/', 'not a url']) {
      expect((await refusal(url, { allowPrivateAddresses: true })).problem, url).toBe('UNSUPPORTED_URL');
    }
  });

  it('reaches loopback only when the setting allows it', async () => {
    const answer = await requestOutbound(`http://localhost:${target.port}/`, {
      policy: { allowPrivateAddresses: true },
      maxBytes: 1024,
      timeoutMs: 5_000,
    });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.text()).toBe('internal secret');
  });
});
