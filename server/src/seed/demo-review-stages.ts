import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import {
  applications,
  clients,
  conceptApplications,
  conceptAssets,
  conceptHistory,
  conceptReviewDecisions,
  conceptReviewStageReviewers,
  conceptReviewStages,
  concepts,
  creativeNodes,
  users,
} from '../db/schema/index.js';
import { enqueueJob } from '../jobs/queue.js';
import { generateCode } from '../lib/codes.js';
import { allocateInternalId } from '../modules/concepts/index.js';
import type { ObjectStorage } from '../storage/types.js';

export const DEMO_STAGED_REVIEW_CONCEPT = 'Summer splash: two-stage sign-off';

const HOUR = 60 * 60 * 1000;

/** The concept's key visual: a 1080×1080 card made with sharp (no binary in the repo). */
function makeKeyVisual() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="1080" height="1080" fill="#00897B"/>
    <circle cx="540" cy="420" r="220" fill="#FDD835"/>
    <text x="90" y="900" font-family="sans-serif" font-size="96" font-weight="800" fill="#FFFFFF">Summer Splash</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A concept reviewed in two stages (issue 27 item 2): stage 1 "Art direction" needs both the
 * administrator and the approver, and Ada has approved the key visual's v1; stage 2 "Client
 * sign-off" (any one person with the Approver role) waits. April Approver finds it in My work under
 * "Waiting for me". Deadlines two and four days ahead.
 */
export async function seedDemoStagedReview(deps: { db: Database; storage: ObjectStorage }) {
  const { db, storage } = deps;
  const [client] = await db.select().from(clients).where(eq(clients.code, 'demo'));
  if (!client) return false;
  const [existing] = await db
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.clientId, client.id), eq(concepts.name, DEMO_STAGED_REVIEW_CONCEPT)));
  if (existing) return false;
  const [app] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.clientId, client.id), eq(applications.code, 'puzzle-quest')));
  const [folder] = await db.select({ id: creativeNodes.id }).from(creativeNodes).where(eq(creativeNodes.applicationId, app!.id)).limit(1);
  const people = await db.select({ id: users.id, emailAddress: users.emailAddress }).from(users);
  const userId = (email: string) => people.find((person) => person.emailAddress === email)?.id ?? null;
  const lead = userId('lead@demo.atelier.local');
  const designer = userId('designer@demo.atelier.local');
  const admin = userId('admin@demo.atelier.local');
  const approver = userId('approver@demo.atelier.local');
  if (!admin || !approver) return false;

  const bytes = await makeKeyVisual();
  const assetId = randomUUID();
  const storageKey = `clients/${client.id}/assets/${assetId}/${randomBytes(8).toString('hex')}`;
  await storage.putObject(storageKey, bytes, 'image/png');

  await db.transaction(async (tx) => {
    const now = Date.now();
    const [concept] = await tx
      .insert(concepts)
      .values({
        clientId: client.id,
        code: generateCode('crc'),
        internalId: await allocateInternalId(tx, client.id),
        name: DEMO_STAGED_REVIEW_CONCEPT,
        status: 'pendingApproval',
        creativeNodeId: folder!.id,
        creativeLeadId: lead,
        assignedUserId: designer,
        description: '<p>Art direction signs off first, then the client.</p>',
        settings: { platform: 'both' },
        createBy: lead,
        updateBy: lead,
      })
      .returning();
    await tx.insert(conceptApplications).values({ conceptId: concept!.id, applicationId: app!.id, conceptCreatedAt: concept!.createdAt });
    await tx.insert(conceptHistory).values({
      clientId: client.id,
      conceptId: concept!.id,
      event: 'conceptCreated',
      createBy: lead,
      createdAt: new Date(now - 3 * HOUR),
    });
    const assetCode = generateCode('ast');
    await tx.insert(conceptAssets).values({
      id: assetId,
      clientId: client.id,
      conceptId: concept!.id,
      code: assetCode,
      name: 'Key visual',
      fileName: 'summer-splash-key-visual.png',
      assetType: 'production',
      type: 'image',
      mimeType: 'image/png',
      extension: 'png',
      status: 'pendingApproval',
      size: bytes.length,
      checksum: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      processingStatus: 'processing',
      createBy: designer,
      updateBy: designer,
      createdAt: new Date(now - 2 * HOUR),
    });
    await enqueueJob(tx, 'processAsset', { assetId }, { singletonKey: `processAsset:${assetId}:${storageKey}` });

    const [artDirection, clientSignOff] = await tx
      .insert(conceptReviewStages)
      .values([
        {
          clientId: client.id,
          conceptId: concept!.id,
          position: 1,
          name: 'Art direction',
          rule: 'all',
          deadline: new Date(now + 48 * HOUR),
          status: 'open',
          round: 1,
          openedAt: new Date(now - HOUR),
          createBy: lead,
        },
        {
          clientId: client.id,
          conceptId: concept!.id,
          position: 2,
          name: 'Client sign-off',
          rule: 'any',
          deadline: new Date(now + 96 * HOUR),
          status: 'waiting',
          round: 1,
          createBy: lead,
        },
      ])
      .returning({ id: conceptReviewStages.id });
    await tx.insert(conceptReviewStageReviewers).values([
      { clientId: client.id, stageId: artDirection!.id, userId: admin },
      { clientId: client.id, stageId: artDirection!.id, userId: approver },
      { clientId: client.id, stageId: clientSignOff!.id, roleCode: 'approver' },
    ]);
    const comment = 'Colours and logo work for me.';
    await tx.insert(conceptReviewDecisions).values({
      clientId: client.id,
      stageId: artDirection!.id,
      round: 1,
      userId: admin,
      decision: 'approved',
      comment,
      reviewedFiles: [{ code: assetCode, name: 'Key visual', fileVersion: 1 }],
      decidedAt: new Date(now - 30 * 60 * 1000),
    });
    await tx.insert(conceptHistory).values({
      clientId: client.id,
      conceptId: concept!.id,
      event: 'comment',
      comment: `Stage 1 "Art direction": Approved: ${comment}`,
      createBy: admin,
      createdAt: new Date(now - 30 * 60 * 1000),
    });
  });
  return true;
}
