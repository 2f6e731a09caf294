import type { AdAccountCredentials } from '../credentials.js';
import type { AdTree } from '../tree.js';
import type { OutboundPolicy } from '../../../lib/outbound/index.js';
import type { HttpOptions, RequestStats } from './http.js';

export interface ConnectorInput {
  baseUrl: string;
  externalAccountId: string;
  credentials: AdAccountCredentials;
  /** Which addresses the connector may call (the instance's outbound policy). */
  outbound: OutboundPolicy;
  /** What the previous successful sync stored; null for a first (full) sync. */
  cursor: Record<string, unknown> | null;
  /** Page size asked of the network (each connector caps it at the network's maximum). */
  pageSize?: number;
  http?: HttpOptions;
  /** AppLovin: the pacer below its rate limit (tests give their own; default the process's). */
  appLovinPacer?: { take(account: string, options: HttpOptions, stats: RequestStats): Promise<void> };
  /** The sync's start, for the next cursor. */
  now?: Date;
}

export interface ConnectorResult {
  tree: AdTree;
  /** Stored on the account for the next sync. */
  cursor: Record<string, unknown>;
  /** True when only changes since the cursor were asked for. */
  isIncremental: boolean;
  stats: RequestStats;
  /** What the network reports about the account itself (stored on it); null fields: not reported. */
  account?: { currency: string | null; timeZone: string | null };
}

export interface Connector {
  /** The API's public base URL, used when neither the account nor the environment gives one. */
  defaultBaseUrl: string;
  /** Names of the credential fields the connector needs (shown in the account dialog). */
  credentialFields: readonly string[];
  fetchTree(input: ConnectorInput): Promise<ConnectorResult>;
}
