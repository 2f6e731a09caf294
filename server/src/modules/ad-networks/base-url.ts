import type { AppConfig } from '../../config.js';
import type { AdAccountConnector } from '../../db/schema/index.js';
import { CONNECTORS } from './connectors/index.js';

export type BaseUrlConfig = Pick<
  AppConfig,
  'META_API_BASE_URL' | 'APPLOVIN_API_BASE_URL' | 'AD_NETWORK_ALLOW_CUSTOM_HOSTS' | 'sandboxOrigins'
>;

/** The base URL a connector calls: the account's own, else the environment's default for it. */
export function resolveBaseUrl(config: BaseUrlConfig, account: { connector: string; baseUrl: string | null }): string {
  if (account.baseUrl) return account.baseUrl;
  return account.connector === 'meta' ? config.META_API_BASE_URL : config.APPLOVIN_API_BASE_URL;
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where an account's base URL may point: its network's own API (the connector's public base URL or
 * the one the operator configured) and the sandbox ad networks this process started. Anything else
 * needs AD_NETWORK_ALLOW_CUSTOM_HOSTS (tests): an account's token must not be sendable to a host a
 * user typed in.
 */
function allowedOrigins(config: BaseUrlConfig, connector: AdAccountConnector): string[] {
  const configured = connector === 'meta' ? config.META_API_BASE_URL : config.APPLOVIN_API_BASE_URL;
  const origins = [CONNECTORS[connector]?.defaultBaseUrl, configured].map((url) => (url ? originOf(url) : null));
  return [...origins.filter((origin): origin is string => origin !== null), ...config.sandboxOrigins];
}

/** null when an account of `connector` may call `baseUrl`, else a sentence saying why not. */
export function checkBaseUrlHost(config: BaseUrlConfig, connector: AdAccountConnector, baseUrl: string): string | null {
  if (!CONNECTORS[connector] || config.AD_NETWORK_ALLOW_CUSTOM_HOSTS) return null;
  const allowed = allowedOrigins(config, connector);
  if (allowed.includes(originOf(baseUrl) ?? '')) return null;
  const names = [...new Set(allowed.filter((origin) => !config.sandboxOrigins.includes(origin)))].join(' or ');
  return `The base URL must be on the network's own API (${names}); another host is allowed only by the server's configuration.`;
}
