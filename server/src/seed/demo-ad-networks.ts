import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import {
  adAccounts,
  adLinkSettings,
  applications,
  clients,
  conceptApplications,
  conceptAssets,
  concepts,
  users,
} from '../db/schema/index.js';
import { enqueueJob } from '../jobs/queue.js';
import { generateCode } from '../lib/codes.js';
import { outboundPolicyOf, requestOutbound } from '../lib/outbound/index.js';
import { generateAdCode, openCredentials, runAdAccountSync, sealCredentials, sha256Hex } from '../modules/ad-networks/index.js';
import type { ObjectStorage } from '../storage/types.js';

/**
 * The demo's ad networks: the sandbox (a stand-in for Meta and AppLovin, started as a child
 * process) serves a generated world whose creatives are cut from eight master designs named like
 * the demo concepts. The seed uploads each design's master file as an asset of the concept of the
 * same name, adds a Meta and an AppLovin account pointing at the sandbox, and syncs both over HTTP,
 * so the Ad Usage tab opens on a real tree with automatic links (sha256 for byte-identical copies,
 * perceptual hash for re-encoded or resized ones) and suggestions (less sure matches). The Meta
 * account has an archived and a deleted ad that ran for weeks (kept with their spend, shown with
 * their state); a second Meta account's token has expired, so the Ad accounts page shows an account
 * whose credentials were refused (schedule stopped, its managers told once).
 */

const DEMO_CLIENT_CODE = 'demo';
const DEMO_APPLICATION_CODE = 'puzzle-quest';
/** The demo accounts' base URLs point at the sandbox, whose port changes at every start. */
const SANDBOX_URL_PATTERN = 'http://127.0.0.1:%';

interface Deps {
  db: Database;
  storage: ObjectStorage;
  config: AppConfig;
  getSigningSecret: () => string;
  log: FastifyBaseLogger;
  sandboxUrl: string;
}

/** The sandbox's AppLovin Report Key (its default credentials, sandbox/ad-networks/src/server.ts). */
const SANDBOX_APPLOVIN_REPORT_KEY = 'sandbox-applovin-report-key';

/**
 * Points the demo accounts at this start's sandbox (its port is new each time), and gives a demo
 * AppLovin account made before AppLovin's Report Key was a credential of its own the sandbox's key,
 * so its metrics still sync.
 */
export async function refreshDemoSandboxAccounts(db: Database, sandboxUrl: string, getSigningSecret?: () => string) {
  const rows = await db
    .select({ id: adAccounts.id, code: adAccounts.code, connector: adAccounts.connector, credentialsSealed: adAccounts.credentialsSealed })
    .from(adAccounts)
    .innerJoin(clients, and(eq(clients.id, adAccounts.clientId), eq(clients.code, DEMO_CLIENT_CODE)))
    .where(like(adAccounts.baseUrl, SANDBOX_URL_PATTERN));
  for (const row of rows) {
    let credentialsSealed = row.credentialsSealed;
    if (row.connector === 'applovin' && credentialsSealed && getSigningSecret) {
      try {
        const credentials = openCredentials(getSigningSecret(), row.code, credentialsSealed);
        if (!credentials.reportKey)
          credentialsSealed = sealCredentials(getSigningSecret(), row.code, { ...credentials, reportKey: SANDBOX_APPLOVIN_REPORT_KEY });
      } catch {
        // Sealed under another secret: left as it is (its syncs say so).
      }
    }
    await db
      .update(adAccounts)
      .set({
        baseUrl: row.connector === 'meta' ? `${sandboxUrl}/meta/v21.0` : `${sandboxUrl}/applovin/manage/v1`,
        credentialsSealed,
      })
      .where(eq(adAccounts.id, row.id));
  }
}

