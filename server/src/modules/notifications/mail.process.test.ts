import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiClient } from '../../../test/api-client.js';
import { createAssetRecord, uploadFile } from '../../../test/asset-fixtures.js';
import { createTestDatabase } from '../../../test/databases.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { Tenant } from '../../../test/fixtures.js';
import { comment } from '../../../test/live-fixtures.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';
import { openDatabase } from '../../db/client.js';
import { remindDueActionItems } from '../action-items/index.js';

const DESIGNER = 'designer@demo.atelier.local';
const APPROVER = 'approver@demo.atelier.local';
const VIEWER = 'viewer@demo.atelier.local';

async function until<T>(read: () => Promise<T> | T, isDone: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function graphql(server: SpawnedServer, cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers.get('set-cookie');
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data!, cookie: setCookie?.split(';')[0] ?? cookie };
}

async function signIn(server: SpawnedServer, email: string) {
  const { cookie } = await graphql(
    server,
    undefined,
    `
      mutation ($e: String!, $p: String!) {
        signIn(email: $e, password: $p) {
          emailAddress
        }
      }
    `,
    {
      e: email,
      p: 'atelier-demo',
    },
  );
  return cookie;
}

/**
 * Notification e-mail end to end: the real server (PostgreSQL, demo seed, its own job worker) sends
 * through nodemailer to a real SMTP server on loopback. One mention → one in-app notification and
 * one e-mail; the job run again (as after a worker that died before recording the job as done)
 * sends no second e-mail; a refused send is retried; the user's choices are kept.
 */
