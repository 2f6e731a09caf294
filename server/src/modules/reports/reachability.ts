import { OutboundError, requestOutbound, type OutboundPolicy, type OutboundProblem } from '../../lib/outbound/index.js';

/** Why a report's address could not be reached, in the schema's GdsReportProblem values. */
export type ReportProblem = 'REFUSED' | 'UNKNOWN_HOST' | 'TIMED_OUT' | 'CERTIFICATE' | 'FAILED';

export interface ReportReachability {
  /** null: not tried (a private or local address, or not http(s)). */
  isReachable: boolean | null;
  problem: ReportProblem | null;
}

export interface ProbeOptions {
  /** The instance's outbound policy (private addresses only with OUTBOUND_ALLOW_PRIVATE_ADDRESSES). */
  policy: OutboundPolicy;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

const PROBLEMS: Partial<Record<OutboundProblem, ReportProblem>> = {
  REFUSED: 'REFUSED',
  UNKNOWN_HOST: 'UNKNOWN_HOST',
  TIMED_OUT: 'TIMED_OUT',
  CERTIFICATE: 'CERTIFICATE',
};

/**
 * Whether `url` answers at all: one HEAD request through the outbound door, any HTTP status counts
 * (a 403 or a redirect is the site answering), no redirect followed, nothing read. An address the
 * door refuses (not http(s), private, loopback, link-local…) is not tried: null, not "unreachable",
 * so the check never tells a caller what lives on the server's own network.
 */
export async function probeUrl(url: string, options: ProbeOptions): Promise<ReportReachability> {
  try {
    await requestOutbound(url, {
      policy: options.policy,
      method: 'HEAD',
      redirect: 'manual',
      maxBytes: 0,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    return { isReachable: true, problem: null };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.problem === 'BLOCKED_ADDRESS' || error.problem === 'UNSUPPORTED_URL') return { isReachable: null, problem: null };
    return { isReachable: false, problem: PROBLEMS[error.problem] ?? 'FAILED' };
  }
}
