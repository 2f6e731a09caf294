import type { AccessRule } from '../../src/modules/tenancy/index.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';

/** What a caller needs: an Access rule (the services' own vocabulary), or platform staff. */
export type Requirement = AccessRule | 'staff';

/**
 * One client-scoped GraphQL operation, as the cross-tenant harness and the permission matrix use
 * it. Every Query, Mutation or Subscription field taking `clientCode` must have a case (a test enforces that).
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

/** The variables of an operation on the tenant's first application. */
export const scoped = (tenant: { clientCode: string; applicationCodes: [string, string] }) => ({
  clientCode: tenant.clientCode,
  applicationCode: tenant.applicationCodes[0],
});

/**
 * Variables for attempts at `operation` in one tenant: a query changes nothing, so every attempt at
 * it (each role, each intruder) reads the one arrangement; a mutation or a subscription gets its own
 * data each time, as a destructive one needs.
 */
export function arrangementsFor(operation: TenantOperationCase, tenant: Tenant): () => Promise<Record<string, unknown>> {
  const arrange = async () => operation.arrange(tenant, await tenant.as('admin'));
  if (!/^\s*query\b/.test(operation.document)) return arrange;
  let shared: Promise<Record<string, unknown>> | undefined;
  return () => {
    shared ??= arrange().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  };
}
