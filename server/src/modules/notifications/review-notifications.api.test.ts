import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept, unique } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant, type TenantRole } from '../../../test/fixtures.js';
import { comment } from '../../../test/live-fixtures.js';

/**
 * Issue 27 item 4: replies, resolved comments and finished action items tell the people involved,
 * once each, never the person who acted; each user's settings per kind switch the app (and the
 * e-mail, covered with a real SMTP server in mail.process.test.ts) off.
 */
const RESOLVE = `mutation ($c: String!, $a: String!, $id: ID!, $r: Boolean!) {
  resolveCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, commentId: $id, resolved: $r) { isResolved } }`;
const SETTINGS = `{ myNotificationSettings { kinds emailKinds inAppKinds isEmailOff } }`;
const UPDATE_SETTINGS = `mutation ($s: NotificationSettingsInput!) { updateMyNotificationSettings(settings: $s) { kinds emailKinds inAppKinds isEmailOff } }`;

interface Settings {
  kinds: string[];
  emailKinds: string[];
  inAppKinds: string[];
  isEmailOff: boolean;
}

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant('review-notify');
});

/** The user's notifications of a kind whose title names `marker`, as [kind, title, link]. */
async function noticesOf(role: TenantRole, kind: string, marker: string) {
  const client = await tenant.as(role);
  const data = await client.mustRequest<{ myNotifications: { items: { kind: string; title: string; link: string }[] } }>(
    `{ myNotifications(limit: 100) { items { kind title link } } }`,
  );
  return data.myNotifications.items.filter((item) => item.kind === kind && item.title.includes(marker));
}

async function assetOnNewConcept(name: string) {
  const admin = await tenant.as('admin');
  const concept = await createConcept(admin, tenant);
  const asset = await createAssetRecord(admin, tenant, concept.code, { name });
  return { concept, asset };
}

describe('reply notifications', () => {
  it("tell the comment's author and the thread's earlier participants once each, not the replier nor those the reply mentions", async () => {
    const name = `Reply asset ${unique()}`;
    const { concept, asset } = await assetOnNewConcept(name);
    const [designer, approver, lead] = [await tenant.as('designer'), await tenant.as('approver'), await tenant.as('creativeLead')];
    const root = await comment(designer, tenant, asset.code, 'The logo is too small');
    await comment(approver, tenant, asset.code, 'Agreed', root);
    expect(await noticesOf('designer', 'commentReply', name)).toEqual([
      {
        kind: 'commentReply',
        title: `${await displayName(approver)} replied to a comment on the asset "${name}"`,
        link: `/${tenant.clientCode}/creative/concepts/${concept.code}?tab=assets&asset=${asset.code}&comment=${root}`,
      },
    ]);
    expect(await noticesOf('approver', 'commentReply', name)).toEqual([]);

    await comment(lead, tenant, asset.code, 'Fixing it', root);
    expect(await noticesOf('designer', 'commentReply', name)).toHaveLength(2);
    expect(await noticesOf('approver', 'commentReply', name)).toHaveLength(1);
    expect(await noticesOf('creativeLead', 'commentReply', name)).toEqual([]);

    // The author replies and mentions the lead: the approver hears of the reply, the lead only of the mention.
    await comment(designer, tenant, asset.code, `@[Lead](${tenant.emails.creativeLead}) thanks`, root);
    expect(await noticesOf('approver', 'commentReply', name)).toHaveLength(2);
    expect(await noticesOf('creativeLead', 'commentReply', name)).toEqual([]);
    expect(await noticesOf('creativeLead', 'mention', name)).toHaveLength(1);
    expect(await noticesOf('designer', 'commentReply', name)).toHaveLength(2);

    // A top-level comment is no reply: nobody hears of it as one.
    await comment(approver, tenant, asset.code, 'Another point');
    expect(await noticesOf('designer', 'commentReply', name)).toHaveLength(2);
  });
});

async function displayName(client: ApiClient) {
  const data = await client.mustRequest<{ me: { firstName: string; lastName: string } | null }>(`{ me { firstName lastName } }`);
  return data.me ? `${data.me.firstName} ${data.me.lastName}`.trim() : null;
}

describe('resolve notifications', () => {
  it("tell the comment's author once when someone else resolves it, not when it is resolved again or by the author", async () => {
    const name = `Resolve asset ${unique()}`;
    const { concept, asset } = await assetOnNewConcept(name);
    const [designer, approver] = [await tenant.as('designer'), await tenant.as('approver')];
    const first = await comment(designer, tenant, asset.code, 'Colour is off');
    const variables = { c: tenant.clientCode, a: asset.code, id: first, r: true };
    await approver.mustRequest(RESOLVE, variables);
    await approver.mustRequest(RESOLVE, variables);
    const notices = await noticesOf('designer', 'commentResolved', name);
    expect(notices).toEqual([
      {
        kind: 'commentResolved',
        title: `${await displayName(approver)} resolved your comment on the asset "${name}"`,
        link: `/${tenant.clientCode}/creative/concepts/${concept.code}?tab=assets&asset=${asset.code}&comment=${first}`,
      },
    ]);
    // Reopened and resolved again by someone else: that is a new resolution.
    await approver.mustRequest(RESOLVE, { ...variables, r: false });
    await approver.mustRequest(RESOLVE, variables);
    expect(await noticesOf('designer', 'commentResolved', name)).toHaveLength(2);

    const own = await comment(designer, tenant, asset.code, 'My own note');
    await designer.mustRequest(RESOLVE, { ...variables, id: own });
    expect(await noticesOf('designer', 'commentResolved', name)).toHaveLength(2);
    expect(await noticesOf('approver', 'commentResolved', name)).toEqual([]);
  });
});

