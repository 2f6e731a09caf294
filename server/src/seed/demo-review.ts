import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import {
  applications,
  clients,
  conceptApplications,
  conceptAssets,
  conceptAssetVersions,
  conceptHistory,
  concepts,
  creativeNodes,
  users,
} from '../db/schema/index.js';
import { enqueueJob } from '../jobs/queue.js';
import { generateCode } from '../lib/codes.js';
import { FFMPEG_PATH } from '../media/tools.js';
import type { ObjectStorage } from '../storage/types.js';
import { allocateInternalId } from '../modules/concepts/index.js';
import { seedDemoStagedReview } from './demo-review-stages.js';

const run = promisify(execFile);

export const DEMO_REVIEW_CONCEPT = 'Summer splash: review round 1';

/**
 * A 1080×1080 key visual: gradient, a headline and a logo block (made with sharp, no binary in the
 * repo). The first cut's button is smaller; the reviewer asked for it larger.
 */
async function makeImage(buttonWidth = 520) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1E88E5"/><stop offset="1" stop-color="#FDD835"/></linearGradient></defs>
    <rect width="1080" height="1080" fill="url(#g)"/>
    <circle cx="820" cy="260" r="140" fill="#FFFFFF" opacity="0.85"/>
    <rect x="90" y="760" width="${buttonWidth}" height="120" rx="24" fill="#E53935"/>
    <text x="120" y="840" font-family="sans-serif" font-size="64" font-weight="700" fill="#FFFFFF">PLAY NOW</text>
    <text x="90" y="200" font-family="sans-serif" font-size="92" font-weight="800" fill="#FFFFFF">Summer Splash</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 3-second 30 fps H.264 clip (ffmpeg's test pattern with a moving box). */
async function makeVideo(dir: string) {
  const target = path.join(dir, 'teaser.mp4');
  await run(FFMPEG_PATH, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=30:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    target,
  ]);
  return readFile(target);
}

