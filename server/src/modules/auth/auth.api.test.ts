import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode, signInAsAdmin } from '../../../test/api-client.js';
import { createTenant, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { emailAddress isPlatformStaff clients { code applications { code } } } }`;
const ME = `{ me { emailAddress firstName lastName isPlatformStaff clients { code name applications { code name } } } }`;

describe('sign-in', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('auth');
  });

  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = new ApiClient();
    const response = await client.post({
      query: SIGN_IN,
      variables: { email: tenant.emails.designer.toUpperCase(), password: TEST_PASSWORD },
    });
    const body = (await response.json()) as { data: { signIn: { emailAddress: string; clients: { code: string }[] } } };
    expect(body.data.signIn.emailAddress).toBe(tenant.emails.designer);
    expect(body.data.signIn.clients.map((c) => c.code)).toEqual([tenant.clientCode]);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^atelier_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Plain HTTP here: Secure would make the browser drop the cookie.
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.mustRequest<{ me: { emailAddress: string; clients: { code: string; applications: { code: string }[] }[] } }>(
      ME,
    );
    expect(me.me.emailAddress).toBe(tenant.emails.designer);
    expect(me.me.clients[0]!.applications.map((a) => a.code).sort()).toEqual([...tenant.applicationCodes].sort());
  });

  it('lists every client with its applications for platform staff', async () => {
    const staff = await signInAsAdmin();
    const me = await staff.mustRequest<{ me: { isPlatformStaff: boolean; clients: { code: string; applications: { code: string }[] }[] } }>(
      ME,
    );
    expect(me.me.isPlatformStaff).toBe(true);
    const client = me.me.clients.find((entry) => entry.code === tenant.clientCode);
    expect(client?.applications.map((application) => application.code).sort()).toEqual([...tenant.applicationCodes].sort());
  });

  it('answers me with null when signed out', async () => {
    const result = await new ApiClient().request(ME);
    expect(result.errors).toBeUndefined();
    expect(result.data?.me).toBeNull();
  });

  it('gives the same clear error for a wrong password and an unknown account', async () => {
    const wrongPassword = await new ApiClient().request(SIGN_IN, { email: tenant.emails.viewer, password: 'not-the-password' });
    const unknownUser = await new ApiClient().request(SIGN_IN, {
      email: `nobody-${randomBytes(3).toString('hex')}@x.test`,
      password: 'whatever1',
    });
    expect(wrongPassword.errors?.[0]?.message).toBe('Incorrect e-mail address or password.');
    expect(errorCode(wrongPassword)).toBe('UNAUTHENTICATED');
    expect(unknownUser.errors?.[0]?.message).toBe(wrongPassword.errors?.[0]?.message);
  });

  it('refuses even the right password after twelve wrong ones in a row', async () => {
    const target = await createTenant('lockout');
    const email = target.emails.viewer;
    for (let attempt = 0; attempt < 12; attempt++) {
      await new ApiClient().request(SIGN_IN, { email, password: `wrong-${attempt}` });
    }
    const result = await new ApiClient().request(SIGN_IN, { email, password: TEST_PASSWORD });
    expect(errorCode(result)).toBe('TOO_MANY_REQUESTS');
    expect(result.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(result.data?.signIn ?? null).toBeNull();
    // Other accounts are unaffected.
    await expect(new ApiClient().signIn(target.emails.designer, TEST_PASSWORD)).resolves.toBeInstanceOf(ApiClient);
  });

  it('checks at most the limit of 60 concurrent wrong passwords for one account', async () => {
    const target = await createTenant('burst');
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        new ApiClient().request(SIGN_IN, { email: target.emails.viewer, password: `wrong-${attempt}` }),
      ),
    );
    const codes = results.map((result) => errorCode(result));
    expect(codes.filter((code) => code === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(50);
    expect(errorCode(await new ApiClient().request(SIGN_IN, { email: target.emails.viewer, password: TEST_PASSWORD }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const client = await new ApiClient().signIn(tenant.emails.approver, TEST_PASSWORD);
    const oldCookie = client.sessionCookie!;
    expect((await client.mustRequest(`mutation { signOut }`)).signOut).toBe(true);
    const replay = await fetch(`${client.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: oldCookie },
      body: JSON.stringify({ query: '{ me { emailAddress } }' }),
    });
    expect(((await replay.json()) as { data: { me: unknown } }).data.me).toBeNull();
  });

  it('changes the password, checks the current one and ends other sessions', async () => {
    const target = await createTenant('password');
    const email = target.emails.creativeLead;
    const first = await new ApiClient().signIn(email, TEST_PASSWORD);
    const second = await new ApiClient().signIn(email, TEST_PASSWORD);
    const change = `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`;

    const wrongCurrent = await first.request(change, { current: 'nope-nope', next: 'a-brand-new-password' });
    expect(errorCode(wrongCurrent)).toBe('BAD_USER_INPUT');
    const tooShort = await first.request(change, { current: TEST_PASSWORD, next: 'short' });
    expect(tooShort.errors?.[0]?.message).toBe('The password must be at least 12 characters long.');
    const common = await first.request(change, { current: TEST_PASSWORD, next: 'password1234' });
    expect(errorCode(common)).toBe('BAD_USER_INPUT');
    expect(common.errors?.[0]?.message).toMatch(/too common or too easy to guess/);

    expect((await first.mustRequest(change, { current: TEST_PASSWORD, next: 'a-brand-new-password' })).changePassword).toBe(true);
    expect((await first.mustRequest(`{ me { emailAddress } }`)).me).not.toBeNull();
    expect((await second.mustRequest(`{ me { emailAddress } }`)).me).toBeNull();
    await expect(new ApiClient().signIn(email, TEST_PASSWORD)).rejects.toThrow(/Incorrect/);
    await expect(new ApiClient().signIn(email, 'a-brand-new-password')).resolves.toBeInstanceOf(ApiClient);
  });

  it('counts wrong current passwords like sign-in failures: after ten, even the right one is refused for a while', async () => {
    const target = await createTenant('guesses');
    const email = target.emails.approver;
    const holder = await new ApiClient().signIn(email, TEST_PASSWORD);
    const change = `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`;
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, index) => holder.request(change, { current: `guess-${index}-wrong`, next: 'a-brand-new-password' })),
    );
    const codes = guesses.map((guess) => errorCode(guess));
    expect(codes.filter((code) => code === 'BAD_USER_INPUT').length).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(5);
    const right = await holder.request(change, { current: TEST_PASSWORD, next: 'a-brand-new-password' });
    expect(errorCode(right)).toBe('TOO_MANY_REQUESTS');
    expect(right.errors?.[0]?.message).toMatch(/^Too many failed password attempts\. Try again in \d+ minutes?\.$/);
    // The same counter as sign-in: a stranger's browser cannot sign in to the account either.
    const signIn = await new ApiClient().request(SIGN_IN, { email, password: TEST_PASSWORD });
    expect(errorCode(signIn)).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses changing a password when signed out', async () => {
    const result = await new ApiClient().request(`mutation { changePassword(currentPassword: "x", newPassword: "yyyyyyyyyy") }`);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });
});
