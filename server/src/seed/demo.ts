import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  applications,
  clients,
  clientUserRoles,
  clientUsers,
  conceptApplications,
  conceptChannels,
  conceptHistory,
  concepts,
  conceptTags,
  creativeNodes,
  creativeTags,
  reportCategories,
  reports,
  users,
} from '../db/schema/index.js';
import { generateCode } from '../lib/codes.js';
import { hashPassword } from '../modules/auth/index.js';
import { allocateInternalId } from '../modules/concepts/index.js';
import { seedDemoActionItems } from './demo-action-items.js';
import { seedDemoAdCopy } from './demo-ad-copy.js';
import { seedDemoSharing } from './demo-sharing.js';

export const DEMO_CLIENT = { code: 'demo', name: 'Demo Games' } as const;
export const DEMO_PASSWORD = 'atelier-demo';
export const DEMO_USERS = [
  { emailAddress: 'admin@demo.atelier.local', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  { emailAddress: 'lead@demo.atelier.local', firstName: 'Leo', lastName: 'Lead', role: 'creativeLead' },
  { emailAddress: 'designer@demo.atelier.local', firstName: 'Dana', lastName: 'Designer', role: 'designer' },
  { emailAddress: 'approver@demo.atelier.local', firstName: 'April', lastName: 'Approver', role: 'approver' },
  { emailAddress: 'viewer@demo.atelier.local', firstName: 'Vic', lastName: 'Viewer', role: 'viewer' },
] as const;

const APPLICATIONS = [
  { code: 'puzzle-quest', name: 'Puzzle Quest' },
  { code: 'space-runner', name: 'Space Runner' },
];

const FOLDERS: { name: string; children?: string[] }[] = [
  { name: 'Q4 Campaigns', children: ['Holiday Sale', 'Black Friday'] },
  { name: 'Evergreen', children: ['Gameplay', 'Characters'] },
  { name: 'Experiments' },
];

const TAGS = [
  { name: 'Top performer', color: '#2e7d32' },
  { name: 'Needs refresh', color: '#ed6c02' },
  { name: 'Seasonal', color: '#7b1fa2' },
];

const CONCEPTS = [
  { name: 'Snowy level showcase', folder: 'Holiday Sale', status: 'inProduction', days: 4, tags: ['Seasonal'] },
  { name: 'Gift box reveal', folder: 'Holiday Sale', status: 'conceptDev', days: 12, tags: ['Seasonal'] },
  { name: 'Countdown timer offer', folder: 'Black Friday', status: 'pendingApproval', days: 1, tags: [] },
  { name: 'Core loop in 15 seconds', folder: 'Gameplay', status: 'approved', days: 20, tags: ['Top performer'] },
  { name: 'Boss fight teaser', folder: 'Gameplay', status: 'active', days: 30, tags: ['Top performer'] },
  { name: 'Meet the heroes', folder: 'Characters', status: 'queued', days: 9, tags: ['Needs refresh'] },
  { name: 'Playable tutorial test', folder: 'Experiments', status: 'conceptApproval', days: 2, tags: [] },
];

/** True when the demo client already exists (seeding is then a no-op). */
export async function hasDemoData(db: Database) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, DEMO_CLIENT.code));
  return Boolean(client);
}

/**
 * The demo client: two applications, one user per default role, a folder tree, tags and a few
 * concepts in the first application. Idempotent: does nothing when the demo client exists.
 */
