import { assetOperations } from './assets.js';
import { conceptOperations } from './concepts.js';
import { folderOperations } from './folders.js';
import { reportAdminOperations } from './reports.js';
import { tenancyOperations } from './tenancy.js';
import type { TenantOperationCase } from './types.js';

/** Every client-scoped operation of the API. New modules add their list here. */
export const TENANT_OPERATIONS: TenantOperationCase[] = [
  ...tenancyOperations,
  ...conceptOperations,
  ...folderOperations,
  ...assetOperations,
  ...reportAdminOperations,
];
