import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/databases.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';
import { openDatabase } from '../../db/client.js';
import { remindDueActionItems } from '../action-items/index.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server process on loopback (the receiving end), on a random port. */
async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
 * sends no second e-mail.
 */
describe('notification e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: SpawnedServer;
  let dataDir: string;
  let sql: pg.Client;

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
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends one e-mail per mention, and none again when the job is retried', async () => {
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
    const concept = (data.applicationCreativeConcepts as { items: { code: string; name: string }[] }).items[0]!;
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
      {
        k: concept.code,
        t: '@[Dana](designer@demo.atelier.local) please check',
      },
    );

    const mails = await until(
      () => smtp.received.filter((mail) => mail.to.includes('designer@demo.atelier.local')),
      (found) => found.length >= 1,
      'the mention e-mail',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.from).toBe('atelier@example.test');
    const [head, ...rest] = mails[0]!.raw.split(/\r?\n\r?\n/);
    const subject = /^Subject: (.*)$/m
      .exec(head!.replace(/\r?\n[ \t]+/g, ' '))![1]!
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, word: string) =>
        word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
    expect(subject).toBe(`Leo Lead mentioned you on "${concept.name}"`);
    // The body is quoted-printable (soft line breaks, =XX).
    const raw = rest
      .join('\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toContain('@Dana Designer please check');
    expect(raw).toContain(`https://atelier.example.test/demo/creative/concepts/${concept.code}?tab=actions`);
    expect(raw).toMatch(/https:\/\/atelier\.example\.test\/unsubscribe\?token=[\w%.-]+/);

    const designer = await signIn(server, 'designer@demo.atelier.local');
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
    const [mention] = (
      await sql.query(
        `select n.id from notifications n join users u on u.id = n.user_id where n.kind = 'mention' and u.email_address = 'designer@demo.atelier.local'`,
      )
    ).rows as { id: string }[];
    const [job] = (await until(
      async () =>
        (
          await sql.query(
            `select id from jobs where name = 'sendNotificationEmail' and payload->>'notificationId' = $1 and status = 'done'`,
            [mention!.id],
          )
        ).rows,
      (rows) => rows.length === 1,
      'the e-mail job to finish',
    )) as { id: string }[];
    await sql.query(`update jobs set status = 'pending', run_at = now(), attempts = 0 where id = $1`, [job!.id]);
    await until(
      async () => (await sql.query(`select status from jobs where id = $1`, [job!.id])).rows[0].status as string,
      (status) => status === 'done',
      'the retried job to finish',
    );
    const deliveries = await sql.query(`select status from notification_deliveries where notification_id = $1`, [mention!.id]);
    expect(deliveries.rows).toEqual([{ status: 'sent' }]);
    expect(smtp.received.filter((mail) => mail.to.includes('designer@demo.atelier.local'))).toHaveLength(1);

    // The unsubscribe link in the e-mail turns e-mail off for her, without signing in.
    const token = decodeURIComponent(/unsubscribe\?token=([\w%.-]+)/.exec(raw)![1]!);
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
    const settings = await graphql(
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
    );
    expect(settings.data.myNotificationSettings).toEqual({ isEmailOff: true, isEmailAvailable: true });
  });

  it('reminds assignees of items due tomorrow once per item and day, however often the job runs', async () => {
    const lead = await signIn(server, 'lead@demo.atelier.local');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
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
      {
        i: {
          name: 'Due tomorrow check',
          endDate: tomorrow,
          members: [{ type: 'assignee', user: { emailAddress: 'designer@demo.atelier.local' } }],
        },
      },
    );
    expect(data.createActionItem).toBeDefined();
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
    const designer = await signIn(server, 'designer@demo.atelier.local');
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
    const reminders = (mine.myNotifications as { items: { kind: string; title: string; link: string }[] }).items.filter(
      (item) => item.kind === 'actionItemDue' && item.title.includes('Due tomorrow check'),
    );
    expect(reminders).toEqual([
      {
        kind: 'actionItemDue',
        title: `The action item "Due tomorrow check" is due tomorrow (${tomorrow})`,
        link: '/demo/creative/my-work',
      },
    ]);
  });
});