export async function seedDemoAdNetworks(deps: Deps): Promise<{ accounts: number; assets: number }> {
  const [target] = await deps.db
    .select({ clientId: clients.id, applicationId: applications.id })
    .from(clients)
    .innerJoin(applications, and(eq(applications.clientId, clients.id), eq(applications.code, DEMO_APPLICATION_CODE)))
    .where(eq(clients.code, DEMO_CLIENT_CODE));
  if (!target) return { accounts: 0, assets: 0 };
  const existing = await deps.db.select({ id: adAccounts.id }).from(adAccounts).where(eq(adAccounts.applicationId, target.applicationId));
  if (existing.length > 0) return { accounts: 0, assets: 0 };
  const [admin] = await deps.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, 'admin@demo.atelier.local'));

  // 1. The master files, as assets of the concepts of the same names.
  // Through the outbound door like every call; the sandbox's own origin is the one it trusts on loopback.
  const fromSandbox = (path: string) =>
    requestOutbound(`${deps.sandboxUrl}${path}`, { policy: outboundPolicyOf(deps.config), maxBytes: 16 * 1024 * 1024, timeoutMs: 30_000 });
  const world = JSON.parse((await fromSandbox('/__admin/world')).text()) as { designs: { seed: number; name: string }[] };
  const conceptRows = await deps.db
    .select({ id: concepts.id, name: concepts.name })
    .from(concepts)
    .innerJoin(
      conceptApplications,
      and(eq(conceptApplications.conceptId, concepts.id), eq(conceptApplications.applicationId, target.applicationId)),
    )
    .where(
      inArray(
        concepts.name,
        world.designs.map((design) => design.name),
      ),
    );
  let assets = 0;
  for (const design of world.designs) {
    const concept = conceptRows.find((row) => row.name === design.name);
    if (!concept) continue;
    const response = await fromSandbox(`/files/originals/${design.seed}.png`);
    if (!response.ok) continue;
    const bytes = response.body;
    const assetId = randomUUID();
    const storageKey = `clients/${target.clientId}/assets/${assetId}/demo-${design.seed}`;
    await deps.storage.putObject(storageKey, bytes, 'image/png');
    const fileName = `${design.name.toLowerCase().replaceAll(' ', '-')}-master.png`;
    await deps.db.transaction(async (tx) => {
      await tx.insert(conceptAssets).values({
        id: assetId,
        clientId: target.clientId,
        conceptId: concept.id,
        code: generateCode('ast'),
        name: fileName,
        fileName,
        type: 'image',
        mimeType: 'image/png',
        extension: 'png',
        size: bytes.length,
        width: 640,
        height: 640,
        storageKey,
        checksum: sha256Hex(bytes),
        processingStatus: 'processing',
        createBy: admin?.id ?? null,
      });
      await enqueueJob(tx, 'processAsset', { assetId }, { singletonKey: `processAsset:${assetId}:${storageKey}` });
    });
    assets += 1;
  }

  // 2. The accounts, linking sure matches at once (the rest wait in the review list).
  await deps.db
    .insert(adLinkSettings)
    .values({
      applicationId: target.applicationId,
      clientId: target.clientId,
      mode: 'link',
      autoLinkMinConfidence: 0.9,
      perceptualMaxDistance: 7,
    })
    .onConflictDoNothing();
  const accounts = [
    {
      connector: 'meta' as const,
      externalAccountId: 'act_10001',
      name: 'Puzzle Quest · Meta (sandbox)',
      baseUrl: `${deps.sandboxUrl}/meta/v21.0`,
      credentials: { accessToken: 'sandbox-meta-token' } as Record<string, string>,
    },
    {
      connector: 'meta' as const,
      externalAccountId: 'act_10002',
      name: 'Puzzle Quest · Meta EU (sandbox, expired token)',
      baseUrl: `${deps.sandboxUrl}/meta/v21.0`,
      // The sandbox answers this token as Meta answers an expired one (190/463).
      credentials: { accessToken: 'sandbox-meta-token-expired' } as Record<string, string>,
      isExpectedToFail: true,
    },
    {
      connector: 'applovin' as const,
      externalAccountId: '20001',
      name: 'Puzzle Quest · AppLovin (sandbox)',
      baseUrl: `${deps.sandboxUrl}/applovin/manage/v1`,
      // AppLovin's two keys: Campaign Management (the tree) and Report Key (the metrics).
      credentials: { apiKey: 'sandbox-applovin-key', reportKey: SANDBOX_APPLOVIN_REPORT_KEY } as Record<string, string>,
    },
  ];
  for (const account of accounts) {
    const code = generateAdCode('aac');
    const [row] = await deps.db
      .insert(adAccounts)
      .values({
        code,
        clientId: target.clientId,
        applicationId: target.applicationId,
        channelCode: account.connector,
        connector: account.connector,
        externalAccountId: account.externalAccountId,
        name: account.name,
        baseUrl: account.baseUrl,
        credentialsSealed: sealCredentials(deps.getSigningSecret(), code, account.credentials),
        syncIntervalMinutes: 60,
        createBy: admin?.id ?? null,
      })
      .returning();
    const result = await runAdAccountSync({ ...deps }, row!.id, 'manual', admin?.id ?? null);
    if (result?.status !== 'succeeded' && !('isExpectedToFail' in account))
      deps.log.warn({ account: account.name, result }, 'the demo ad account did not sync');
  }
  return { accounts: accounts.length, assets };
}
