import { randomBytes } from 'node:crypto';
import { ApiClient, signInAsAdmin } from './api-client.js';

export const TEST_PASSWORD = 'tenant-user-password';
export const TENANT_ROLES = ['admin', 'creativeLead', 'designer', 'approver', 'viewer'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number] | 'noRole';

export interface Tenant {
  clientCode: string;
  applicationCodes: [string, string];
  emails: Record<TenantRole, string>;
  /** A signed-in client per role (signed in lazily, then reused). */
  as(role: TenantRole): Promise<ApiClient>;
}

let staff: Promise<ApiClient> | undefined;
export function platformAdmin() {
  staff ??= signInAsAdmin();
  return staff;
}

/**
 * A fresh client with two applications and one user per default role plus one without roles,
 * created through the API as the platform administrator (like Outline's `buildUser()` factories).
 */
export async function createTenant(label = 'tenant', options: { admin?: ApiClient } = {}): Promise<Tenant> {
  // Another server process (a process test) passes its own signed-in administrator.
  const admin = options.admin ?? (await platformAdmin());
  const suffix = randomBytes(4).toString('hex');
  const clientCode = `${label}-${suffix}`;
  await admin.mustRequest(`mutation ($code: String!) { createClient(client: { code: $code, name: $code }) { code } }`, {
    code: clientCode,
  });
  const applicationCodes: [string, string] = [`app-one-${suffix}`, `app-two-${suffix}`];
  for (const code of applicationCodes) {
    await admin.mustRequest(
      `mutation ($client: String!, $code: String!) { createApplication(clientCode: $client, application: { code: $code, name: $code }) { code } }`,
      {
        client: clientCode,
        code,
      },
    );
  }
  const emails = {} as Record<TenantRole, string>;
  for (const role of [...TENANT_ROLES, 'noRole'] as const) {
    const emailAddress = `${role.toLowerCase()}-${suffix}@${label}.test`;
    emails[role] = emailAddress;
    await admin.mustRequest(
      `mutation ($client: String!, $user: ClientUserInput!) { createClientUser(clientCode: $client, user: $user) { emailAddress } }`,
      {
        client: clientCode,
        user: { emailAddress, firstName: role, lastName: label, password: TEST_PASSWORD, roles: role === 'noRole' ? [] : [role] },
      },
    );
  }
  const sessions = new Map<TenantRole, Promise<ApiClient>>();
  return {
    clientCode,
    applicationCodes,
    emails,
    as(role) {
      let session = sessions.get(role);
      if (!session) {
        session = new ApiClient(admin.baseUrl).signIn(emails[role], TEST_PASSWORD);
        sessions.set(role, session);
      }
      return session;
    },
  };
}
