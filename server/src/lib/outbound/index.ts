import type { AppConfig } from '../../config.js';
import type { OutboundPolicy } from './request.js';

export { OutboundError, type OutboundProblem } from './errors.js';
export {
  DEFAULT_MAX_REDIRECTS,
  formatByteLimit,
  parseOutboundUrl,
  requestOutbound,
  type OutboundPolicy,
  type OutboundRequest,
  type OutboundResponse,
} from './request.js';

/** The instance's outbound policy: private addresses only with the setting, or the process's own sandbox. */
export function outboundPolicyOf(config: Pick<AppConfig, 'OUTBOUND_ALLOW_PRIVATE_ADDRESSES' | 'sandboxOrigins'>): OutboundPolicy {
  return { allowPrivateAddresses: config.OUTBOUND_ALLOW_PRIVATE_ADDRESSES, trustedOrigins: config.sandboxOrigins };
}
