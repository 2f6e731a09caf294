import type { AdAccountConnector } from '../../../db/schema/index.js';
import { appLovinConnector } from './applovin.js';
import { metaConnector } from './meta.js';
import type { Connector } from './types.js';

export {
  ConnectorError,
  CredentialsRefusedError,
  getJson,
  HTTP_DEFAULTS,
  NetworkThrottledError,
  newRequestStats,
  parseRetryAfter,
  shortenDetail,
  type AnswerHead,
  type HttpOptions,
  type RequestStats,
  type Verdict,
} from './http.js';
export { META_EFFECTIVE_STATUSES, metaAccountPath, readMetaAccount, readMetaPages, type MetaAccess } from './meta.js';
export type { Connector, ConnectorInput, ConnectorResult } from './types.js';

/** The API connectors by name ('import' accounts have none: their tree comes from files). */
export const CONNECTORS: Partial<Record<AdAccountConnector, Connector>> = {
  meta: metaConnector,
  applovin: appLovinConnector,
};

/** The channel (catalogue code) each connector serves. */
export const CONNECTOR_CHANNELS: Partial<Record<AdAccountConnector, string>> = { meta: 'meta', applovin: 'applovin' };