describe('notification e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: SpawnedServer;
  let dataDir: string;
  let sql: pg.Client;
  let concept: { code: string; name: string };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-mail-'));
    const webDistDir = path.join(dataDir, 'web');
    fs.mkdirSync(webDistDir);
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>mail test</title>');
    server = await spawnServer({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
      SEED_DEMO: 'true',
      WEB_DIST_DIR: webDistDir,
      ADMIN_PASSWORD: 'mail-test-admin-password',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Atelier <atelier@example.test>',
      PUBLIC_URL: 'https://atelier.example.test',
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const lead = await signIn(server, 'lead@demo.atelier.local');
    const { data } = await graphql(
      server,
      lead,
      `
        query {
          applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest", limit: 1) {
            items {
              code
              name
            }
          }
        }
      `,
    );
    concept = (data.applicationCreativeConcepts as { items: { code: string; name: string }[] }).items[0]!;
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The lead comments on the demo concept, mentioning one person. */
  async function mentionAsLead(emailAddress: string, text: string) {
    const lead = await signIn(server, 'lead@demo.atelier.local');
    await graphql(
      server,
      lead,
      `
        mutation ($k: String!, $t: String!) {
          addApplicationCreativeConceptComment(clientCode: "demo", conceptCode: $k, comment: $t) {
            comment
          }
        }
      `,
      { k: concept.code, t: `@[Someone](${emailAddress}) ${text}` },
    );
  }

  /** The newest notification of a kind for a person (its title containing `titlePart`). */
  async function findNotificationId(kind: string, emailAddress: string, titlePart = '') {
    const rows = await until(
      async () =>
        (
          await sql.query(
            `select n.id from notifications n join users u on u.id = n.user_id
              where n.kind = $1 and u.email_address = $2 and position($3 in n.title) > 0 order by n.create_date desc`,
            [kind, emailAddress, titlePart],
          )
        ).rows as { id: string }[],
      (found) => found.length > 0,
      `the ${kind} notification of ${emailAddress}`,
    );
    return rows[0]!.id;
  }

  /** The notification's e-mail job once it has ended (done or failed). */
  async function waitForMailJob(notificationId: string) {
    const [job] = await until(
      async () =>
        (
          await sql.query(
            `select id, status, attempts from jobs where name = 'sendNotificationEmail' and payload->>'notificationId' = $1`,
            [notificationId],
          )
        ).rows as { id: string; status: string; attempts: number }[],
      (rows) => rows.length === 1 && (rows[0]!.status === 'done' || rows[0]!.status === 'failed'),
      'the e-mail job to end',
    );
    return job!;
  }

  /** The e-mail jobs of a notification: none when the user does not want its kind by e-mail (notifyUsers queues none). */
  async function findMailJobs(notificationId: string) {
    return (
      await sql.query(`select id from jobs where name = 'sendNotificationEmail' and payload->>'notificationId' = $1`, [notificationId])
    ).rows;
  }

  async function findDeliveries(notificationId: string) {
    return (await sql.query(`select status from notification_deliveries where notification_id = $1`, [notificationId])).rows;
  }

  it('sends one e-mail per mention, none again when the job is retried, and none after unsubscribing', async () => {
    await mentionAsLead(DESIGNER, 'please check');

    const mails = await until(
      () => smtp.mailsTo(DESIGNER),
      (found) => found.length >= 1,
      'the mention e-mail',
    );
    expect(mails).toHaveLength(1);
    const { from, subject, body } = mails[0]!;
    expect(from).toBe('atelier@example.test');
    expect(subject).toBe(`Leo Lead mentioned you on "${concept.name}"`);
    expect(body).toContain('@Dana Designer please check');
    expect(body).toContain(`https://atelier.example.test/demo/creative/concepts/${concept.code}?tab=actions`);
    expect(body).toMatch(/https:\/\/atelier\.example\.test\/unsubscribe\?token=[\w%.-]+/);

    const designer = await signIn(server, DESIGNER);
    const notifications = await graphql(
      server,
      designer,
      `
        {
          myNotifications {
            unreadCount
            items {
              kind
              title
            }
          }
        }
      `,
    );
    const list = notifications.data.myNotifications as { unreadCount: number; items: { kind: string }[] };
    expect(list.items.filter((item) => item.kind === 'mention')).toHaveLength(1);

    // The job is done; run it again, as the queue does when a worker dies before recording that.
    const mention = await findNotificationId('mention', DESIGNER);
    const job = await waitForMailJob(mention);
    expect(job.status).toBe('done');
    await sql.query(`update jobs set status = 'pending', run_at = now(), attempts = 0 where id = $1`, [job.id]);
    await until(
      async () => (await sql.query(`select status from jobs where id = $1`, [job.id])).rows[0].status as string,
      (status) => status === 'done',
      'the retried job to finish',
    );
    expect(await findDeliveries(mention)).toEqual([{ status: 'sent' }]);
    expect(smtp.mailsTo(DESIGNER)).toHaveLength(1);

    // The unsubscribe link: its page only asks (opening it changes nothing, so a mail scanner that
    // follows links unsubscribes nobody); confirming sends the token, without signing in.
    const link = /https:\/\/atelier\.example\.test(\/unsubscribe\?token=[\w%.-]+)/.exec(body)![1]!;
    const page = await fetch(`${server.url}${link}`);
    expect(page.status).toBe(200);
    const readSettings = async () =>
      (
        await graphql(
          server,
          designer,
          `
            {
              myNotificationSettings {
                isEmailOff
                isEmailAvailable
              }
            }
          `,
        )
      ).data.myNotificationSettings;
    expect(await readSettings()).toEqual({ isEmailOff: false, isEmailAvailable: true });
    const token = new URL(link, 'https://atelier.example.test').searchParams.get('token')!;
    await graphql(
      server,
      undefined,
      `
        mutation ($t: String!) {
          unsubscribeNotifications(token: $t)
        }
      `,
      { t: token },
    );
    expect(await readSettings()).toEqual({ isEmailOff: true, isEmailAvailable: true });

    // A new mention still shows in the app, but no e-mail job is queued for it.
    await mentionAsLead(DESIGNER, 'after unsubscribing');
    const later = await findNotificationId('mention', DESIGNER);
    expect(later).not.toBe(mention);
    expect(await findMailJobs(later)).toEqual([]);
    expect(await findDeliveries(later)).toEqual([]);
    expect(smtp.mailsTo(DESIGNER)).toHaveLength(1);
  });

  it('retries a send the mail server refused, and delivers exactly one e-mail', async () => {
    smtp.refuseOnce.add(VIEWER);
    await mentionAsLead(VIEWER, 'the retried one');
    const notificationId = await findNotificationId('mention', VIEWER);
    const jobOf = async () =>
      (
        await sql.query(
          `select id, status, attempts, last_error from jobs where name = 'sendNotificationEmail' and payload->>'notificationId' = $1`,
          [notificationId],
        )
      ).rows[0] as { id: string; status: string; attempts: number; last_error: string | null } | undefined;
    // The first attempt is refused: the delivery is marked failed and the job waits for its backoff.
    const waiting = await until(jobOf, (job) => job?.status === 'pending' && job.attempts === 1, 'the refused first attempt');
    expect(smtp.refused).toEqual([VIEWER]);
    expect(waiting!.last_error).toMatch(/busy|451/i);
    expect(await findDeliveries(notificationId)).toEqual([{ status: 'failed' }]);
    expect(smtp.mailsTo(VIEWER)).toEqual([]);
    // The backoff (20 s) elapses.
    await sql.query(`update jobs set run_at = now() where id = $1 and status = 'pending'`, [waiting!.id]);
    expect(await waitForMailJob(notificationId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await findDeliveries(notificationId)).toEqual([{ status: 'sent' }]);
    const mails = smtp.mailsTo(VIEWER);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('the retried one');
  });

  it('e-mails the approvers when a designer replaces an approved file (issue 27)', async () => {
    const as = async (email: string) => new ApiClient(server.url).signIn(email, 'atelier-demo');
    const [lead, designer, approver] = [await as('lead@demo.atelier.local'), await as(DESIGNER), await as(APPROVER)];
    const demo = { clientCode: 'demo' };
    const folders = await lead.mustRequest<{ creativeNodes: { code: string }[] }>(
      `{ creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
    );
    const created = await lead.mustRequest<{ createApplicationCreativeConcept: { code: string } }>(
      `mutation ($c: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $c) { code } }`,
      {
        c: {
          name: 'Replace after approval',
          status: 'pendingApproval',
          applications: [{ code: 'puzzle-quest' }],
          creativeNode: { code: folders.creativeNodes[0]!.code },
        },
      },
    );
    const conceptCode = created.createApplicationCreativeConcept.code;
    const image = (red: number) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 40, b: 90 } } })
        .png()
        .toBuffer();
    const { assetCode } = await uploadFile(designer, demo, conceptCode, await image(10), { fileName: 'Keyart.png' });
    await approver.mustRequest(
      `mutation ($k: String!) { acceptAllApplicationCreativeConceptAssets(clientCode: "demo", applicationCode: "puzzle-quest", conceptCode: $k) { code } }`,
      { k: conceptCode },
    );
    await approver.mustRequest(
      `mutation ($k: String!) { updateApplicationCreativeConcept(clientCode: "demo", conceptCode: $k, concept: { status: "approved" }) { status } }`,
      { k: conceptCode },
    );

    await uploadFile(designer, demo, conceptCode, await image(200), { fileName: 'keyart-v2.png', assetCode });

    const subject = 'Dana Designer changed the approved file of "Keyart" in "Replace after approval": review it again';
    const mails = await until(
      () => smtp.mailsTo(APPROVER).filter((mail) => mail.subject === subject),
      (found) => found.length >= 1,
      'the e-mail to the approver',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('v1, the approved file, was replaced by v2. The asset is back in review.');
    expect(mails[0]!.body).toContain(`https://atelier.example.test/demo/creative/concepts/${conceptCode}?tab=assets&asset=${assetCode}`);
    // The designer who replaced it gets none.
    expect(smtp.mailsTo(DESIGNER).filter((mail) => mail.subject === subject)).toEqual([]);
  });

  it('e-mails a reply and a resolution to the people involved once each, and nothing for a kind switched off (issue 27)', async () => {
    const as = async (email: string) => new ApiClient(server.url).signIn(email, 'atelier-demo');
    const [lead, designer, approver] = [await as('lead@demo.atelier.local'), await as(DESIGNER), await as(APPROVER)];
    const demo = { clientCode: 'demo' } as Tenant;
    const settings = `mutation ($s: NotificationSettingsInput!) { updateMyNotificationSettings(settings: $s) { inAppKinds } }`;
    const { myNotificationSettings } = await lead.mustRequest<{ myNotificationSettings: { kinds: string[] } }>(
      `{ myNotificationSettings { kinds } }`,
    );
    const all = myNotificationSettings.kinds;
    // The lead wants everything; the designer switched replies off in the app and by e-mail.
    await lead.mustRequest(settings, { s: { emailKinds: all, inAppKinds: all, isEmailOff: false } });
    const withoutReplies = all.filter((kind) => kind !== 'commentReply');
    await designer.mustRequest(settings, { s: { emailKinds: withoutReplies, inAppKinds: withoutReplies, isEmailOff: false } });
    // The approver keeps resolutions in the app only.
    await approver.mustRequest(settings, {
      s: { emailKinds: all.filter((kind) => kind !== 'commentResolved'), inAppKinds: all, isEmailOff: false },
    });

    const asset = await createAssetRecord(lead, demo, concept.code, { name: 'Thread banner' });
    const leadComment = await comment(lead, demo, asset.code, 'Move the logo up');
    await comment(designer, demo, asset.code, 'Moved it', leadComment);
    const replySubject = 'Dana Designer replied to a comment on the asset "Thread banner"';
    const replies = await until(
      () => smtp.mailsTo('lead@demo.atelier.local').filter((mail) => mail.subject === replySubject),
      (found) => found.length >= 1,
      'the reply e-mail to the lead',
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('Moved it');
    expect(replies[0]!.body).toContain(
      `https://atelier.example.test/demo/creative/concepts/${concept.code}?tab=assets&asset=${asset.code}&comment=${leadComment}`,
    );
    expect(await waitForMailJob(await findNotificationId('commentReply', 'lead@demo.atelier.local', 'Thread banner'))).toMatchObject({
      status: 'done',
    });

    // The lead replies too: the designer switched replies off, so nothing is written or sent for her.
    await comment(lead, demo, asset.code, 'Thanks', leadComment);
    const designerReplies = await sql.query(
      `select n.id from notifications n join users u on u.id = n.user_id where u.email_address = $1 and n.kind = 'commentReply'`,
      [DESIGNER],
    );
    expect(designerReplies.rows).toEqual([]);

    // The approver's comment resolved by the lead: in her bell, but no e-mail job and no e-mail.
    const approverComment = await comment(approver, demo, asset.code, 'Typo in the end card');
    await lead.mustRequest(
      `mutation ($a: String!, $id: ID!) { resolveCreativeConceptAssetComment(clientCode: "demo", conceptAssetCode: $a, commentId: $id, resolved: true) { isResolved } }`,
      { a: asset.code, id: approverComment },
    );
    const resolved = await findNotificationId('commentResolved', APPROVER, 'Thread banner');
    expect(await findMailJobs(resolved)).toEqual([]);
    const { myNotifications } = await approver.mustRequest<{ myNotifications: { items: { kind: string; title: string }[] } }>(
      `{ myNotifications(limit: 100) { items { kind title } } }`,
    );
    expect(myNotifications.items.filter((item) => item.kind === 'commentResolved')).toEqual([
      { kind: 'commentResolved', title: 'Leo Lead resolved your comment on the asset "Thread banner"' },
    ]);
    // The one e-mail of this test that was due has come, and only once.
    expect(smtp.mailsTo('lead@demo.atelier.local').filter((mail) => mail.subject.includes('Thread banner'))).toHaveLength(1);
    expect(smtp.mailsTo(APPROVER).filter((mail) => mail.subject.includes('Thread banner'))).toEqual([]);
    expect(smtp.mailsTo(DESIGNER).filter((mail) => mail.subject.includes('Thread banner'))).toEqual([]);
  });

  it('sends nothing for a kind the user left out of their e-mail kinds', async () => {
    const approver = await signIn(server, APPROVER);
    await graphql(
      server,
      approver,
      `
        mutation {
          updateMyNotificationSettings(settings: { emailKinds: ["mention"] }) {
            emailKinds
          }
        }
      `,
    );
    const lead = await signIn(server, 'lead@demo.atelier.local');
    await graphql(
      server,
      lead,
      `
        mutation ($i: ActionItemInput!) {
          createActionItem(clientCode: "demo", actionItem: $i) {
            code
          }
        }
      `,
      { i: { name: 'Kinds check', members: [{ type: 'assignee', user: { emailAddress: APPROVER } }] } },
    );
    const assigned = await findNotificationId('assigned', APPROVER, 'Kinds check');
    expect(await findMailJobs(assigned)).toEqual([]);
    expect(await findDeliveries(assigned)).toEqual([]);
    // A kind she kept still comes: the e-mail path works for her.
    await mentionAsLead(APPROVER, 'kept kind');
    const mention = await findNotificationId('mention', APPROVER);
    expect(await waitForMailJob(mention)).toMatchObject({ status: 'done' });
    expect(await findDeliveries(mention)).toEqual([{ status: 'sent' }]);
    expect(smtp.mailsTo(APPROVER).filter((mail) => mail.subject.includes('Kinds check'))).toEqual([]);
    expect(smtp.mailsTo(APPROVER).filter((mail) => mail.body.includes('kept kind'))).toHaveLength(1);
  });

  it('reminds assignees of items due tomorrow once per item and day, but not on the day they were assigned it', async () => {
    const lead = await signIn(server, 'lead@demo.atelier.local');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [today, tomorrow] = [day(0), day(1)];
    const createItem = async (name: string, endDate: string) => {
      const { data } = await graphql(
        server,
        lead,
        `
          mutation ($i: ActionItemInput!) {
            createActionItem(clientCode: "demo", actionItem: $i) {
              code
            }
          }
        `,
        { i: { name, endDate, members: [{ type: 'assignee', user: { emailAddress: DESIGNER } }] } },
      );
      return (data.createActionItem as { code: string }).code;
    };
    // Assigned with a later due date, then moved to tomorrow: the assignment named another day.
    const moved = await createItem('Due tomorrow check', day(7));
    await graphql(
      server,
      lead,
      `
        mutation ($a: String!, $i: ActionItemInput!) {
          updateActionItem(clientCode: "demo", actionItemCode: $a, actionItem: $i) {
            code
          }
        }
      `,
      { a: moved, i: { endDate: tomorrow } },
    );
    // Assigned today, due tomorrow: the assignment said so already.
    await createItem('Assigned today check', tomorrow);
    const handle = await openDatabase({
      databaseUrl: database.url,
      dataDir,
      poolSize: 1,
      logger: { info() {}, warn() {}, error() {} } as never,
    });
    try {
      const first = await remindDueActionItems(handle.db, today);
      const second = await remindDueActionItems(handle.db, today);
      expect(first).toBeGreaterThanOrEqual(1);
      expect(second).toBe(0);
    } finally {
      await handle.close();
    }
    const designer = await signIn(server, DESIGNER);
    const { data: mine } = await graphql(
      server,
      designer,
      `
        {
          myNotifications {
            items {
              kind
              title
              link
            }
          }
        }
      `,
    );
    const items = (mine.myNotifications as { items: { kind: string; title: string; link: string }[] }).items;
    expect(items.filter((item) => item.kind === 'actionItemDue' && item.title.includes('Due tomorrow check'))).toEqual([
      {
        kind: 'actionItemDue',
        title: `The action item "Due tomorrow check" is due tomorrow (${tomorrow})`,
        link: '/demo/creative/my-work',
      },
    ]);
    const assignedToday = items.filter((item) => item.title.includes('Assigned today check'));
    expect(assignedToday.map((item) => item.kind)).toEqual(['assigned']);
    expect(assignedToday[0]!.title).toContain(`(due ${tomorrow})`);
  });
});
