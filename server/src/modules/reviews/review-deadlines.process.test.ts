import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/databases.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';
import { openDatabase } from '../../db/client.js';
import { remindReviewDeadlines } from './index.js';

const ADMIN = 'admin@demo.atelier.local';
const APPROVER = 'approver@demo.atelier.local';
const LEAD = 'lead@demo.atelier.local';

async function until<T>(read: () => Promise<T> | T, isDone: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Review-stage deadlines end to end (issue 27 item 2): the real server (PostgreSQL, demo seed, its
 * own job worker) and a real SMTP receiver. A stage's reviewers who have not decided get one
 * reminder before its deadline and one overdue notice once it passed (the lead too), by e-mail;
 * the job run again, as on a second instance, sends nothing more.
 */
describe('review-stage deadline reminders through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: SpawnedServer;
  let dataDir: string;
  let sql: pg.Client;
  const cookies = new Map<string, string>();

  async function graphql(email: string, query: string, variables: Record<string, unknown> = {}) {
    let cookie = cookies.get(email);
    if (!cookie) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation ($e: String!) { signIn(email: $e, password: "atelier-demo") { emailAddress } }`,
          variables: { e: email },
        }),
      });
      cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      cookies.set(email, cookie);
    }
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  }

  async function runJob() {
    const handle = await openDatabase({
      databaseUrl: database.url,
      dataDir,
      poolSize: 1,
      logger: { info() {}, warn() {}, error() {} } as never,
    });
    try {
      return await remindReviewDeadlines(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-review-deadlines-'));
    const webDistDir = path.join(dataDir, 'web');
    fs.mkdirSync(webDistDir);
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>review deadlines test</title>');
    server = await spawnServer({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
      SEED_DEMO: 'true',
      WEB_DIST_DIR: webDistDir,
      ADMIN_PASSWORD: 'review-deadlines-admin-password',
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

  it('reminds the undecided reviewers before the deadline and tells them and the lead once it passed, once each', async () => {
    const list = await graphql(
      LEAD,
      `
        {
          applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest", limit: 1) {
            items {
              creativeNode {
                code
              }
            }
          }
        }
      `,
    );
    const folder = (list.applicationCreativeConcepts as { items: { creativeNode: { code: string } }[] }).items[0]!.creativeNode.code;
    const name = `Deadline check ${Date.now()}`;
    const created = await graphql(
      LEAD,
      `
        mutation ($n: String!, $f: String!) {
          createApplicationCreativeConcept(clientCode: "demo", concept: { name: $n, creativeNode: { code: $f } }) {
            code
          }
        }
      `,
      { n: name, f: folder },
    );
    const conceptCode = (created.createApplicationCreativeConcept as { code: string }).code;
    const deadline = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    await graphql(
      LEAD,
      `
        mutation ($k: String!, $s: [ReviewStageInput!]!) {
          setConceptReviewStages(clientCode: "demo", conceptCode: $k, stages: $s) {
            hasStages
          }
        }
      `,
      {
        k: conceptCode,
        s: [
          { name: 'Art direction', rule: 'ALL', deadline, reviewers: [{ emailAddress: ADMIN }, { emailAddress: APPROVER }] },
          { name: 'Client sign-off', rule: 'ANY', reviewers: [{ roleCode: 'approver' }] },
        ],
      },
    );
    await graphql(
      LEAD,
      `
        mutation ($k: String!) {
          updateApplicationCreativeConcept(clientCode: "demo", conceptCode: $k, concept: { status: "pendingApproval" }) {
            code
          }
        }
      `,
      { k: conceptCode },
    );

    // Two hours before the deadline: both reviewers are reminded, once however often the job runs.
    const reminders = [await runJob(), await runJob()];
    expect(reminders).toEqual([2, 0]);
    const reminderSubject = (address: string) =>
      smtp.mailsTo(address).filter((mail) => mail.subject.startsWith('Reminder:') && mail.subject.includes(name));
    const [reminder] = await until(
      () => reminderSubject(APPROVER),
      (mails) => mails.length > 0,
      'the reminder e-mail',
    );
    expect(reminder!.subject).toContain('stage 1 "Art direction"');
    expect(reminder!.body).toContain(`Open it: https://atelier.example.test/demo/creative/concepts/${conceptCode}`);
    await until(
      () => reminderSubject(ADMIN),
      (mails) => mails.length > 0,
      "the other reviewer's reminder",
    );

    // The administrator decides; then the deadline passes: the approver (still undecided) and the lead are told.
    await graphql(
      ADMIN,
      `
        mutation ($k: String!) {
          decideConceptReviewStage(clientCode: "demo", conceptCode: $k, decision: APPROVED) {
            round
          }
        }
      `,
      {
        k: conceptCode,
      },
    );
    await sql.query(
      `update concept_review_stages set deadline = now() - interval '1 minute' where position = 1 and concept_id = (select id from concepts where code = $1)`,
      [conceptCode],
    );
    const notices = [await runJob(), await runJob()];
    expect(notices).toEqual([2, 0]);
    const overdueTo = (address: string) =>
      smtp.mailsTo(address).filter((mail) => mail.subject.startsWith('Overdue:') && mail.subject.includes(name));
    await until(
      () => overdueTo(APPROVER),
      (mails) => mails.length > 0,
      'the overdue e-mail',
    );
    await until(
      () => overdueTo(LEAD),
      (mails) => mails.length > 0,
      "the lead's overdue e-mail",
    );
    // Every e-mail job of these notices has run: nobody got a second one, and the reviewer who decided none.
    await until(
      async () =>
        (await sql.query(`select count(*)::int as pending from jobs where name = 'sendNotificationEmail' and status <> 'done'`)).rows[0]
          .pending,
      (pending) => pending === 0,
      'the e-mail jobs',
    );
    expect(reminderSubject(APPROVER)).toHaveLength(1);
    expect(reminderSubject(ADMIN)).toHaveLength(1);
    expect(overdueTo(APPROVER)).toHaveLength(1);
    expect(overdueTo(LEAD)).toHaveLength(1);
    expect(overdueTo(ADMIN)).toEqual([]);
    const review = await graphql(
      LEAD,
      `
        query ($k: String!) {
          conceptReview(clientCode: "demo", conceptCode: $k) {
            stages {
              isOverdue
              status
            }
          }
        }
      `,
      {
        k: conceptCode,
      },
    );
    expect((review.conceptReview as { stages: { isOverdue: boolean }[] }).stages[0]).toEqual({ isOverdue: true, status: 'OPEN' });
  }, 120_000);

  it('seeds a demo concept reviewed in two stages that waits for the approver', async () => {
    // The demo's review concepts are made in the background after the start.
    const waiting = await until(
      async () =>
        (
          await graphql(
            APPROVER,
            `
              {
                myReviewsWaiting(clientCode: "demo") {
                  concept {
                    name
                  }
                  stage {
                    position
                    name
                  }
                }
              }
            `,
          )
        ).myReviewsWaiting as {
          concept: { name: string };
          stage: { position: number; name: string };
        }[],
      (items) => items.some((item) => item.concept.name === 'Summer splash: two-stage sign-off'),
      'the staged demo concept',
      60_000,
    );
    expect(waiting.find((item) => item.concept.name === 'Summer splash: two-stage sign-off')!.stage).toEqual({
      position: 1,
      name: 'Art direction',
    });
  }, 90_000);
});
