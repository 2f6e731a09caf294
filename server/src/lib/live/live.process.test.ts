import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type SseStream } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTestDatabase } from '../../../test/databases.js';
import { createTenant, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';
import { comment, nextActivity, watchConcept } from '../../../test/live-fixtures.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';
import { LISTEN_APPLICATION_NAME } from '../../db/client.js';

const ADMIN = { email: 'admin@live.test', password: 'live-admin-password-1' };

/**
 * Issue 29's "must show": two server processes on one PostgreSQL database; what one records
 * reaches the subscribers of the other through LISTEN/NOTIFY, checked per subscriber.
 */
describe('live updates across two instances on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];
  const open: SseStream[] = [];
  let staff: ApiClient;
  let tenant: Tenant;
  let otherTenant: Tenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-live-'));
      dataDirs.push(dataDir);
      servers.push(
        await spawnServer({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
        }),
      );
    }
    staff = await new ApiClient(servers[0]!.url).signIn(ADMIN.email, ADMIN.password);
    tenant = await createTenant('live-a', { admin: staff });
    otherTenant = await createTenant('live-b', { admin: staff });
  }, 180_000);

  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A concept with one asset of the tenant, made on the first instance. */
  async function conceptWithAsset(owner: Tenant) {
    const admin = await owner.as('admin');
    const concept = await createConcept(admin, owner);
    const asset = await createAssetRecord(admin, owner, concept.code, { name: 'Key art' });
    return { concept, asset };
  }

  /** Signs in on the second instance (a session of its own, so the test may end it). */
  async function onSecond(owner: Tenant, role: 'viewer' | 'approver' | 'admin') {
    return new ApiClient(servers[1]!.url).signIn(owner.emails[role], TEST_PASSWORD);
  }

  async function watch(client: ApiClient, owner: Tenant, conceptCode: string) {
    const stream = await watchConcept(client, owner, conceptCode);
    open.push(stream);
    return stream;
  }

  it('a comment posted through one instance reaches a subscriber on the other', async () => {
    const { concept, asset } = await conceptWithAsset(tenant);
    const stream = await watch(await onSecond(tenant, 'viewer'), tenant, concept.code);
    const id = await comment(await tenant.as('admin'), tenant, asset.code, 'Posted on the first instance');
    expect(await nextActivity(stream)).toEqual({ kind: 'CHANGED', event: 'comment', assetCode: asset.code, entryId: id });
  });

  it('a subscriber of another client receives nothing of it', async () => {
    const ours = await conceptWithAsset(tenant);
    const theirs = await conceptWithAsset(otherTenant);
    const outsider = await watch(await onSecond(otherTenant, 'admin'), otherTenant, theirs.concept.code);
    await comment(await tenant.as('admin'), tenant, ours.asset.code, 'Not for the other client');
    const own = await comment(await otherTenant.as('admin'), otherTenant, theirs.asset.code, 'Their own comment');
    // The first event the outsider gets is their own client's: the other client's never arrived.
    expect(await nextActivity(outsider)).toMatchObject({ entryId: own });
  });

  it('a subscriber whose access is removed on one instance stops receiving on the other', async () => {
    const { concept, asset } = await conceptWithAsset(tenant);
    const stream = await watch(await onSecond(tenant, 'approver'), tenant, concept.code);
    const before = await comment(await tenant.as('admin'), tenant, asset.code, 'Before the removal');
    expect(await nextActivity(stream)).toMatchObject({ entryId: before });
    await staff.mustRequest(`mutation ($c: String!, $e: String!) { deactivateClientUser(clientCode: $c, emailAddress: $e) { status } }`, {
      c: tenant.clientCode,
      e: tenant.emails.approver,
    });
    await comment(await tenant.as('admin'), tenant, asset.code, 'After the removal');
    expect(await stream.next()).toEqual({ event: 'complete' });
  });

  it("tells an instance's subscribers to refetch when its LISTEN connection was lost, and delivers again afterwards", async () => {
    const { concept, asset } = await conceptWithAsset(tenant);
    const stream = await watch(await onSecond(tenant, 'viewer'), tenant, concept.code);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Both instances' LISTEN connections are cut (PostgreSQL restarting looks the same to them);
      // only this test's database: other servers of the suite listen on the same PostgreSQL.
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTEN_APPLICATION_NAME],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    expect(await nextActivity(stream)).toMatchObject({ kind: 'REFETCH' });
    const id = await comment(await tenant.as('admin'), tenant, asset.code, 'After the reconnection');
    expect(await nextActivity(stream)).toMatchObject({ kind: 'CHANGED', entryId: id });
  });
});
