import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { clients, clientUserRoles, clientUsers, creativeNodeTypes, rolePermissions, roles, users } from '../../db/schema/index.js';
import { hashPassword } from '../auth/index.js';
import { DEFAULT_ROLES } from './permissions.js';

export const INTERNAL_CLIENT = { code: 'atelier', name: 'Atelier (internal)' } as const;

const NODE_TYPES = [
  { code: 'default', name: 'Folder', icon: 'folder' },
  { code: 'campaign', name: 'Campaign', icon: 'campaign' },
  { code: 'theme', name: 'Theme', icon: 'palette' },
];

/**
 * Tenancy's reference data, idempotent and safe to run from several instances at once: default
 * roles (their bundles follow the code), folder node types, the internal client. The start-up runs
 * it with the other modules' reference data (seed/reference-data.ts).
 */
export async function syncTenancyReferenceData(db: Database) {
  await db.transaction(async (tx) => {
    for (const [code, role] of Object.entries(DEFAULT_ROLES)) {
      await tx
        .insert(roles)
        .values({ code, name: role.name, description: role.description })
        .onConflictDoUpdate({ target: roles.code, set: { name: role.name, description: role.description } });
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleCode, code), notInArray(rolePermissions.permission, role.permissions)));
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleCode: code, permission })))
        .onConflictDoNothing();
    }
    await tx.insert(creativeNodeTypes).values(NODE_TYPES).onConflictDoNothing();
    await tx
      .insert(clients)
      .values({ ...INTERNAL_CLIENT, isInternal: true })
      .onConflictDoNothing();
  });
}

/**
 * On first start, creates the platform administrator from ADMIN_EMAIL / ADMIN_PASSWORD. Without a
 * password a random one is generated and printed once; it is never stored in clear.
 */
export async function ensureAdministrator(db: Database, config: AppConfig, logger: Logger) {
  const emailAddress = config.ADMIN_EMAIL.toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress}`);
  if (existing) return { created: false as const, emailAddress };

  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const [internal] = await tx.select().from(clients).where(eq(clients.code, INTERNAL_CLIENT.code));
    const [user] = await tx
      .insert(users)
      .values({ emailAddress, firstName: 'Platform', lastName: 'Administrator', passwordHash, isPlatformStaff: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another instance created it between our check and insert: nothing to do.
    if (!user) return false;
    await tx.insert(clientUsers).values({ clientId: internal!.id, userId: user.id });
    await tx.insert(clientUserRoles).values({ clientId: internal!.id, userId: user.id, roleCode: 'admin' });
    return true;
  });
  if (created && !config.ADMIN_PASSWORD) {
    logger.warn({ emailAddress }, 'administrator created with a generated password (shown once)');
    process.stdout.write(`\n  Platform administrator: ${emailAddress}\n  Generated password (shown once): ${password}\n\n`);
  }
  return { created, emailAddress };
}
