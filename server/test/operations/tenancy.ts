import { randomBytes } from 'node:crypto';
import type { TenantOperationCase } from './types.js';

const unique = () => randomBytes(4).toString('hex');

export const tenancyOperations: TenantOperationCase[] = [
  {
    field: 'myPermissions',
    document: `query ($clientCode: String!) { myPermissions(clientCode: $clientCode) }`,
    requires: { allOf: [] },
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'clientUsers',
    document: `query ($clientCode: String!) { clientUsers(clientCode: $clientCode) { emailAddress firstName lastName status roles { code name } } }`,
    requires: 'creative:access',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'createApplication',
    document: `mutation ($clientCode: String!, $code: String!) { createApplication(clientCode: $clientCode, application: { code: $code, name: $code }) { code } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, code: `app-${unique()}` }),
  },
  {
    field: 'createClientUser',
    document: `mutation ($clientCode: String!, $user: ClientUserInput!) { createClientUser(clientCode: $clientCode, user: $user) { emailAddress } }`,
    requires: 'staff',
    arrange: async (tenant) => ({
      clientCode: tenant.clientCode,
      user: {
        emailAddress: `new-${unique()}@example.test`,
        firstName: 'New',
        lastName: 'User',
        password: 'a-long-password',
        roles: ['viewer'],
      },
    }),
  },
  {
    field: 'updateClientUser',
    document: `mutation ($clientCode: String!, $email: String!) { updateClientUser(clientCode: $clientCode, emailAddress: $email, user: { firstName: "Renamed" }) { firstName } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, email: tenant.emails.viewer }),
  },
  {
    field: 'setClientUserRoles',
    document: `mutation ($clientCode: String!, $email: String!) { setClientUserRoles(clientCode: $clientCode, emailAddress: $email, roles: ["viewer"]) { roles { code } } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, email: tenant.emails.viewer }),
  },
  {
    field: 'deactivateClientUser',
    document: `mutation ($clientCode: String!, $email: String!) { deactivateClientUser(clientCode: $clientCode, emailAddress: $email) { status } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, email: tenant.emails.noRole }),
  },
  {
    field: 'reactivateClientUser',
    document: `mutation ($clientCode: String!, $email: String!) { reactivateClientUser(clientCode: $clientCode, emailAddress: $email) { status } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, email: tenant.emails.noRole }),
  },
];
