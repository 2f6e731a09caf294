import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCode } from '../../../test/api-client.js';
import { conceptWithAsset } from '../../../test/asset-fixtures.js';
import { createConcept, unique, updateConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

const ITEM_FIELDS = `code name status type startDate endDate description isOverdue viewerCanUpdate
  actionItemCategory { code name } application { code } linkedEntity { type code name } client { code }
  members { type status user { emailAddress firstName } } viewerMember { type status }`;

const CREATE = `mutation ($c: String!, $i: ActionItemInput!) { createActionItem(clientCode: $c, actionItem: $i) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation ($c: String!, $a: String!, $i: ActionItemInput!) { updateActionItem(clientCode: $c, actionItemCode: $a, actionItem: $i) { ${ITEM_FIELDS} } }`;
const UPDATE_MINE = `mutation ($a: String!, $i: ActionItemInput!) { updateUserActionItem(actionItemCode: $a, actionItem: $i) { ${ITEM_FIELDS} } }`;
const LIST = `query ($c: String!, $k: String!) { actionItems(clientCode: $c, filter: { linkedEntity: { type: "concept", code: $k }, statusNot: ["completed"] }) { ${ITEM_FIELDS} } }`;
const NOTIFICATIONS = `{ myNotifications { unreadCount items { code kind title link isRead client { code } } } }`;

interface Item {
  code: string;
  name: string;
  status: string;
  endDate: string | null;
  isOverdue: boolean;
  viewerCanUpdate: boolean;
  actionItemCategory: { code: string; name: string } | null;
  linkedEntity: { type: string; code: string; name: string } | null;
  members: { type: string; status: string; user: { emailAddress: string; firstName: string } }[];
  viewerMember: { type: string; status: string } | null;
}
interface NotificationList {
  myNotifications: { unreadCount: number; items: { code: string; kind: string; title: string; link: string; isRead: boolean }[] };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('action items', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('actions');
  });

  async function createItem(extra: Record<string, unknown> = {}) {
    const lead = await tenant.as('creativeLead');
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const { actionItemCategories } = await lead.mustRequest<{ actionItemCategories: { code: string; name: string }[] }>(
      `query ($c: String!) { actionItemCategories(clientCode: $c) { code name } }`,
      { c: tenant.clientCode },
    );
    const category = actionItemCategories.find((candidate) => candidate.name === 'Creative review')!;
    const { createActionItem } = await lead.mustRequest<{ createActionItem: Item }>(CREATE, {
      c: tenant.clientCode,
      i: {
        name: `  Check the end card ${unique()} `,
        endDate: tomorrow(),
        actionItemCategory: { code: category.code },
        application: { code: tenant.applicationCodes[0] },
        linkedEntity: { type: 'concept', code: concept.code },
        members: [
          { type: 'assignee', user: { emailAddress: tenant.emails.designer } },
          { type: 'watcher', user: { emailAddress: tenant.emails.approver } },
        ],
        ...extra,
      },
    });
    return { concept, item: createActionItem, category };
  }

  it('seeds default categories per client, modules all and creative', async () => {
    const viewer = await tenant.as('viewer');
    const { actionItemCategories } = await viewer.mustRequest<{ actionItemCategories: { name: string; module: string }[] }>(
      `query ($c: String!) { actionItemCategories(clientCode: $c) { name module } }`,
      { c: tenant.clientCode },
    );
    expect(actionItemCategories.map((category) => category.name)).toContain('Creative review');
    expect(new Set(actionItemCategories.map((category) => category.module))).toEqual(new Set(['all', 'creative']));
  });

  it('creates an item with defaults, members and a link, and tells the members', async () => {
    const { concept, item, category } = await createItem();
    expect(item.name).toMatch(/^Check the end card/);
    expect(item.status).toBe('open');
    expect(item.linkedEntity).toEqual({ type: 'concept', code: concept.code, name: concept.name });
    expect(item.actionItemCategory?.code).toBe(category.code);
    expect(item.members).toEqual([
      expect.objectContaining({
        type: 'assignee',
        status: 'open',
        user: expect.objectContaining({ emailAddress: tenant.emails.designer }),
      }),
      expect.objectContaining({ type: 'watcher', status: 'open', user: expect.objectContaining({ emailAddress: tenant.emails.approver }) }),
    ]);

    const designer = await tenant.as('designer');
    const assigned = (await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find((entry) =>
      entry.title.includes(item.name),
    );
    expect(assigned).toMatchObject({
      kind: 'assigned',
      isRead: false,
      link: `/${tenant.clientCode}/creative/concepts/${concept.code}?tab=actions`,
    });
    expect(assigned!.title).toContain('assigned you');
    const approver = await tenant.as('approver');
    const watching = (await approver.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find((entry) =>
      entry.title.includes(item.name),
    );
    expect(watching?.kind).toBe('watching');
    // The lead did it: no notification for themself.
    const lead = await tenant.as('creativeLead');
    const own = (await lead.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.filter((entry) =>
      entry.title.includes(item.name),
    );
    expect(own).toEqual([]);
  });

  it('lists the items of a concept whose status is not completed', async () => {
    const { concept, item } = await createItem();
    const lead = await tenant.as('creativeLead');
    const second = await lead.mustRequest<{ createActionItem: Item }>(CREATE, {
      c: tenant.clientCode,
      i: { name: 'Done already', status: 'completed', linkedEntity: { type: 'concept', code: concept.code } },
    });
    const { actionItems } = await (
      await tenant.as('viewer')
    ).mustRequest<{ actionItems: Item[] }>(LIST, { c: tenant.clientCode, k: concept.code });
    expect(actionItems.map((entry) => entry.code)).toEqual([item.code]);
    expect(actionItems[0]!.viewerCanUpdate).toBe(false);
    expect(second.createActionItem.status).toBe('completed');
  });

  it('updates only the fields given, and refuses bad input with clear messages', async () => {
    const { item } = await createItem();
    const lead = await tenant.as('creativeLead');
    const { updateActionItem } = await lead.mustRequest<{ updateActionItem: Item }>(UPDATE, {
      c: tenant.clientCode,
      a: item.code,
      i: { status: 'inProgress' },
    });
    expect(updateActionItem).toMatchObject({ status: 'inProgress', name: item.name, endDate: item.endDate });
    expect(updateActionItem.members).toHaveLength(2);

    const badDates = await lead.request(UPDATE, {
      c: tenant.clientCode,
      a: item.code,
      i: { startDate: '2030-01-10', endDate: '2030-01-01' },
    });
    expect(errorCode(badDates)).toBe('BAD_USER_INPUT');
    expect(badDates.errors?.[0]?.message).toBe('The due date cannot be before the start date.');
    const badStatus = await lead.request(UPDATE, { c: tenant.clientCode, a: item.code, i: { status: 'finished' } });
    expect(errorCode(badStatus)).toBe('BAD_USER_INPUT');
    const stranger = await lead.request(UPDATE, {
      c: tenant.clientCode,
      a: item.code,
      i: { members: [{ type: 'assignee', user: { emailAddress: 'nobody@elsewhere.test' } }] },
    });
    expect(errorCode(stranger)).toBe('BAD_USER_INPUT');
    expect(stranger.errors?.[0]?.message).toBe('nobody@elsewhere.test is not a user of this client.');
    const noName = await lead.request(CREATE, { c: tenant.clientCode, i: { name: '   ' } });
    expect(errorCode(noName)).toBe('BAD_USER_INPUT');
  });

  it('lets a member change only their own membership status through updateUserActionItem', async () => {
    const { concept, item } = await createItem();
    const designer = await tenant.as('designer');
    const members = (designerStatus: string, approverStatus = 'open') => [
      { type: 'assignee', status: designerStatus, user: { emailAddress: tenant.emails.designer } },
      { type: 'watcher', status: approverStatus, user: { emailAddress: tenant.emails.approver } },
    ];
    const { updateUserActionItem } = await designer.mustRequest<{ updateUserActionItem: Item }>(UPDATE_MINE, {
      a: item.code,
      i: { members: members('completed') },
    });
    expect(updateUserActionItem.viewerMember).toEqual({ type: 'assignee', status: 'completed' });
    expect(updateUserActionItem.status).toBe('open');

    // Someone else's status, the item's own fields: refused, nothing changes.
    const others = await designer.request(UPDATE_MINE, { a: item.code, i: { members: members('completed', 'completed') } });
    expect(errorCode(others)).toBe('FORBIDDEN');
    expect(others.errors?.[0]?.message).toBe('You can only change your own status on this action item.');
    const rename = await designer.request(UPDATE_MINE, { a: item.code, i: { name: 'Mine now' } });
    expect(errorCode(rename)).toBe('FORBIDDEN');
    const close = await designer.request(UPDATE_MINE, { a: item.code, i: { status: 'completed' } });
    expect(errorCode(close)).toBe('FORBIDDEN');

    // Not a member (even with the right to edit every item): not found.
    const lead = await tenant.as('creativeLead');
    const outsider = await lead.request(UPDATE_MINE, { a: item.code, i: { members: members('open') } });
    expect(errorCode(outsider)).toBe('NOT_FOUND');

    const { actionItems } = await lead.mustRequest<{ actionItems: Item[] }>(LIST, { c: tenant.clientCode, k: concept.code });
    const stored = actionItems.find((entry) => entry.code === item.code)!;
    expect(stored.name).toBe(item.name);
    expect(stored.members.map((member) => member.status)).toEqual(['completed', 'open']);
  });

  it("lists the viewer's own items in My work with status and due filters", async () => {
    const { item } = await createItem();
    const overdue = await createItem({ startDate: '2020-01-01', endDate: '2020-01-02' });
    const designer = await tenant.as('designer');
    const query = `query ($f: MyActionItemFilter) { myActionItems(filter: $f) { code isOverdue client { code } viewerMember { status } } }`;
    const all = await designer.mustRequest<{ myActionItems: { code: string; isOverdue: boolean }[] }>(query, {});
    expect(all.myActionItems.map((entry) => entry.code)).toEqual(expect.arrayContaining([item.code, overdue.item.code]));
    const onlyOverdue = await designer.mustRequest<{ myActionItems: { code: string; isOverdue: boolean }[] }>(query, {
      f: { isOverdue: true },
    });
    expect(onlyOverdue.myActionItems.map((entry) => entry.code)).toContain(overdue.item.code);
    expect(onlyOverdue.myActionItems.every((entry) => entry.isOverdue)).toBe(true);
    const dueSoon = await designer.mustRequest<{ myActionItems: { code: string }[] }>(query, {
      f: { dueOnOrBefore: tomorrow(), memberStatus: ['open'] },
    });
    expect(dueSoon.myActionItems.map((entry) => entry.code)).toContain(item.code);
    // The lead is no member of these items.
    const lead = await tenant.as('creativeLead');
    const leads = await lead.mustRequest<{ myActionItems: { code: string }[] }>(query, {});
    expect(leads.myActionItems.map((entry) => entry.code)).not.toContain(item.code);
  });

  it('lets only administrators manage categories', async () => {
    const admin = await tenant.as('admin');
    const name = `Legal ${unique()}`;
    const created = await admin.mustRequest<{ createActionItemCategory: { code: string; module: string } }>(
      `mutation ($c: String!, $n: String!) { createActionItemCategory(clientCode: $c, category: { name: $n, module: "creative" }) { code module } }`,
      { c: tenant.clientCode, n: name },
    );
    expect(created.createActionItemCategory.module).toBe('creative');
    const duplicate = await admin.request(
      `mutation ($c: String!, $n: String!) { createActionItemCategory(clientCode: $c, category: { name: $n }) { code } }`,
      { c: tenant.clientCode, n: name.toUpperCase() },
    );
    expect(errorCode(duplicate)).toBe('CONFLICT');
    const lead = await tenant.as('creativeLead');
    const refused = await lead.request(
      `mutation ($c: String!, $n: String!) { createActionItemCategory(clientCode: $c, category: { name: $n }) { code } }`,
      { c: tenant.clientCode, n: `Other ${unique()}` },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe('notifications', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('notify');
  });

  it('tells the people mentioned in a concept comment, once, with the mention shown as their name', async () => {
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const lead = await tenant.as('creativeLead');
    const { addApplicationCreativeConceptComment } = await lead.mustRequest<{ addApplicationCreativeConceptComment: { comment: string } }>(
      `mutation ($c: String!, $k: String!, $t: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: $t) { comment } }`,
      { c: tenant.clientCode, k: concept.code, t: `@[<b>Fake</b>](${tenant.emails.designer.toUpperCase()}) please check` },
    );
    // The shown name comes from the user record, not from what the writer typed.
    expect(addApplicationCreativeConceptComment.comment).toBe(`@[designer notify](${tenant.emails.designer}) please check`);
    const designer = await tenant.as('designer');
    const { myNotifications } = await designer.mustRequest<NotificationList>(NOTIFICATIONS);
    const mentions = myNotifications.items.filter((entry) => entry.kind === 'mention');
    expect(mentions).toHaveLength(1);
    expect(mentions[0]!.title).toBe(`creativeLead notify mentioned you on "${concept.name}"`);
    expect(mentions[0]!.link).toBe(`/${tenant.clientCode}/creative/concepts/${concept.code}?tab=actions`);

    const outsider = await lead.request(
      `mutation ($c: String!, $k: String!, $t: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: $t) { comment } }`,
      { c: tenant.clientCode, k: concept.code, t: '@[Admin](admin@atelier.test) look' },
    );
    expect(errorCode(outsider)).toBe('BAD_USER_INPUT');
  });

  it('tells the people mentioned in an asset comment, linking to the asset', async () => {
    const { concept, asset } = await conceptWithAsset(await tenant.as('admin'), tenant);
    const approver = await tenant.as('approver');
    await approver.mustRequest(
      `mutation ($c: String!, $a: String!, $t: String!) { addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: $t) { comment } }`,
      { c: tenant.clientCode, a: asset.code, t: `Colours look off, @[Dana](${tenant.emails.designer})` },
    );
    const designer = await tenant.as('designer');
    const mention = (await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find(
      (entry) => entry.kind === 'mention' && entry.link.includes(asset.code),
    );
    expect(mention?.title).toBe(`approver notify mentioned you on the asset "${asset.name}"`);
    expect(mention?.link).toBe(`/${tenant.clientCode}/creative/concepts/${concept.code}?tab=asset&assetCode=${asset.code}&type=production`);
  });

  it('asks the approvers when a concept goes to pendingApproval and tells the lead the decision', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant, { creativeLead: { emailAddress: tenant.emails.creativeLead } });
    await updateConcept(admin, tenant, concept.code, { status: 'pendingApproval' });
    const approver = await tenant.as('approver');
    const asked = (await approver.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find(
      (entry) => entry.kind === 'approvalRequested' && entry.title.includes(concept.name),
    );
    expect(asked?.link).toContain(`/concepts/${concept.code}`);
    await updateConcept(approver, tenant, concept.code, { status: 'approved' });
    const lead = await tenant.as('creativeLead');
    const told = (await lead.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find(
      (entry) => entry.kind === 'conceptApproved' && entry.title.includes(concept.name),
    );
    expect(told?.title).toBe(`approver notify approved "${concept.name}"`);
  });

  it('tells the lead when an approver rejects the concept', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant, { creativeLead: { emailAddress: tenant.emails.creativeLead } });
    await updateConcept(admin, tenant, concept.code, { status: 'pendingApproval' });
    const rejected = await updateConcept(await tenant.as('approver'), tenant, concept.code, { status: 'rejected' });
    expect(rejected.errors).toBeUndefined();
    const lead = await tenant.as('creativeLead');
    const told = (await lead.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.filter((entry) =>
      entry.title.includes(concept.name),
    );
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'conceptRejected',
        title: `approver notify rejected "${concept.name}"`,
        link: `/${tenant.clientCode}/creative/concepts/${concept.code}?tab=details`,
        isRead: false,
      }),
    ]);
  });

  it('sends no e-mail without SMTP, and says so in the settings', async () => {
    const designer = await tenant.as('designer');
    const { myNotificationSettings } = await designer.mustRequest<{ myNotificationSettings: { isEmailAvailable: boolean } }>(
      `{ myNotificationSettings { isEmailAvailable } }`,
    );
    expect(myNotificationSettings.isEmailAvailable).toBe(false);
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const text = `No mail ${unique()}`;
    await (
      await tenant.as('creativeLead')
    ).mustRequest(
      `mutation ($c: String!, $k: String!, $t: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: $t) { comment } }`,
      { c: tenant.clientCode, k: concept.code, t: `@[Dana](${tenant.emails.designer}) ${text}` },
    );
    const mention = (await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.items.find(
      (entry) => entry.kind === 'mention' && entry.title.includes(concept.name),
    );
    expect(mention).toBeDefined();
    // The e-mail job and its delivery rows are only visible in the database (PGlite is the server's alone).
    if (inject('databaseKind') !== 'postgres') return;
    const database = new pg.Client({ connectionString: inject('databaseUrl')! });
    await database.connect();
    try {
      const { rows } = await database.query<{ id: string }>(`select id from notifications where code = $1`, [mention!.code]);
      const jobStatus = async () =>
        (
          await database.query<{ status: string }>(
            `select status from jobs where name = 'sendNotificationEmail' and payload->>'notificationId' = $1`,
            [rows[0]!.id],
          )
        ).rows[0]?.status;
      for (let waited = 0; (await jobStatus()) !== 'done' && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await jobStatus()).toBe('done');
      const deliveries = await database.query(`select status from notification_deliveries where notification_id = $1`, [rows[0]!.id]);
      expect(deliveries.rows).toEqual([]);
    } finally {
      await database.end();
    }
  });

  it('marks one or all read, and keeps the count per user', async () => {
    const designer = await tenant.as('designer');
    const before = (await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications;
    expect(before.unreadCount).toBeGreaterThan(0);
    const first = before.items[0]!;
    const marked = await designer.mustRequest<{ markNotificationRead: { isRead: boolean } }>(
      `mutation ($n: String!) { markNotificationRead(notificationCode: $n) { isRead } }`,
      { n: first.code },
    );
    expect(marked.markNotificationRead.isRead).toBe(true);
    const after = (await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications;
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    // Another user cannot mark it (it answers like a notification that does not exist).
    const viewer = await tenant.as('viewer');
    const refused = await viewer.request(`mutation ($n: String!) { markNotificationRead(notificationCode: $n) { isRead } }`, {
      n: first.code,
    });
    expect(errorCode(refused)).toBe('NOT_FOUND');
    await designer.mustRequest(`mutation { markAllNotificationsRead }`);
    expect((await designer.mustRequest<NotificationList>(NOTIFICATIONS)).myNotifications.unreadCount).toBe(0);
  });

  it('keeps a per-user choice of e-mail kinds and refuses unknown kinds', async () => {
    const designer = await tenant.as('designer');
    const settings = await designer.mustRequest<{ updateMyNotificationSettings: { emailKinds: string[]; isEmailOff: boolean } }>(
      `mutation { updateMyNotificationSettings(settings: { emailKinds: ["mention"] }) { emailKinds isEmailOff } }`,
    );
    expect(settings.updateMyNotificationSettings).toEqual({ emailKinds: ['mention'], isEmailOff: false });
    const bad = await designer.request(`mutation { updateMyNotificationSettings(settings: { emailKinds: ["spam"] }) { emailKinds } }`);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const forged = await designer.request(`mutation { unsubscribeNotifications(token: "abc.def") }`);
    expect(errorCode(forged)).toBe('BAD_USER_INPUT');
  });

  it('says in history what changed, field by field, with names instead of ids', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant);
    await updateConcept(admin, tenant, concept.code, {
      creativeLead: { emailAddress: tenant.emails.creativeLead },
      name: 'Renamed in words',
    });
    const { applicationCreativeConcept } = await admin.mustRequest<{
      applicationCreativeConcept: { history: { event: string; changeList: { field: string; from: string | null; to: string | null }[] }[] };
    }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { event changeList { field from to } } } }`,
      {
        c: tenant.clientCode,
        k: concept.code,
      },
    );
    const updated = applicationCreativeConcept.history.find((entry) => entry.event === 'conceptUpdated')!;
    expect(updated.changeList).toEqual(
      expect.arrayContaining([
        { field: 'Name', from: concept.name, to: 'Renamed in words' },
        { field: 'Creative lead', from: null, to: 'creativeLead notify' },
      ]),
    );
    expect(JSON.stringify(updated.changeList)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('says in history which status a concept moved to in the words the editor shows', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant, { status: 'inProduction' });
    expect((await updateConcept(admin, tenant, concept.code, { status: 'pendingApproval' })).errors).toBeUndefined();
    const { applicationCreativeConcept } = await admin.mustRequest<{
      applicationCreativeConcept: { history: { event: string; changeList: { field: string; from: string | null; to: string | null }[] }[] };
    }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { event changeList { field from to } } } }`,
      {
        c: tenant.clientCode,
        k: concept.code,
      },
    );
    const moved = applicationCreativeConcept.history.find((entry) => entry.event === 'statusUpdated')!;
    expect(moved.changeList).toEqual([{ field: 'Status', from: 'In production', to: 'Pending approval' }]);
  });
});