export async function seedDemo(
  db: Database,
  options: { withGeneratedPasswords?: boolean } = {},
): Promise<{ created: boolean; passwords: Record<string, string> }> {
  if (await hasDemoData(db)) return { created: false, passwords: {} };
  // In production the published demo password would open a real instance: each user gets a random one.
  const passwords = Object.fromEntries(
    DEMO_USERS.map((user) => [user.emailAddress, options.withGeneratedPasswords ? randomBytes(12).toString('base64url') : DEMO_PASSWORD]),
  );
  const passwordHashes = Object.fromEntries(
    await Promise.all(Object.entries(passwords).map(async ([email, password]) => [email, await hashPassword(password)] as const)),
  );

  return db.transaction(async (tx) => {
    const [client] = await tx.insert(clients).values(DEMO_CLIENT).onConflictDoNothing().returning();
    if (!client) return { created: false, passwords: {} };
    const apps = await tx
      .insert(applications)
      .values(APPLICATIONS.map((application) => ({ ...application, clientId: client.id })))
      .returning();
    const app = apps.find((application) => application.code === APPLICATIONS[0]!.code)!;

    const userIds: Record<string, string> = {};
    for (const demoUser of DEMO_USERS) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.emailAddress}) = ${demoUser.emailAddress}`);
      const userId =
        existing?.id ??
        (
          await tx
            .insert(users)
            .values({
              emailAddress: demoUser.emailAddress,
              firstName: demoUser.firstName,
              lastName: demoUser.lastName,
              passwordHash: passwordHashes[demoUser.emailAddress]!,
            })
            .returning({ id: users.id })
        )[0]!.id;
      userIds[demoUser.role] = userId;
      await tx.insert(clientUsers).values({ clientId: client.id, userId }).onConflictDoNothing();
      await tx.insert(clientUserRoles).values({ clientId: client.id, userId, roleCode: demoUser.role }).onConflictDoNothing();
    }

    const folderIds: Record<string, string> = {};
    for (const [index, folder] of FOLDERS.entries()) {
      const [node] = await tx
        .insert(creativeNodes)
        .values({ clientId: client.id, applicationId: app.id, code: generateCode('nod'), name: folder.name, sequenceId: index })
        .returning();
      folderIds[folder.name] = node!.id;
      for (const [childIndex, childName] of (folder.children ?? []).entries()) {
        const [child] = await tx
          .insert(creativeNodes)
          .values({
            clientId: client.id,
            applicationId: app.id,
            code: generateCode('nod'),
            name: childName,
            sequenceId: childIndex,
            parentId: node!.id,
          })
          .returning();
        folderIds[childName] = child!.id;
      }
    }

    const tagIds: Record<string, string> = {};
    for (const tag of TAGS) {
      const [row] = await tx
        .insert(creativeTags)
        .values({ clientId: client.id, applicationId: app.id, code: generateCode('tag'), ...tag })
        .returning();
      tagIds[tag.name] = row!.id;
    }

    const now = Date.now();
    for (const [index, concept] of CONCEPTS.entries()) {
      const internalId = await allocateInternalId(tx, client.id);
      const [row] = await tx
        .insert(concepts)
        .values({
          clientId: client.id,
          code: generateCode('crc'),
          internalId,
          name: concept.name,
          status: concept.status,
          creativeNodeId: folderIds[concept.folder]!,
          targetDeliveryDate: new Date(now + concept.days * 86_400_000),
          creativeLeadId: userIds.creativeLead!,
          assignedUserId: userIds.designer!,
          description: `<p>${concept.name}: demo concept.</p>`,
          settings: { platform: 'both' },
          createBy: userIds.creativeLead!,
          updateBy: userIds.creativeLead!,
          // Spread creation times so "newest first" has a visible order.
          createdAt: new Date(now - (CONCEPTS.length - index) * 3_600_000),
        })
        .returning();
      await tx.insert(conceptApplications).values({ conceptId: row!.id, applicationId: app.id, conceptCreatedAt: row!.createdAt });
      for (const tagName of concept.tags) await tx.insert(conceptTags).values({ conceptId: row!.id, tagId: tagIds[tagName]! });
      await tx
        .insert(conceptHistory)
        .values({ clientId: client.id, conceptId: row!.id, event: 'conceptCreated', createBy: userIds.creativeLead! });
    }
    // A parent concept with two variants waiting for approval, to try the approval flow at once.
    const parentFolder = folderIds['Holiday Sale']!;
    const insertConcept = async (values: Partial<typeof concepts.$inferInsert> & { name: string }) => {
      const [row] = await tx
        .insert(concepts)
        .values({
          clientId: client.id,
          code: generateCode('crc'),
          internalId: await allocateInternalId(tx, client.id),
          creativeNodeId: parentFolder,
          creativeLeadId: userIds.creativeLead!,
          assignedUserId: userIds.designer!,
          settings: { platform: 'both' },
          createBy: userIds.creativeLead!,
          updateBy: userIds.creativeLead!,
          ...values,
        })
        .returning();
      await tx.insert(conceptApplications).values({ conceptId: row!.id, applicationId: app.id, conceptCreatedAt: row!.createdAt });
      await tx
        .insert(conceptHistory)
        .values({ clientId: client.id, conceptId: row!.id, event: 'conceptCreated', createBy: userIds.creativeLead! });
      return row!;
    };
    const parent = await insertConcept({
      name: 'Winter event master',
      modelType: 'parent',
      status: 'inProduction',
      targetDeliveryDate: new Date(now + 7 * 86_400_000),
    });
    for (const index of [1, 2]) {
      const child = await insertConcept({
        name: `Winter event master ${index}`,
        modelType: 'child',
        parentConceptId: parent.id,
        status: 'pendingApproval',
        targetDeliveryDate: parent.targetDeliveryDate,
      });
      await tx.insert(conceptHistory).values({
        clientId: client.id,
        conceptId: parent.id,
        event: 'childConceptLinked',
        changes: { conceptCode: child.code },
        createBy: userIds.creativeLead!,
      });
      await tx.insert(conceptChannels).values([
        { conceptId: child.id, channelCode: 'meta' },
        { conceptId: child.id, channelCode: 'tiktok' },
      ]);
    }

    // Sample report links: example.com stands in until an administrator adds the client's dashboards.
    const [category] = await tx
      .insert(reportCategories)
      .values({ clientId: client.id, code: generateCode('cat'), name: 'Creative performance (sample)', sequenceId: 0 })
      .returning();
    await tx.insert(reports).values([
      {
        categoryId: category!.id,
        code: generateCode('rpt'),
        name: 'Weekly creative overview',
        url: 'https://example.com/?report=weekly-creative-overview',
        sequenceId: 0,
      },
      {
        categoryId: category!.id,
        code: generateCode('rpt'),
        name: 'Top concepts by installs',
        url: 'https://example.com/?report=top-concepts',
        sequenceId: 1,
      },
    ]);
    const [second] = await tx
      .insert(reportCategories)
      .values({ clientId: client.id, applicationId: app.id, code: generateCode('cat'), name: 'Production (sample)', sequenceId: 1 })
      .returning();
    await tx.insert(reports).values({
      categoryId: second!.id,
      code: generateCode('rpt'),
      name: 'Delivery on time',
      url: 'https://example.com/?report=delivery',
      sequenceId: 0,
    });
    await seedDemoActionItems(tx, { clientId: client.id, applicationId: app.id, userIds });
    await seedDemoAdCopy(tx, { clientId: client.id, applications: apps, userId: userIds.admin! });
    await seedDemoSharing(tx, { clientId: client.id, userIds });
    return { created: true, passwords };
  });
}
