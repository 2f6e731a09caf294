import type { Permission } from '../../src/modules/tenancy/permissions.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';

/** A permission, all of a list, any of a list, or platform staff. */
export type Requirement = Permission | Permission[] | { anyOf: Permission[] } | 'staff';

/**
 * One client-scoped GraphQL operation, as the cross-tenant harness and the permission matrix use
 * it. Every Query or Mutation field taking `clientCode` must have a case (a test enforces that).
 */
export interface TenantOperationCase {
  /** The root field, e.g. 'clientUsers'. */
  field: string;
  /** A complete document selecting that field; variables come from `arrange`. */
  document: string;
  /** What a caller needs. */
  requires: Requirement;
  /**
   * Creates whatever the operation acts on inside `tenant` (as its admin) and returns variables
   * that target it. Called afresh for each attempt, so destructive operations get their own data.
   */
  arrange(tenant: Tenant, owner: ApiClient): Promise<Record<string, unknown>>;
  /**
   * True when the variables name records (concepts, folders…) of the tenant besides its codes: the
   * harness then also tries them under the intruder's own client and application codes.
   */
  namesRecords?: boolean;
}
