import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeUrl } from './reachability.js';

const STRICT = { policy: { allowPrivateAddresses: false } };
const OPEN = { policy: { allowPrivateAddresses: true } };

/** A port nothing listens on: taken from the system, then let go. */
async function findClosedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the report reachability probe', () => {
  let server: http.Server;
  let openUrl: string;
  let methods: string[];
  beforeAll(async () => {
    methods = [];
    server = http.createServer((request, response) => {
      methods.push(request.method ?? '');
      // A sign-in redirect is the site answering: reachable, and not followed.
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    openUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/report`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never tries private, loopback or link-local addresses unless told to (tests)', async () => {
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '0.0.0.0', '[fd00::1]', '[::ffff:127.0.0.1]']) {
      expect(await probeUrl(`http://${address}/report`, STRICT), address).toEqual({ isReachable: null, problem: null });
    }
    expect(await probeUrl(openUrl, STRICT)).toEqual({ isReachable: null, problem: null });
    expect(await probeUrl('https://[::1]:9/report', STRICT)).toEqual({ isReachable: null, problem: null });
    // A name that resolves to a private address is refused at the lookup, where the socket connects.
    expect(await probeUrl(openUrl.replace('127.0.0.1', 'localhost'), STRICT)).toEqual({
      isReachable: null,
      problem: null,
    });
    expect(methods).toEqual([]);
  });

  it('tries only http and https', async () => {
    expect(await probeUrl('file:///etc/passwd', OPEN)).toEqual({ isReachable: null, problem: null });
    expect(await probeUrl('gopher://127.0.0.1:70/', OPEN)).toEqual({ isReachable: null, problem: null });
    expect(await probeUrl('not a url', OPEN)).toEqual({ isReachable: null, problem: null });
  });

  it('counts any answer as reachable, with one HEAD and no redirect followed', async () => {
    expect(await probeUrl(openUrl, OPEN)).toEqual({ isReachable: true, problem: null });
    expect(methods).toEqual(['HEAD']);
  });

  it('names a refused connection and a timeout', async () => {
    const closedPort = await findClosedPort();
    expect(await probeUrl(`https://127.0.0.1:${closedPort}/report`, OPEN)).toEqual({
      isReachable: false,
      problem: 'REFUSED',
    });
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/`;
      expect(await probeUrl(url, { ...OPEN, timeoutMs: 200 })).toEqual({ isReachable: false, problem: 'TIMED_OUT' });
    } finally {
      silent.close();
    }
  });
});
