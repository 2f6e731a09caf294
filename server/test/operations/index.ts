import { adCopyOperations } from './ad-copy.js';
import { adNetworkOperations } from './ad-networks.js';
import { adLinkageOperations } from './ad-linkage.js';
import { actionItemOperations } from './action-items.js';
import { analyticsOperations } from './analytics.js';
import { assetOperations } from './assets.js';
import { conceptOperations } from './concepts.js';
import { folderOperations } from './folders.js';
import { historyOperations } from './history.js';
import { reportOperations } from './reports.js';
import { reviewOperations } from './reviews.js';
import { settingsOperations } from './settings.js';
import { sharingOperations } from './sharing.js';
import { tagOperations } from './tags.js';
import { tenancyOperations } from './tenancy.js';
import { trackingOperations } from './tracking.js';
import type { TenantOperationCase } from './types.js';

/**
 * Every client-scoped operation of the API, one file per server module (the cross-tenant test fails
 * when a Query, Mutation or Subscription field taking clientCode is missing). New modules add their list here.
 */
export const TENANT_OPERATIONS: TenantOperationCase[] = [
  ...tenancyOperations,
  ...conceptOperations,
  ...folderOperations,
  ...tagOperations,
  ...settingsOperations,
  ...assetOperations,
  ...reportOperations,
  ...trackingOperations,
  ...actionItemOperations,
  ...sharingOperations,
  ...adCopyOperations,
  ...adNetworkOperations,
  ...adLinkageOperations,
  ...analyticsOperations,
  ...historyOperations,
  ...reviewOperations,
];
