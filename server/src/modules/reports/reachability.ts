import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Why a report's address could not be reached, in the schema's GdsReportProblem values. */
export type ReportProblem = 'REFUSED' | 'UNKNOWN_HOST' | 'TIMED_OUT' | 'CERTIFICATE' | 'FAILED';

export interface ReportReachability {
  /** null: not tried (a private or local address, or not http(s)). */
  isReachable: boolean | null;
  problem: ReportProblem | null;
}

export interface ProbeOptions {
  /** Private, loopback and link-local addresses too: for tests only (config refuses it in production). */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Addresses the server never probes for a caller: its own machine, the networks behind it and the
 * cloud metadata service (169.254.169.254), so the probe cannot map or poke them (SSRF).
 */
const PRIVATE_RANGES = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4) return isPrivateAddress(mappedIpv4);
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class PrivateAddressError extends Error {}

/**
 * Resolves like dns.lookup, refusing private answers: the socket connects to the address checked
 * here, so a name that resolves differently a moment later (DNS rebinding) cannot slip through.
 */
function lookupPublicAddress(allowPrivateAddresses: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivateAddresses && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(hostname), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME_MISMATCH|DEPTH_ZERO/;

function describeFailure(error: NodeJS.ErrnoException): ReportProblem {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'REFUSED';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'UNKNOWN_HOST';
  if (code === 'ETIMEDOUT') return 'TIMED_OUT';
  if (CERTIFICATE_CODES.test(code)) return 'CERTIFICATE';
  return 'FAILED';
}

/**
 * Whether `url` answers at all: one HEAD request, any HTTP status counts (a 403 or a redirect is the
 * site answering), no redirect followed, nothing read. Only http(s) on public addresses is tried.
 */
export function probeUrl(url: string, options: ProbeOptions): Promise<ReportReachability> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve({ isReachable: null, problem: null });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return Promise.resolve({ isReachable: null, problem: null });
  // An address written as an IP is connected to without a lookup: check it here.
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(hostname) && !options.allowPrivateAddresses && isPrivateAddress(hostname)) {
    return Promise.resolve({ isReachable: null, problem: null });
  }

  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (result: ReportReachability) => {
      if (isSettled) return;
      isSettled = true;
      resolve(result);
    };
    const request = client.request(parsed, {
      method: 'HEAD',
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      lookup: lookupPublicAddress(options.allowPrivateAddresses),
      headers: { 'user-agent': 'Atelier report check' },
      // A fresh connection each time: a pooled socket would hide a host that went away.
      agent: false,
    });
    request.on('response', (response) => {
      response.destroy();
      settle({ isReachable: true, problem: null });
    });
    request.on('timeout', () => {
      settle({ isReachable: false, problem: 'TIMED_OUT' });
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof PrivateAddressError) settle({ isReachable: null, problem: null });
      else settle({ isReachable: false, problem: describeFailure(error) });
    });
    request.end();
  });
}
