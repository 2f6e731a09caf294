import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode, type SseStream } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';
import { comment, MY_NOTIFICATION_ACTIVITY } from '../../../test/live-fixtures.js';

interface Activity {
  kind: string;
  notificationCode: string | null;
}

let tenant: Tenant;
let otherTenant: Tenant;
const open: SseStream[] = [];

beforeAll(async () => {
  [tenant, otherTenant] = await Promise.all([createTenant('bell'), createTenant('bell-other')]);
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function watchBell(client: ApiClient) {
  const stream = await client.subscribe(MY_NOTIFICATION_ACTIVITY);
  open.push(stream);
  expect((await stream.nextData<{ myNotificationActivity: Activity }>()).myNotificationActivity.kind).toBe('SUBSCRIBED');
  return stream;
}

const next = async (stream: SseStream) => (await stream.nextData<{ myNotificationActivity: Activity }>()).myNotificationActivity;

/** The admin mentions `role` in a comment on a new asset of the tenant; answers the newest notification's code of that user. */
async function mention(on: Tenant, role: 'designer' | 'viewer') {
  const admin = await on.as('admin');
  const concept = await createConcept(admin, on);
  const asset = await createAssetRecord(admin, on, concept.code);
  await comment(admin, on, asset.code, `@[Someone](${on.emails[role]}) please look`);
}

async function newestNotification(client: ApiClient) {
  const data = await client.mustRequest<{ myNotifications: { items: { code: string }[] } }>(
    `{ myNotifications(limit: 1) { items { code } } }`,
  );
  return data.myNotifications.items[0]!.code;
}

describe('myNotificationActivity', () => {
  it("pushes a user's new notification to their bell, and nobody else's", async () => {
    const designer = await tenant.as('designer');
    const bell = await watchBell(designer);
    const outsider = await watchBell(await otherTenant.as('designer'));

    await mention(tenant, 'designer');
    expect(await next(bell)).toEqual({ kind: 'CHANGED', notificationCode: await newestNotification(designer) });

    // The outsider's first event is their own notification: the other tenant's never reached them.
    await mention(otherTenant, 'designer');
    expect(await next(outsider)).toEqual({ kind: 'CHANGED', notificationCode: await newestNotification(await otherTenant.as('designer')) });
  });

  it('refuses a signed-out caller and ends when the session is signed out', async () => {
    expect(errorCode(await new ApiClient().request(MY_NOTIFICATION_ACTIVITY))).toBe('UNAUTHENTICATED');
    const leaving = await new ApiClient((await tenant.as('admin')).baseUrl).signIn(tenant.emails.viewer, TEST_PASSWORD);
    const bell = await watchBell(leaving);
    await leaving.mustRequest(`mutation { signOut }`);
    await mention(tenant, 'viewer');
    expect(await bell.next()).toEqual({ event: 'complete' });
  });
});
