import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../../test/api-client.js';
import { createTenant, platformAdmin, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';

const CLIENT_USERS = `query ($c: String!) { clientUsers(clientCode: $c) { emailAddress status isInternal roles { code } } }`;
const CREATE_CLIENT = `mutation ($code: String!, $name: String!) { createClient(client: { code: $code, name: $name }) { code name applications { code } } }`;
const CREATE_USER = `mutation ($c: String!, $user: ClientUserInput!) { createClientUser(clientCode: $c, user: $user) { emailAddress firstName roles { code } status } }`;

describe('platform administration', () => {
  let admin: ApiClient;
  let tenant: Tenant;
  beforeAll(async () => {
    admin = await platformAdmin();
    tenant = await createTenant('admin');
  });

  it('rejects malformed and duplicate client codes with a clear error, creating nothing', async () => {
    const bad = await admin.request(CREATE_CLIENT, { code: 'Bad Code!', name: 'x' });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('lower-case letters');
    const duplicate = await admin.request(CREATE_CLIENT, { code: tenant.clientCode, name: 'again' });
    expect(errorCode(duplicate)).toBe('CONFLICT');
    const { clients } = await admin.mustRequest<{ clients: { code: string }[] }>(`{ clients { code } }`);
    expect(clients.filter((client) => client.code === tenant.clientCode)).toHaveLength(1);
    expect(clients.some((client) => client.code === 'Bad Code!')).toBe(false);
  });

  it('answers not found for an unknown client code', async () => {
    const result = await admin.request(
      `mutation { createApplication(clientCode: "no-such-client", application: { code: "x1", name: "x" }) { code } }`,
    );
    expect(errorCode(result)).toBe('NOT_FOUND');
  });

  it('rejects duplicate application codes within a client', async () => {
    const result = await admin.request(
      `mutation ($c: String!, $a: String!) { createApplication(clientCode: $c, application: { code: $a, name: "dup" }) { code } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
      },
    );
    expect(errorCode(result)).toBe('CONFLICT');
  });

  it('requires a password for a new user and rejects unknown roles', async () => {
    const email = `nopass-${randomBytes(3).toString('hex')}@x.test`;
    const noPassword = await admin.request(CREATE_USER, {
      c: tenant.clientCode,
      user: { emailAddress: email, firstName: 'A', lastName: 'B', roles: ['viewer'] },
    });
    expect(errorCode(noPassword)).toBe('BAD_USER_INPUT');
    const badRole = await admin.request(CREATE_USER, {
      c: tenant.clientCode,
      user: { emailAddress: email, firstName: 'A', lastName: 'B', password: 'long-enough', roles: ['emperor'] },
    });
    expect(badRole.errors?.[0]?.message).toBe('Unknown role: emperor.');
    const users = await admin.mustRequest<{ clientUsers: { emailAddress: string }[] }>(CLIENT_USERS, { c: tenant.clientCode });
    expect(users.clientUsers.some((user) => user.emailAddress === email)).toBe(false);
  });

  it('adds an existing user to a second client, keeping their password', async () => {
    const other = await createTenant('second');
    const added = await admin.mustRequest<{ createClientUser: { roles: { code: string }[] } }>(CREATE_USER, {
      c: other.clientCode,
      user: { emailAddress: tenant.emails.designer, firstName: 'x', lastName: 'y', roles: ['viewer'] },
    });
    expect(added.createClientUser.roles).toEqual([{ code: 'viewer' }]);
    const designer = await new ApiClient().signIn(tenant.emails.designer, TEST_PASSWORD);
    const me = await designer.mustRequest<{ me: { clients: { code: string }[] } }>(`{ me { clients { code } } }`);
    expect(me.me.clients.map((client) => client.code).sort()).toEqual([tenant.clientCode, other.clientCode].sort());
  });

  it('changes roles with effect on the next request', async () => {
    const target = await createTenant('roles');
    const viewer = await target.as('viewer');
    const permissions = async () =>
      (
        await viewer.mustRequest<{ myPermissions: string[] }>(`query ($c: String!) { myPermissions(clientCode: $c) }`, {
          c: target.clientCode,
        })
      ).myPermissions;
    expect(await permissions()).not.toContain('concept:create');
    await admin.mustRequest(
      `mutation ($c: String!, $e: String!) { setClientUserRoles(clientCode: $c, emailAddress: $e, roles: ["creativeLead"]) { emailAddress } }`,
      {
        c: target.clientCode,
        e: target.emails.viewer,
      },
    );
    expect(await permissions()).toContain('concept:create');
  });

  it('deactivates a client user: they lose access to the client at once, and can be reactivated', async () => {
    const target = await createTenant('deactivate');
    const lead = await target.as('creativeLead');
    const variables = { c: target.clientCode, e: target.emails.creativeLead };
    const deactivated = await admin.mustRequest<{ deactivateClientUser: { status: string } }>(
      `mutation ($c: String!, $e: String!) { deactivateClientUser(clientCode: $c, emailAddress: $e) { status } }`,
      variables,
    );
    expect(deactivated.deactivateClientUser.status).toBe('inactive');
    expect(errorCode(await lead.request(CLIENT_USERS, { c: target.clientCode }))).toBe('NOT_FOUND');
    const me = await lead.mustRequest<{ me: { clients: unknown[] } }>(`{ me { clients { code } } }`);
    expect(me.me.clients).toEqual([]);

    await admin.mustRequest(
      `mutation ($c: String!, $e: String!) { reactivateClientUser(clientCode: $c, emailAddress: $e) { status } }`,
      variables,
    );
    expect((await lead.request(CLIENT_USERS, { c: target.clientCode })).errors).toBeUndefined();
  });

  it('updates a client user name', async () => {
    const result = await admin.mustRequest<{ updateClientUser: { firstName: string } }>(
      `mutation ($c: String!, $e: String!) { updateClientUser(clientCode: $c, emailAddress: $e, user: { firstName: "  Grace " }) { firstName } }`,
      {
        c: tenant.clientCode,
        e: tenant.emails.approver,
      },
    );
    expect(result.updateClientUser.firstName).toBe('Grace');
  });

  it("offers platform staff the internal client's users, and client users only their own", async () => {
    const staffView = await admin.mustRequest<{ clientUsers: { emailAddress: string; isInternal: boolean }[] }>(CLIENT_USERS, {
      c: tenant.clientCode,
    });
    const internal = staffView.clientUsers.filter((user) => user.isInternal).map((user) => user.emailAddress);
    expect(internal).toContain('admin@atelier.test');
    const memberView = await (
      await tenant.as('viewer')
    ).mustRequest<{ clientUsers: { emailAddress: string }[] }>(CLIENT_USERS, { c: tenant.clientCode });
    expect(memberView.clientUsers.map((user) => user.emailAddress)).not.toContain('admin@atelier.test');
    expect(memberView.clientUsers.map((user) => user.emailAddress)).toContain(tenant.emails.viewer);
  });

  it('lists the default roles with their permissions', async () => {
    const { roles } = await (
      await tenant.as('viewer')
    ).mustRequest<{ roles: { code: string; permissions: string[] }[] }>(`{ roles { code permissions } }`);
    expect(roles.map((role) => role.code).sort()).toEqual(['admin', 'approver', 'creativeLead', 'designer', 'viewer']);
    expect(roles.find((role) => role.code === 'designer')!.permissions).not.toContain('concept:approve');
    expect(roles.find((role) => role.code === 'approver')!.permissions).toContain('concept:approve');
  });

  it('keeps non-staff out of administration', async () => {
    const clientAdmin = await tenant.as('admin');
    expect(errorCode(await clientAdmin.request(`{ clients { code } }`))).toBe('FORBIDDEN');
    expect(errorCode(await clientAdmin.request(CREATE_CLIENT, { code: 'sneaky', name: 'x' }))).toBe('FORBIDDEN');
  });
});