describe('finished action item notifications', () => {
  const CREATE = `mutation ($c: String!, $i: ActionItemInput!) { createActionItem(clientCode: $c, actionItem: $i) { code } }`;
  const UPDATE = `mutation ($c: String!, $a: String!, $i: ActionItemInput!) { updateActionItem(clientCode: $c, actionItemCode: $a, actionItem: $i) { status } }`;

  it('tell the creator and the members once when the item is completed, not the person who completed it', async () => {
    const name = `Finish me ${unique()}`;
    const lead = await tenant.as('creativeLead');
    const { createActionItem } = await lead.mustRequest<{ createActionItem: { code: string } }>(CREATE, {
      c: tenant.clientCode,
      i: {
        name,
        members: [
          { type: 'assignee', user: { emailAddress: tenant.emails.designer } },
          { type: 'watcher', user: { emailAddress: tenant.emails.approver } },
        ],
      },
    });
    const admin = await tenant.as('admin');
    const update = (i: Record<string, unknown>) => admin.mustRequest(UPDATE, { c: tenant.clientCode, a: createActionItem.code, i });
    await update({ status: 'inProgress' });
    for (const role of ['creativeLead', 'designer', 'approver'] as const)
      expect(await noticesOf(role, 'actionItemCompleted', name)).toEqual([]);

    await update({ status: 'completed' });
    await update({ description: 'Still completed' });
    const title = `${await displayName(admin)} finished the action item "${name}"`;
    for (const role of ['creativeLead', 'designer', 'approver'] as const)
      expect((await noticesOf(role, 'actionItemCompleted', name)).map((notice) => [notice.title, notice.link])).toEqual([
        [title, `/${tenant.clientCode}/creative/my-work`],
      ]);
    expect(await noticesOf('admin', 'actionItemCompleted', name)).toEqual([]);
  });
});

describe('notification settings per kind', () => {
  it('lists every kind on in the app and by e-mail until the user chooses', async () => {
    const viewer = await tenant.as('viewer');
    const { myNotificationSettings } = await viewer.mustRequest<{ myNotificationSettings: Settings }>(SETTINGS);
    expect(myNotificationSettings.kinds).toEqual(expect.arrayContaining(['commentReply', 'commentResolved', 'actionItemCompleted']));
    expect(myNotificationSettings.inAppKinds).toEqual(myNotificationSettings.kinds);
    expect(myNotificationSettings.emailKinds).toEqual(myNotificationSettings.kinds);
  });

  it('keeps a kind switched off in the app out of the bell, and leaves the other kinds and users alone', async () => {
    const designer = await tenant.as('designer');
    const { myNotificationSettings: before } = await designer.mustRequest<{ myNotificationSettings: Settings }>(SETTINGS);
    const inAppKinds = before.kinds.filter((kind) => kind !== 'commentReply');
    const { updateMyNotificationSettings } = await designer.mustRequest<{ updateMyNotificationSettings: Settings }>(UPDATE_SETTINGS, {
      s: { emailKinds: [], inAppKinds },
    });
    expect(updateMyNotificationSettings).toMatchObject({ inAppKinds, emailKinds: [], isEmailOff: false });
    // Saving e-mail choices without inAppKinds (the unsubscribe-era form) keeps the in-app choices.
    const { updateMyNotificationSettings: kept } = await designer.mustRequest<{ updateMyNotificationSettings: Settings }>(UPDATE_SETTINGS, {
      s: { emailKinds: ['mention'] },
    });
    expect(kept).toMatchObject({ inAppKinds, emailKinds: ['mention'] });

    const name = `Muted asset ${unique()}`;
    const { asset } = await assetOnNewConcept(name);
    const approver = await tenant.as('approver');
    const root = await comment(designer, tenant, asset.code, 'Mute check');
    await comment(approver, tenant, asset.code, 'A reply she switched off', root);
    await approver.mustRequest(RESOLVE, { c: tenant.clientCode, a: asset.code, id: root, r: true });
    expect(await noticesOf('designer', 'commentReply', name)).toEqual([]);
    // Another kind still shows.
    expect(await noticesOf('designer', 'commentResolved', name)).toHaveLength(1);
    // The approver, who kept every kind, hears of the designer's reply.
    await comment(designer, tenant, asset.code, 'Back to you', root);
    expect(await noticesOf('approver', 'commentReply', name)).toHaveLength(1);
  });

  it('refuses an unknown kind with a clear error, and a signed-out caller', async () => {
    const viewer = await tenant.as('viewer');
    const result = await viewer.request(UPDATE_SETTINGS, { s: { emailKinds: [], inAppKinds: ['mention', 'everything'] } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('Unknown notification kind: everything.');
    expect(errorCode(await new ApiClient(viewer.baseUrl).request(SETTINGS))).toBe('UNAUTHENTICATED');
  });
});