/** A two-page A4 brief, written by hand (the format is plain text with a byte-offset table). */
function makePdf() {
  const pages = [
    ['Summer Splash - creative brief', 'Audience: casual puzzle players, 25-44.', 'Message: a new summer event with daily rewards.'],
    ['Deliverables', '1080x1080 key visual, 15 s teaser (9:16 and 16:9).', 'Logo visible in the first two seconds.'],
  ];
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pages.map((_page, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const lines of pages) {
    const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 28 : 16} Tf 72 ${760 - index * 48} Td (${line}) Tj ET`).join('\n');
    const pageNumber = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ARROW = (from: [number, number], to: [number, number]) => ({ version: 1, shapes: [{ kind: 'arrow', color: '#E53935', from, to }] });

/**
 * A concept pending approval with an image, a video and a PDF and a few anchored comments, so a
 * new user sees the approval gallery at once (issue 12). The key visual's first cut (v1) was
 * approved, then the designer replaced it with v2: it is back in review, "Changed since approval"
 * (issue 27). The files are generated here, stored, and processed by the ordinary job. Does nothing
 * when the demo client is missing or the concept exists.
 */
export async function seedDemoReview(deps: { db: Database; storage: ObjectStorage }) {
  const { db, storage } = deps;
  const [client] = await db.select().from(clients).where(eq(clients.code, 'demo'));
  if (!client) return false;
  const [existing] = await db
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.clientId, client.id), eq(concepts.name, DEMO_REVIEW_CONCEPT)));
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
  const approver = userId('approver@demo.atelier.local');

  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-demo-review-'));
  let files: { name: string; fileName: string; type: string; mimeType: string; extension: string; bytes: Buffer }[];
  try {
    files = [
      {
        name: 'Brief',
        fileName: 'summer-splash-brief.pdf',
        type: 'document',
        mimeType: 'application/pdf',
        extension: 'pdf',
        bytes: makePdf(),
      },
      {
        name: 'Teaser 16:9',
        fileName: 'summer-splash-teaser.mp4',
        type: 'video',
        mimeType: 'video/mp4',
        extension: 'mp4',
        bytes: await makeVideo(dir),
      },
      {
        name: 'Key visual',
        fileName: 'summer-splash-key-visual-v2.png',
        type: 'image',
        mimeType: 'image/png',
        extension: 'png',
        bytes: await makeImage(),
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // The key visual's approved first cut, kept as its version 1.
  const firstCut = await makeImage(420);
  const stored: ((typeof files)[number] & { id: string; storageKey: string })[] = [];
  for (const file of files) {
    const id = randomUUID();
    const storageKey = `clients/${client.id}/assets/${id}/${randomBytes(8).toString('hex')}`;
    await storage.putObject(storageKey, file.bytes, file.mimeType);
    stored.push({ ...file, id, storageKey });
  }

  await db.transaction(async (tx) => {
    const now = Date.now();
    const [concept] = await tx
      .insert(concepts)
      .values({
        clientId: client.id,
        code: generateCode('crc'),
        internalId: await allocateInternalId(tx, client.id),
        name: DEMO_REVIEW_CONCEPT,
        status: 'pendingApproval',
        creativeNodeId: folder!.id,
        creativeLeadId: lead,
        assignedUserId: designer,
        description: '<p>Key visual, teaser and brief for the summer event: ready for review.</p>',
        settings: { platform: 'both' },
        createBy: lead,
        updateBy: lead,
      })
      .returning();
    await tx.insert(conceptApplications).values({ conceptId: concept!.id, applicationId: app!.id, conceptCreatedAt: concept!.createdAt });
    // Before its assets (made one minute apart, below), so the history reads in order.
    await tx.insert(conceptHistory).values({
      clientId: client.id,
      conceptId: concept!.id,
      event: 'conceptCreated',
      createBy: lead,
      createdAt: new Date(now - (stored.length + 1) * 60_000),
    });
    const codes: Record<string, string> = {};
    for (const [index, file] of stored.entries()) {
      const code = generateCode('ast');
      codes[file.type] = code;
      // Newest first in the gallery: the key visual, the teaser, the brief.
      const createdAt = new Date(now - (stored.length - index) * 60_000);
      await tx.insert(conceptAssets).values({
        id: file.id,
        clientId: client.id,
        conceptId: concept!.id,
        code,
        name: file.name,
        fileName: file.fileName,
        assetType: 'production',
        type: file.type,
        mimeType: file.mimeType,
        extension: file.extension,
        status: 'pendingApproval',
        size: file.bytes.length,
        checksum: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey: file.storageKey,
        processingStatus: 'processing',
        createBy: designer,
        updateBy: designer,
        createdAt,
      });
      await tx
        .insert(conceptHistory)
        .values({ clientId: client.id, conceptId: concept!.id, assetCode: code, event: 'assetCreated', createBy: designer, createdAt });
      if (file.type === 'image')
        await seedApprovedFirstCut(tx, { clientId: client.id, conceptId: concept!.id, assetId: file.id, code, createdAt });
      await enqueueJob(tx, 'processAsset', { assetId: file.id }, { singletonKey: `processAsset:${file.id}:${file.storageKey}` });
    }
    /**
     * v1 of the key visual: approved by the approver, then replaced by the designer's v2, which took
     * the asset back to review. Its decision names v1; its history shows both steps.
     */
    async function seedApprovedFirstCut(
      executor: typeof tx,
      ids: { clientId: string; conceptId: string; assetId: string; code: string; createdAt: Date },
    ) {
      // Within the minute after the asset was made: approved after 20 s, replaced after 40 s.
      const [approvedAt, replacedAt] = [20_000, 40_000].map((offset) => new Date(ids.createdAt.getTime() + offset));
      const storageKey = `clients/${ids.clientId}/assets/${ids.assetId}/${randomBytes(8).toString('hex')}`;
      await storage.putObject(storageKey, firstCut, 'image/png');
      await executor.insert(conceptAssetVersions).values({
        clientId: ids.clientId,
        assetId: ids.assetId,
        versionNumber: 1,
        storageKey,
        fileName: 'summer-splash-key-visual.png',
        type: 'image',
        mimeType: 'image/png',
        extension: 'png',
        size: firstCut.length,
        checksum: createHash('sha256').update(firstCut).digest('hex'),
        width: 1080,
        height: 1080,
        aspectRatio: '1:1',
        replacedBy: designer,
        createdAt: replacedAt,
      });
      await executor
        .update(conceptAssets)
        .set({ decisionStatus: 'approved', decisionFileVersion: 1, decidedAt: approvedAt, decidedBy: approver })
        .where(eq(conceptAssets.id, ids.assetId));
      const entry = { clientId: ids.clientId, conceptId: ids.conceptId, assetCode: ids.code };
      await executor.insert(conceptHistory).values([
        {
          ...entry,
          event: 'assetUpdated',
          changes: { status: { from: 'pendingApproval', to: 'approved' } },
          assetFileVersion: 1,
          createBy: approver,
          createdAt: approvedAt,
        },
        {
          ...entry,
          event: 'assetReplaced',
          changes: {
            fileName: { from: 'summer-splash-key-visual.png', to: 'summer-splash-key-visual-v2.png' },
            fileVersion: { from: 'v1', to: 'v2' },
            status: { from: 'approved', to: 'pendingApproval' },
          },
          assetFileVersion: 2,
          createBy: designer,
          createdAt: replacedAt,
        },
      ]);
    }
    const comment = async (values: {
      assetCode: string;
      by: string | null;
      text: string;
      anchor?: Record<string, unknown>;
      parentId?: string;
      resolved?: boolean;
      at?: Date;
    }) => {
      const [row] = await tx
        .insert(conceptHistory)
        .values({
          clientId: client.id,
          conceptId: concept!.id,
          assetCode: values.assetCode,
          event: 'comment',
          comment: values.text,
          anchor: values.anchor ?? null,
          parentId: values.parentId ?? null,
          assetFileVersion: 1,
          resolvedAt: values.resolved ? new Date() : null,
          resolvedBy: values.resolved ? values.by : null,
          createBy: values.by,
          ...(values.at ? { createdAt: values.at } : {}),
        })
        .returning({ id: conceptHistory.id });
      return row!.id;
    };
    const onFrame = await comment({
      assetCode: codes.video!,
      by: approver,
      text: 'The logo should be readable here: can it stay on screen a little longer?',
      anchor: { frame: 48, frameEnd: null, frameRate: 30, page: null, drawing: ARROW([0.25, 0.25], [0.45, 0.45]) },
    });
    await comment({ assetCode: codes.video!, by: designer, text: 'Yes: I will hold it for 12 more frames in v2.', parentId: onFrame });
    await comment({
      assetCode: codes.image!,
      by: approver,
      text: 'Make the button a touch larger.',
      // On the first cut (made a minute ago), before it was approved and replaced.
      at: new Date(now - 60_000 + 10_000),
      anchor: { drawing: { version: 1, shapes: [{ kind: 'rect', color: '#FDD835', from: [0.07, 0.69], to: [0.58, 0.83] }] } },
    });
    await comment({ assetCode: codes.document!, by: lead, text: 'Page 2 lists the sizes we need.', anchor: { page: 2 }, resolved: true });
  });
  await seedDemoStagedReview(deps);
  return true;
}
